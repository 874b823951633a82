import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { CARD_ACCOUNT, RECONCILIATION_ITEM_KINDS } from '../../../../lib/contract/reconciliation';
import { type Movement, reconcile } from './reconcile';

const kurus = fc.bigInt({ min: 0n, max: 10_000_000n });
const movement: fc.Arbitrary<Movement> = fc.record({
  gun: fc.constantFrom('2026-11-18', '2026-11-19', '2026-11-20'),
  hesap: fc.constantFrom('TR110001', 'TR220002', CARD_ACCOUNT),
  paraBirimiId: fc.constantFrom(1, 2),
  bankaGiris: kurus,
  bankaCikis: kurus,
  portalGiris: kurus,
  portalCikis: kurus,
  tur: fc.option(fc.constantFrom(...RECONCILIATION_ITEM_KINDS.filter((k) => k !== 'aciklanamayan')), { nil: null }),
  kaynak: fc.string({ maxLength: 8 }),
  taraf: fc.option(fc.string({ maxLength: 8 }), { nil: null }),
  tutar: kurus,
});
/** A movement both sides booked alike: nothing to explain. */
const matched = movement.map((m) => ({ ...m, tur: null, portalGiris: m.bankaGiris, portalCikis: m.bankaCikis }));

const sum = (xs: bigint[]) => xs.reduce((a, b) => a + b, 0n);

describe('Mutabakat rows (reconcile)', () => {
  it('a row’s difference is its two sides’ and always the sum of its listed items: none is hidden', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(movement, matched), { maxLength: 30 }), (ms) => {
        for (const r of reconcile(ms)) {
          assert.equal(r.fark, r.bankaGiris - r.bankaCikis - (r.portalGiris - r.portalCikis));
          assert.equal(sum(r.kalemler.map((k) => k.fark)), r.fark);
        }
      }),
    );
  });

  it('each side’s totals are the sums of the movements of that day, account and currency', () => {
    fc.assert(
      fc.property(fc.array(movement, { maxLength: 30 }), (ms) => {
        const rows = reconcile(ms);
        assert.equal(new Set(rows.map((r) => `${r.gun}|${r.hesap}|${r.paraBirimiId}`)).size, rows.length);
        for (const r of rows) {
          const own = ms.filter((m) => m.gun === r.gun && m.hesap === r.hesap && m.paraBirimiId === r.paraBirimiId);
          assert.equal(r.bankaGiris, sum(own.map((m) => m.bankaGiris)));
          assert.equal(r.portalCikis, sum(own.map((m) => m.portalCikis)));
        }
        assert.equal(sum(rows.map((r) => r.bankaCikis)), sum(ms.map((m) => m.bankaCikis)));
      }),
    );
  });

  it('a matched movement lists nothing; one whose sides differ is unexplained, with the difference', () => {
    fc.assert(
      fc.property(matched, fc.bigInt({ min: 1n, max: 1_000_000n }), (m, extra) => {
        assert.deepEqual(reconcile([m])[0].kalemler, []);
        const [row] = reconcile([{ ...m, portalGiris: m.portalGiris + extra }]);
        assert.deepEqual(
          row.kalemler.map((k) => [k.tur, k.fark]),
          [['aciklanamayan', -extra]],
        );
      }),
    );
  });

  it('newest day first; on a day the institution’s accounts before the virtual POS', () => {
    const at = (gun: string, hesap: string): Movement => ({
      gun,
      hesap,
      paraBirimiId: 1,
      bankaGiris: 1n,
      bankaCikis: 0n,
      portalGiris: 1n,
      portalCikis: 0n,
      tur: null,
      kaynak: '',
      taraf: null,
      tutar: 1n,
    });
    const rows = reconcile([at('2026-11-19', CARD_ACCOUNT), at('2026-11-19', 'TR2'), at('2026-11-20', 'TR1')]);
    assert.deepEqual(
      rows.map((r) => [r.gun, r.hesap]),
      [
        ['2026-11-20', 'TR1'],
        ['2026-11-19', 'TR2'],
        ['2026-11-19', CARD_ACCOUNT],
      ],
    );
  });
});

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { proxyMaximumProblem } from '../../lib/rules/proxy-bid';
import { TENDER_STATUS } from '../../lib/contract/lookups';
import { decideBids, type LockedTender, type PlacedBid } from './decide-bids';
import { minimumAcceptableBid, smallestIncrement } from './increments';
import { endedProxies, type ProxyToDecide, proxyAnswers } from './proxy-answers';

const NOW = new Date('2026-11-20T09:00:00Z');
const proxy = (id: number, cariId: number, azami: number, over: Partial<ProxyToDecide> = {}): ProxyToDecide => ({
  id,
  cariId,
  azami,
  rumuz: `R${cariId}`,
  mayAct: true,
  ...over,
});
const amounts = (bids: ReturnType<typeof proxyAnswers>) => bids.map((b) => `${b.cariId}:${b.tutar}`);

describe('the bids the portal places for maximums', () => {
  // Opening price 8 000: the band 0–10 000, smallest step 50.
  it('answers a rival with the smallest acceptable bid while the maximum allows', () => {
    assert.deepEqual(amounts(proxyAnswers(8000, 8500, 2, [proxy(1, 1, 9000)])), ['1:8550']);
    assert.deepEqual(amounts(proxyAnswers(8000, 8950, 2, [proxy(1, 1, 9000)])), ['1:9000']);
    assert.deepEqual(amounts(proxyAnswers(8000, 8960, 2, [proxy(1, 1, 9000)])), [], 'minimum 9 010 is past 9 000');
    assert.deepEqual(
      amounts(proxyAnswers(8000, 0, null, [proxy(1, 1, 9000)])),
      ['1:8000'],
      'first bid: the opening price',
    );
  });

  it('two maximums: the higher wins at the lower plus one step, capped at its own', () => {
    // The leader's maximum is the stronger: the challenger bids all it can, the leader one step above.
    assert.deepEqual(amounts(proxyAnswers(8000, 8000, 1, [proxy(1, 1, 9500), proxy(2, 2, 9000)])), [
      '2:9000',
      '1:9050',
    ]);
    // The challenger's is the stronger: it takes the lead one step above the leader's maximum.
    assert.deepEqual(amounts(proxyAnswers(8000, 8000, 1, [proxy(1, 1, 9000), proxy(2, 2, 9500)])), ['2:9050']);
    assert.deepEqual(amounts(proxyAnswers(8000, 8000, 1, [proxy(1, 1, 9000), proxy(2, 2, 9020)])), ['2:9020']);
  });

  it('equal maximums: the one set earlier wins', () => {
    assert.deepEqual(amounts(proxyAnswers(8000, 8000, 1, [proxy(1, 1, 9000), proxy(2, 2, 9000)])), [
      '2:8950',
      '1:9000',
    ]);
    assert.deepEqual(amounts(proxyAnswers(8000, 8000, 2, [proxy(1, 1, 9000), proxy(2, 2, 9000)])), ['1:9000']);
  });

  it('never bids for an account that left or may no longer act, and never against itself', () => {
    assert.deepEqual(amounts(proxyAnswers(8000, 8500, 2, [proxy(1, 1, 9000, { rumuz: null })])), []);
    assert.deepEqual(amounts(proxyAnswers(8000, 8500, 2, [proxy(1, 1, 9000, { mayAct: false })])), []);
    assert.deepEqual(amounts(proxyAnswers(8000, 8500, 1, [proxy(1, 1, 9000)])), []);
  });

  it('ends every maximum but the leader’s, saying why', () => {
    const ended = endedProxies(1, [
      proxy(1, 1, 9000),
      proxy(2, 2, 8000),
      proxy(3, 3, 9000, { rumuz: null }),
      proxy(4, 4, 9000, { mayAct: false }),
    ]);
    assert.deepEqual(
      ended.map((e) => `${e.proxy.cariId}:${e.reason}`),
      ['2:asildi', '3:ayrildi', '4:yetki'],
    );
  });
});

/** A tender in memory driven by the pure code, event by event, the way runBidBatch drives it. */
class Simulation {
  tender: LockedTender;
  bids: PlacedBid[] = [];
  proxies: ProxyToDecide[] = [];
  private nextId = 1;
  readonly step: number;

  constructor(acilis: number) {
    this.tender = {
      durum: TENDER_STATUS.devam,
      baslangic: new Date(NOW.getTime() - 3_600_000),
      end: new Date(NOW.getTime() + 3_600_000),
      siraNo: 0,
      acilis,
      max: 0,
      highestCariId: null,
      sonDakika: null,
      uzatmaDakika: null,
    };
    this.step = smallestIncrement(acilis);
  }

  get minimum() {
    return minimumAcceptableBid(this.tender.acilis, this.tender.max);
  }

  ownHighest(cariId: number) {
    return Math.max(0, ...this.bids.filter((b) => b.cariId === cariId).map((b) => b.tutar));
  }

  /** Runs one queued item and returns the bids it stored, with the maximums each saw. */
  run(item: { cariId: number; tutar: number } | 'nudge'): PlacedBid[] {
    const seen = [...this.proxies];
    const [d] = decideBids(
      this.tender,
      [item === 'nudge' ? { nudge: true, now: NOW } : { ...item, now: NOW, mayAct: true, rumuz: `R${item.cariId}` }],
      seen,
    );
    const stored = d.ok ? [...(d.bid ? [d.bid] : []), ...d.answers] : [];
    const last = stored.at(-1);
    if (last) {
      this.tender = { ...this.tender, max: last.tutar, highestCariId: last.cariId, siraNo: last.siraNo };
    }
    const ended = new Set(endedProxies(this.tender.highestCariId, seen).map((e) => e.proxy.id));
    this.proxies = this.proxies.filter((p) => !ended.has(p.id));
    this.bids.push(...stored);
    return stored;
  }

  /** PUT /v1/OtomatikTeklif: refused as the route refuses it, else stored and nudged. */
  setMaximum(cariId: number, azami: number): boolean {
    const problem = proxyMaximumProblem({
      azami,
      openingPrice: this.tender.acilis,
      highestBid: this.tender.max,
      ownHighestBid: this.ownHighest(cariId),
    });
    if (problem) return false;
    this.proxies = [...this.proxies.filter((p) => p.cariId !== cariId), proxy(this.nextId++, cariId, azami)];
    this.run('nudge');
    return true;
  }

  cancel(cariId: number) {
    this.proxies = this.proxies.filter((p) => p.cariId !== cariId);
  }
}

const ACCOUNTS = [1, 2, 3, 4];
const event = fc.oneof(
  fc.record({ kind: fc.constant('bid' as const), cariId: fc.constantFrom(...ACCOUNTS), steps: fc.nat(6) }),
  fc.record({ kind: fc.constant('set' as const), cariId: fc.constantFrom(...ACCOUNTS), steps: fc.nat(40) }),
  fc.record({ kind: fc.constant('cancel' as const), cariId: fc.constantFrom(...ACCOUNTS) }),
);
const openingPrice = fc.constantFrom(500, 8000, 45_000, 250_000, 1_500_000);

describe('maximums under random sequences of bids, maximums and cancellations (fast-check)', () => {
  it('prices rise by a step at least, nobody outbids themselves, a maximum is never passed by its own bids', () => {
    fc.assert(
      fc.property(openingPrice, fc.array(event, { maxLength: 40 }), (acilis, events) => {
        const sim = new Simulation(acilis);
        for (const e of events) {
          const before = { price: sim.tender.max, proxies: [...sim.proxies] };
          let stored: PlacedBid[] = [];
          if (e.kind === 'bid') {
            if (sim.tender.highestCariId === e.cariId) continue;
            stored = sim.run({ cariId: e.cariId, tutar: sim.minimum + e.steps * sim.step });
          } else if (e.kind === 'set') {
            const base = Math.max(sim.minimum, sim.ownHighest(e.cariId));
            sim.setMaximum(e.cariId, base + (e.steps - 5) * sim.step);
          } else sim.cancel(e.cariId);

          // The price never exceeds the strongest rival maximum plus one step (or the lowest acceptable bid).
          let price = before.price;
          for (const b of stored) {
            if (!b.otomatik) {
              price = b.tutar;
              continue;
            }
            const own = before.proxies.find((p) => p.cariId === b.cariId);
            assert.ok(own && b.tutar <= own.azami, `bid ${b.tutar} within its own maximum`);
            const rivals = before.proxies.filter((p) => p.cariId !== b.cariId).map((p) => p.azami);
            const cap = Math.max(minimumAcceptableBid(acilis, price), Math.max(0, ...rivals) + sim.step);
            assert.ok(b.tutar <= cap, `bid ${b.tutar} above ${cap}`);
            price = b.tutar;
          }
          // At rest only the leader may hold a maximum.
          assert.ok(sim.proxies.every((p) => p.cariId === sim.tender.highestCariId));
        }
        if (sim.bids.length > 0) assert.ok(sim.bids[0].tutar >= acilis);
        for (const [i, b] of sim.bids.entries()) {
          if (i === 0) continue;
          const prev = sim.bids[i - 1];
          assert.ok(b.tutar >= prev.tutar + sim.step, `${prev.tutar} → ${b.tutar}: a step at least`);
          assert.notEqual(b.cariId, prev.cariId, 'nobody outbids themselves');
          assert.equal(b.siraNo, prev.siraNo + 1);
        }
      }),
      { numRuns: 400 },
    );
  });

  it('maximums alone, one per account: the highest wins (the earlier on a tie) at no more than the second plus one step', () => {
    fc.assert(
      fc.property(
        openingPrice,
        fc.uniqueArray(fc.record({ cariId: fc.constantFrom(...ACCOUNTS), steps: fc.nat(60) }), {
          minLength: 1,
          maxLength: ACCOUNTS.length,
          selector: (s) => s.cariId,
        }),
        (acilis, settings) => {
          const sim = new Simulation(acilis);
          const accepted: Array<{ cariId: number; azami: number; order: number }> = [];
          settings.forEach(({ cariId, steps }, order) => {
            const azami = acilis + steps * sim.step;
            if (sim.setMaximum(cariId, azami)) accepted.push({ cariId, azami, order });
          });
          if (accepted.length === 0) return;
          // Beaten maximums end at once; what decides is every maximum that was accepted.
          const ranked = [...accepted].sort((a, b) => b.azami - a.azami || a.order - b.order);
          const [first, second] = ranked;
          assert.equal(sim.tender.highestCariId, first.cariId, 'the highest maximum leads');
          if (second)
            assert.ok(sim.tender.max <= second.azami + sim.step, `${sim.tender.max} ≤ ${second.azami} + step`);
          assert.ok(sim.tender.max <= first.azami);
        },
      ),
      { numRuns: 400 },
    );
  });
});

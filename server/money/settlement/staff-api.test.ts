import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { desc, eq } from 'drizzle-orm';
import {
  DEADLINE_RULE_TEXTS,
  SETTLEMENT_MESSAGES,
  STATEMENT_GRACE,
  type SettlementPage,
} from '../../../lib/contract/settlement';
import { SETTLEMENT_SCHEMA_MESSAGES } from '../../../lib/rules/settlement-schemas';
import { denetimKaydi, ihale } from '../../db/schema';
import { DEFAULTED_TENDER } from '../../seed/constants';
import { runSchedulerTick } from '../../auction/scheduler';
import { ledgerBalances } from '../ledger/ledger-balances';
import {
  ACCOUNTS,
  odataUrl,
  openProfileTestApp,
  TEST_NOW,
  type ProfileTestContext,
} from '../../modules/persons/test-support';
import { assertErrorShape } from '../../security/support';
import { STAFF_BY_ROLE, staffCookie } from '../../backoffice/test-support';

/**
 * The seeded defaulted tender end to end through the API (docs/architecture.md §9): the first
 * tick forfeits Anadolu Hurda's deposit and offers the sale to Ege Geri Dönüşüm; Ayşe, acting for
 * Ege, sees and accepts it; Katıldığım İhalelerim answers the server's payment fields; Mali İşler
 * lists it.
 */
describe('settlement API on the seeded portal', () => {
  let t: ProfileTestContext;
  let mali: string;
  let ihaleId: number;
  const ayse = ACCOUNTS.ayse.kimlikNo;

  before(async () => {
    t = await openProfileTestApp();
    mali = await staffCookie(t.app, STAFF_BY_ROLE.mali);
    const [row] = await t.handle.db
      .select({ id: ihale.id })
      .from(ihale)
      .where(eq(ihale.kazananCariId, DEFAULTED_TENDER.winnerCariId));
    ihaleId = row.id;
  });
  after(async () => {
    await t?.close();
  });

  const myTender = async (cariId: number) =>
    (
      await t.call(ayse, {
        method: 'GET',
        url: odataUrl('IhaleKatilimCariOData', {
          $filter: `CariId eq ${cariId} and IhaleId eq ${ihaleId}`,
          $select: 'IhaleId,KazanilmaDurumu,KazananTutar,OdemeDurumu,OdenecekTutar,SonOdemeTarihi,IkinciTeklifDurumu',
        }),
      })
    ).json().value[0];
  const list = async (q = '') =>
    (await t.app.inject({ method: 'GET', url: `/api/yonetim/mali/odemeler${q}`, headers: { cookie: mali } })).json()
      .data as SettlementPage;

  it('before the tick: the winner awaits payment of the winning amount less the blocked deposit', async () => {
    const row = await myTender(DEFAULTED_TENDER.winnerCariId);
    const [t0] = await t.handle.db.select().from(ihale).where(eq(ihale.id, ihaleId));
    assert.equal(row.KazanilmaDurumu, 1);
    assert.equal(row.OdemeDurumu, 1);
    assert.equal(row.KazananTutar, Number(t0.kazananTutar));
    assert.equal(row.OdenecekTutar, Number(t0.kazananTutar) - Number(t0.teminatTutari));
    assert.equal(row.SonOdemeTarihi, t0.sonOdemeTarihi!.toISOString());
    const waiting = await list('?durum=bekleniyor');
    assert.ok(waiting.items.some((i) => i.ihaleId === ihaleId && i.kalan === row.OdenecekTutar));
  });

  it('the tick forfeits; the runner-up sees the offer and accepts it; the amounts come from the server', async () => {
    const before = await ledgerBalances(t.handle.db, DEFAULTED_TENDER.winnerCariId);
    await runSchedulerTick(t.handle.db, TEST_NOW);
    const after = await ledgerBalances(t.handle.db, DEFAULTED_TENDER.winnerCariId);
    const [t0] = await t.handle.db.select().from(ihale).where(eq(ihale.id, ihaleId));
    assert.equal(after.yanan, before.yanan + Number(t0.teminatTutari));
    // Through the summary the bidder reads, too.
    const summary = await t.call(ayse, {
      method: 'GET',
      url: `/api/v1/Finans/Ozet?cariId=${DEFAULTED_TENDER.winnerCariId}`,
    });
    assert.equal(summary.json().data.yananTeminatlarToplami, after.yanan);
    const lost = await myTender(DEFAULTED_TENDER.winnerCariId);
    assert.equal(lost.KazanilmaDurumu, 2);
    assert.equal(lost.OdemeDurumu, 3);
    assert.equal(lost.OdenecekTutar, null);

    const offers = await t.call(ayse, {
      method: 'GET',
      url: `/api/v1/IkinciTeklif?cariId=${DEFAULTED_TENDER.runnerUpCariId}`,
    });
    assert.equal(offers.statusCode, 200);
    const [offer] = offers.json().data;
    assert.equal(offer.ihaleId, ihaleId);
    assert.equal((await myTender(DEFAULTED_TENDER.runnerUpCariId)).IkinciTeklifDurumu, 'beklemede');
    const offered = await list('?durum=ikinci');
    assert.equal(offered.items.find((i) => i.ihaleId === ihaleId)?.teklif?.durum, 'beklemede');

    // Bad input is a 400 in the error shape, never a 500.
    assertErrorShape(
      await t.call(ayse, {
        method: 'POST',
        url: '/api/v1/IkinciTeklif/abc/Kabul',
        payload: { cariId: DEFAULTED_TENDER.runnerUpCariId },
      }),
      400,
    );
    const accept = await t.call(ayse, {
      method: 'POST',
      url: `/api/v1/IkinciTeklif/${offer.id}/Kabul`,
      payload: { cariId: DEFAULTED_TENDER.runnerUpCariId },
    });
    assert.equal(accept.statusCode, 200, accept.body);
    assert.equal(accept.json().data.mesaj, SETTLEMENT_MESSAGES.accepted);
    const won = await myTender(DEFAULTED_TENDER.runnerUpCariId);
    assert.equal(won.KazanilmaDurumu, 1);
    assert.equal(won.OdemeDurumu, 1);
    assert.equal(won.KazananTutar, offer.tutar);
    assert.equal(won.OdenecekTutar, offer.tutar - offer.teminatTutari);
    assert.equal(won.IkinciTeklifDurumu, 'kabul');
    // Declining an accepted offer is refused.
    const decline = await t.call(ayse, {
      method: 'POST',
      url: `/api/v1/IkinciTeklif/${offer.id}/Red`,
      payload: { cariId: DEFAULTED_TENDER.runnerUpCariId },
    });
    assertErrorShape(decline, 400);
    assert.equal(decline.json().message, SETTLEMENT_MESSAGES.offerClosed);

    const page = await list('?durum=bekleniyor');
    const item = page.items.find((i) => i.ihaleId === ihaleId)!;
    assert.equal(item.kazananCariId, DEFAULTED_TENDER.runnerUpCariId);
    assert.equal(item.kazananAdi, 'Ege Geri Dönüşüm Ltd. Şti.');
    assert.equal(item.teklif?.durum, 'kabul');
  });

  it('Mali İşler pages and filters the list, lists collections, and refuses bad input with 400', async () => {
    const all = await list();
    assert.ok(all.toplam >= all.items.length && all.items.length > 0);
    const paid = await list('?durum=odendi');
    assert.ok(paid.items.length > 0 && paid.items.every((i) => i.odemeDurumu === 2 && i.kalan === 0));
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/yonetim/mali/odemeler/${paid.items[0].ihaleId}/tahsilatlar`,
      headers: { cookie: mali },
    });
    assert.equal(res.statusCode, 200);
    const [c] = res.json().data;
    assert.equal(c.kaynak, 'havale');
    assert.equal(c.tutar, paid.items[0].tahsilEdilen);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/yonetim/mali/odemeler?durum=x',
      headers: { cookie: mali },
    });
    assertErrorShape(bad, 400);
    assert.equal(bad.json().message, SETTLEMENT_SCHEMA_MESSAGES.filterInvalid);
    assertErrorShape(
      await t.app.inject({
        method: 'GET',
        url: '/api/yonetim/mali/odemeler/999999/tahsilatlar',
        headers: { cookie: mali },
      }),
      404,
    );
  });

  it('Mali İşler sets the grace for a deadline day’s statement; the change is audited; other roles cannot', async () => {
    assert.equal((await list()).ekstreBeklemeGun, STATEMENT_GRACE.defaultDays);
    const put = (cookie: string, payload: { ekstreBeklemeGun: number }) =>
      t.app.inject({ method: 'PUT', url: '/api/yonetim/mali/odemeler/ayar', headers: { cookie }, payload });
    const res = await put(mali, { ekstreBeklemeGun: 5 });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal((await list()).ekstreBeklemeGun, 5);
    const [audit] = await t.handle.db.select().from(denetimKaydi).orderBy(desc(denetimKaydi.id)).limit(1);
    assert.equal(audit.islem, 'mali.ekstre-bekleme');
    assert.equal(audit.hedefId, STATEMENT_GRACE.settingKey);
    assert.deepEqual(audit.onceki, { ekstreBeklemeGun: STATEMENT_GRACE.defaultDays });
    assert.deepEqual(audit.sonraki, { ekstreBeklemeGun: 5 });

    const bad = await put(mali, { ekstreBeklemeGun: STATEMENT_GRACE.maxDays + 1 });
    assertErrorShape(bad, 400);
    assert.equal(bad.json().message, DEADLINE_RULE_TEXTS.graceInvalid);
    const other = await put(await staffCookie(t.app, STAFF_BY_ROLE.destek), { ekstreBeklemeGun: 1 });
    assert.equal(other.statusCode, 403);
    assert.equal((await list()).ekstreBeklemeGun, 5);
  });
});

// Also on PostgreSQL: staff decisions race the scheduler in the tender's row lock.
import { PARA_BIRIMI } from '../../../lib/contract/money';
/**
 * A tender's life after publishing (docs/architecture.md §8 "Lifecycle"), through the API on the
 * seeded database (PGlite, or PostgreSQL with TEST_DATABASE=postgres): withdraw and cancel with their
 * deposit releases, ended maximums, audit rows and live notices; evaluation waiting at 214 when
 * otomatik_sonuclandirma is off; the İhale Sorumlusu's decision; races; and alias privacy.
 */
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { and, eq, sql } from 'drizzle-orm';
import { TEST_STAFF } from '../../seed/constants';
import {
  denetimKaydi,
  ihaleKatilimCari,
  olcuBirimi,
  otomatikTeklif,
  otomatikUzatmaAyar,
  paraBirimi,
  teminatHareket,
  teslimatYeri,
} from '../../db/schema';
import { availableDeposit, blockedInTender } from '../../money/ledger/deposit-blocks';
import { placeBid } from '../../auction/place-bid';
import { runSchedulerTick } from '../../auction/scheduler';
import {
  at,
  createPerson,
  createTender,
  tenderRow,
  type AuctionLookups,
  type TenderSpec,
  type TestPerson,
} from '../../auction/test-fixtures';
import { sendAuctionFrames } from '../../hub/auction-frames';
import { joinTender } from '../../modules/participation/queries';
import { setMaximum } from '../../auction/proxy-maximums';
import { odataUrl, openProfileTestApp, TEST_NOW, type ProfileTestContext } from '../../modules/persons/test-support';
import { assertErrorShape } from '../../security/support';
import { staffCookie } from '../test-support';

const NOW = TEST_NOW;

describe('tender lifecycle (back-office)', () => {
  let t: ProfileTestContext;
  let l: AuctionLookups;
  let ihaleCookie: string;
  let people: TestPerson[];
  const sent: string[] = [];

  before(async () => {
    t = await openProfileTestApp();
    const db = t.handle.db;
    const [pb] = await db.select().from(paraBirimi).where(eq(paraBirimi.kod, 'TRY'));
    const [ob] = await db.select().from(olcuBirimi).limit(1);
    const [ty] = await db.select().from(teslimatYeri).limit(1);
    const [ua] = await db.select().from(otomatikUzatmaAyar).limit(1);
    l = { paraBirimiId: pb.id, olcuBirimiId: ob.id, teslimatYeriId: ty.id, uzatma3x3: ua.id, uzatma5x2: ua.id };
    ihaleCookie = await staffCookie(t.app, TEST_STAFF.ihale.kimlikNo);
    people = [];
    for (let i = 0; i < 3; i++)
      people.push(await createPerson(db, { kimlikNo: `4000000000${i}`, adi: 'Lider', soyadi: `Hurdacılık ${i}` }));
    const record = (line: string) => sent.push(line);
    // The frames the hub makes of the app's events (docs/architecture.md §14).
    const frames = {
      sendToGroup: (g: string, m: string, p: unknown) => record(`group ${g} ${m} ${JSON.stringify(p)}`),
      sendToAll: (m: string, p: unknown) => record(`all ${m} ${JSON.stringify(p)}`),
      sendToAccount: () => {},
    };
    t.app.auctionEvents.subscribe((event) => sendAuctionFrames(frames, event));
  });
  after(async () => {
    await t?.close();
  });
  beforeEach(() => {
    sent.length = 0;
  });

  const db = () => t.handle.db;
  const staff = (method: 'GET' | 'POST', url: string, payload?: unknown, cookie = ihaleCookie) =>
    t.app.inject({ method, url: `/api/yonetim/ihaleler/${url}`, headers: { cookie }, payload: payload as never });

  /** A running tender (started an hour ago, ends in an hour) the given people joined. */
  async function runningTender(joiners: TestPerson[], spec: Partial<TenderSpec> = {}) {
    const { ihaleId } = await createTender(db(), l, {
      durum: 213,
      start: at(NOW, -60),
      end: at(NOW, 60),
      opening: 10_000,
      teminat: 1_000,
      ...spec,
    });
    for (const p of joiners) await joinTender(db(), { cariId: p.cariId, ihaleId, now: NOW });
    return ihaleId;
  }

  const bid = (p: TestPerson, ihaleId: number, tutar: number, when = NOW) =>
    placeBid(db(), {
      caller: { kimlikNo: p.kimlikNo, cariIds: [p.cariId] },
      payload: { cariId: p.cariId, ihaleId, tutar },
      now: () => when,
    });

  /** Ledger rows of a tender, per account and kind: the append-only trail the balances come from. */
  async function ledgerCounts(ihaleId: number) {
    const rows = await db()
      .select({ cariId: teminatHareket.cariId, tur: teminatHareket.tur, n: sql<number>`count(*)::int` })
      .from(teminatHareket)
      .where(eq(teminatHareket.ihaleId, ihaleId))
      .groupBy(teminatHareket.cariId, teminatHareket.tur);
    return rows;
  }

  const auditOf = async (ihaleId: number) =>
    db()
      .select()
      .from(denetimKaydi)
      .where(and(eq(denetimKaydi.hedefTuru, 'ihale'), eq(denetimKaydi.hedefId, String(ihaleId))));

  it('withdraws a running tender: blocks released, maximums ended, audit written, bidders told; its address says why and nothing more', async () => {
    const [a, b] = people;
    const ihaleId = await runningTender([a, b]);
    const availableBefore = await availableDeposit(db(), b.cariId, PARA_BIRIMI.TL.id);
    assert.equal((await bid(a, ihaleId, 10_500)).ok, true);
    await setMaximum(db(), { cariId: b.cariId, ihaleId, kimlikNo: b.kimlikNo, azami: 20_000, now: NOW });

    const res = await staff('POST', `${ihaleId}/yayindan-kaldir`, { neden: 'Malzemenin bir kısmı depoda bulunamadı.' });
    assert.equal(res.statusCode, 200, res.body);
    const row = await tenderRow(db(), ihaleId);
    assert.equal(row.yayindanKaldir, true);
    assert.equal(row.yayindanKaldirmaNedeni, 'Malzemenin bir kısmı depoda bulunamadı.');
    assert.equal(row.ihaleDurumuId, 213, 'the status stays: withdrawal is a flag');
    assert.deepEqual(await blockedInTender(db(), ihaleId), []);
    assert.equal(await availableDeposit(db(), b.cariId, PARA_BIRIMI.TL.id), availableBefore + 1_000);
    const open = await db()
      .select()
      .from(otomatikTeklif)
      .where(and(eq(otomatikTeklif.ihaleId, ihaleId), sql`${otomatikTeklif.bitisTarihi} is null`));
    assert.equal(open.length, 0, 'no maximum goes on');
    const audit = await auditOf(ihaleId);
    assert.deepEqual(
      audit.map((r) => [r.islem, r.personelAdi]),
      [['ihale.yayindan-kaldir', `${TEST_STAFF.ihale.adi} ${TEST_STAFF.ihale.soyadi}`]],
    );
    assert.deepEqual(sent, [
      `group ${ihaleId} IhaleDurumBildirimi {"id":${ihaleId},"durumId":213,"neden":"Malzemenin bir kısmı depoda bulunamadı."}`,
      `all PortalGuncellendiEvent {"ihaleId":${ihaleId}}`,
    ]);

    // Twice is refused, and nothing more is written.
    assertErrorShape(
      await staff('POST', `${ihaleId}/yayindan-kaldir`, { neden: 'İkinci kez kaldırma denemesi.' }),
      409,
    );
    assert.equal((await auditOf(ihaleId)).length, 1);

    // Public: gone from the set, no join, no bid; its address answers id and reason only.
    const set = await t.call(null, {
      method: 'GET',
      url: odataUrl('HerkeseAcikIhaleAnaSayfaOData', { $filter: `Id eq ${ihaleId}` }),
    });
    assert.deepEqual(set.json().value, []);
    const w = await t.app.inject({ method: 'GET', url: `/api/v1/HerkeseAcikSatisIhale/${ihaleId}/YayindanKaldirma` });
    assert.equal(w.statusCode, 200);
    assert.deepEqual(w.json(), { data: { id: ihaleId, neden: 'Malzemenin bir kısmı depoda bulunamadı.' } });
    assert.equal((await bid(a, ihaleId, 12_000)).ok, false);
    await assert.rejects(joinTender(db(), { cariId: people[2].cariId, ihaleId, now: NOW }), { kind: 'notFound' });
  });

  it('the withdrawn address answers 404 for a tender that is public, a draft or missing', async () => {
    const live = await runningTender([]);
    const draft = await createTender(db(), l, {
      durum: 211,
      start: at(NOW, 60),
      end: at(NOW, 120),
      opening: 5_000,
      yayindanKaldir: true,
      yayin: at(NOW, 30),
    });
    for (const id of [live, draft.ihaleId, 99_999]) {
      assertErrorShape(
        await t.app.inject({ method: 'GET', url: `/api/v1/HerkeseAcikSatisIhale/${id}/YayindanKaldirma` }),
        404,
        String(id),
      );
    }
  });

  it('cancels a tender (→ 217) with its reason: blocks released once, public page shows the reason; a decided tender cannot be cancelled', async () => {
    const [a, b] = people;
    const ihaleId = await runningTender([a, b]);
    assert.equal((await bid(b, ihaleId, 11_000)).ok, true);

    assertErrorShape(await staff('POST', `${ihaleId}/iptal`, { neden: 'kısa' }), 400, 'a reason too short');
    assertErrorShape(await staff('POST', `${ihaleId}/iptal`, {}), 400, 'no reason');
    assert.equal((await tenderRow(db(), ihaleId)).ihaleDurumuId, 213, 'a refused cancel writes nothing');

    const res = await staff('POST', `${ihaleId}/iptal`, { neden: 'Teknik şartnamede hata tespit edildi.' });
    assert.equal(res.statusCode, 200, res.body);
    assert.deepEqual(res.json().data, { id: ihaleId, durumId: 217, yayindanKaldir: false, cozulenBlokaj: 2 });
    const row = await tenderRow(db(), ihaleId);
    assert.equal(row.ihaleDurumuId, 217);
    assert.equal(row.iptalNedeni, 'Teknik şartnamede hata tespit edildi.');
    assert.deepEqual(await blockedInTender(db(), ihaleId), []);
    assert.deepEqual(
      (await ledgerCounts(ihaleId)).filter((r) => r.tur === 'blokaj_cozme').map((r) => r.n),
      [1, 1],
    );
    assert.deepEqual(
      (await auditOf(ihaleId)).map((r) => r.islem),
      ['ihale.iptal'],
    );
    assert.equal(
      sent[0],
      `group ${ihaleId} IhaleDurumBildirimi {"id":${ihaleId},"durumId":217,"neden":"Teknik şartnamede hata tespit edildi."}`,
    );

    const pub = await t.call(null, {
      method: 'GET',
      url: odataUrl('HerkeseAcikIhaleAnaSayfaOData', {
        $filter: `Id eq ${ihaleId}`,
        $select: 'Id,IhaleDurumuId,DurumNedeni',
      }),
    });
    assert.deepEqual(pub.json().value, [
      { Id: ihaleId, IhaleDurumuId: 217, DurumNedeni: 'Teknik şartnamede hata tespit edildi.' },
    ]);
    assert.equal((await bid(a, ihaleId, 12_000)).ok, false, 'bidding is closed');

    assertErrorShape(await staff('POST', `${ihaleId}/iptal`, { neden: 'Teknik şartnamede hata tespit edildi.' }), 409);
    assertErrorShape(
      await staff('POST', `${ihaleId}/yayindan-kaldir`, { neden: 'İptal edilen ihaleyi kaldırma.' }),
      409,
    );
  });

  it('waits at 214 when otomatik_sonuclandirma is off, settles at once when on', async () => {
    const [a, b] = people;
    const manual = await runningTender([a, b], { otomatikSonuclandirma: false, end: at(NOW, 5) });
    const auto = await runningTender([a, b], { otomatikSonuclandirma: true, end: at(NOW, 5) });
    for (const id of [manual, auto]) {
      assert.equal((await bid(a, id, 10_500)).ok, true);
      assert.equal((await bid(b, id, 11_000)).ok, true);
    }
    // A withdrawn tender is never settled, whatever its switch says.
    const withdrawn = await runningTender([a, b], { otomatikSonuclandirma: true, end: at(NOW, 5) });
    assert.equal((await bid(a, withdrawn, 10_500)).ok, true);
    const w = await staff('POST', `${withdrawn}/yayindan-kaldir`, { neden: 'Yanlış kategoride yayımlandı.' });
    assert.equal(w.statusCode, 200, w.body);
    await runSchedulerTick(db(), at(NOW, 6));
    await runSchedulerTick(db(), at(NOW, 7));
    assert.equal((await tenderRow(db(), auto)).ihaleDurumuId, 215);
    const hidden = await tenderRow(db(), withdrawn);
    assert.equal(hidden.kazananCariId, null, 'no winner for a withdrawn tender');
    assert.notEqual(hidden.ihaleDurumuId, 215);
    const waiting = await tenderRow(db(), manual);
    assert.equal(waiting.ihaleDurumuId, 214);
    assert.equal(waiting.kazananCariId, null);
    assert.equal((await blockedInTender(db(), manual)).length, 2, 'blocks stay until the decision');
  });

  /** A tender waiting at 214 with bids by a (1) and b (2, highest), c joined without bidding. */
  async function waitingTender() {
    const [a, b, c] = people;
    const ihaleId = await runningTender([a, b, c], { otomatikSonuclandirma: false, end: at(NOW, 5) });
    assert.equal((await bid(a, ihaleId, 10_500)).ok, true);
    assert.equal((await bid(b, ihaleId, 11_000)).ok, true);
    await runSchedulerTick(db(), at(NOW, 6));
    assert.equal((await tenderRow(db(), ihaleId)).ihaleDurumuId, 214);
    return ihaleId;
  }

  it('confirms the winner as automatic settling would, names who decided, and decides once', async () => {
    const [a, b, c] = people;
    const ihaleId = await waitingTender();
    const result = (await staff('GET', `${ihaleId}/sonuc`)).json().data;
    assert.equal(result.hesaplarGorunur, true);
    assert.deepEqual(
      result.siralama.map((r: { sira: number; enYuksekTeklif: number; hesap: { cariId: number } }) => [
        r.sira,
        r.enYuksekTeklif,
        r.hesap.cariId,
      ]),
      [
        [1, 11_000, b.cariId],
        [2, 10_500, a.cariId],
      ],
    );
    assertErrorShape(await staff('POST', `${ihaleId}/sonuc/kazanan`, { teklifId: result.siralama[1].teklifId }), 409);
    assertErrorShape(await staff('POST', `${ihaleId}/sonuc/kazanan`, { teklifId: 'x' }), 400);

    const usedBefore = await availableDeposit(db(), b.cariId, PARA_BIRIMI.TL.id);
    const res = await staff('POST', `${ihaleId}/sonuc/kazanan`, { teklifId: result.adayTeklifId });
    assert.equal(res.statusCode, 200, res.body);
    const row = await tenderRow(db(), ihaleId);
    assert.equal(row.ihaleDurumuId, 215);
    assert.equal(row.kazananCariId, b.cariId);
    assert.equal(Number(row.kazananTutar), 11_000);
    assert.ok(row.sonOdemeTarihi, 'a payment deadline');
    assert.ok(row.sonucKararPersonelId, 'who decided');
    assert.deepEqual(row.sonucKararTarihi, NOW);
    // Only the winner's deposit stays blocked, until the sale is paid or forfeited (§9).
    assert.deepEqual(
      (await blockedInTender(db(), ihaleId)).map((x) => x.cariId),
      [b.cariId],
    );
    assert.equal(
      await availableDeposit(db(), b.cariId, PARA_BIRIMI.TL.id),
      usedBefore,
      "the winner's block is used towards payment",
    );
    const joins = await db()
      .select({ cariId: ihaleKatilimCari.cariId, k: ihaleKatilimCari.kazanilmaDurumu })
      .from(ihaleKatilimCari)
      .where(eq(ihaleKatilimCari.ihaleId, ihaleId))
      .orderBy(ihaleKatilimCari.cariId);
    assert.deepEqual(
      joins.map((j) => j.k),
      [a, b, c].map((p) => (p === b ? 1 : 2)),
    );
    assert.deepEqual(
      (await auditOf(ihaleId)).map((r) => r.islem),
      ['ihale.kazanan-onay'],
    );
    assert.equal(sent[0], `group ${ihaleId} IhaleDurumBildirimi {"id":${ihaleId},"durumId":215,"neden":null}`);
    assertErrorShape(await staff('POST', `${ihaleId}/sonuc/kazanan`, { teklifId: result.adayTeklifId }), 409);
    assertErrorShape(await staff('POST', `${ihaleId}/sonuc/kazanansiz`, { neden: 'Sonradan kazanansız deneme.' }), 409);
  });

  it('declares no winner with a reason: 216, every block released, the reason public', async () => {
    const ihaleId = await waitingTender();
    assertErrorShape(await staff('POST', `${ihaleId}/sonuc/kazanansiz`, { neden: '' }), 400);
    const res = await staff('POST', `${ihaleId}/sonuc/kazanansiz`, {
      neden: 'En yüksek teklif tahmini bedelin altında kaldı.',
    });
    assert.equal(res.statusCode, 200, res.body);
    const row = await tenderRow(db(), ihaleId);
    assert.equal(row.ihaleDurumuId, 216);
    assert.equal(row.kazananCariId, null);
    assert.equal(row.sonucNedeni, 'En yüksek teklif tahmini bedelin altında kaldı.');
    assert.deepEqual(await blockedInTender(db(), ihaleId), []);
    assert.ok(
      (await ledgerCounts(ihaleId)).every((r) => r.tur !== 'kullanim'),
      'nothing is used towards a payment',
    );
    assert.deepEqual(
      (await auditOf(ihaleId)).map((r) => r.islem),
      ['ihale.kazanansiz'],
    );
    const pub = await t.call(null, {
      method: 'GET',
      url: odataUrl('HerkeseAcikIhaleAnaSayfaOData', { $filter: `Id eq ${ihaleId}`, $select: 'Id,DurumNedeni' }),
    });
    assert.deepEqual(pub.json().value, [
      { Id: ihaleId, DurumNedeni: 'En yüksek teklif tahmini bedelin altında kaldı.' },
    ]);
  });

  it('two staff deciding at once decide once (winner against no winner, twice over)', async () => {
    for (let round = 0; round < 2; round++) {
      const ihaleId = await waitingTender();
      const { adayTeklifId } = (await staff('GET', `${ihaleId}/sonuc`)).json().data;
      const other = await staffCookie(t.app, TEST_STAFF.ihale.kimlikNo);
      const answers = await Promise.all([
        staff('POST', `${ihaleId}/sonuc/kazanan`, { teklifId: adayTeklifId }),
        staff('POST', `${ihaleId}/sonuc/kazanansiz`, { neden: 'Aynı anda verilen ikinci karar.' }, other),
        staff('POST', `${ihaleId}/sonuc/kazanan`, { teklifId: adayTeklifId }, other),
      ]);
      assert.deepEqual(answers.map((r) => r.statusCode).sort(), [200, 409, 409], answers.map((r) => r.body).join('\n'));
      // At most the winner's block remains (the winner's decision); never more than one per account.
      assert.ok((await blockedInTender(db(), ihaleId)).length <= 1);
      for (const r of await ledgerCounts(ihaleId)) {
        if (r.tur === 'blokaj_cozme' || r.tur === 'kullanim') assert.equal(r.n, 1, `one ${r.tur} for ${r.cariId}`);
      }
      assert.equal((await auditOf(ihaleId)).length, 1);
    }
  });

  it('a cancel racing bids and a join leaves the ledger consistent: no block left, none released twice', async () => {
    const [a, b, c] = people;
    for (let round = 0; round < 3; round++) {
      const ihaleId = await runningTender([a, b]);
      const race = await Promise.allSettled([
        bid(a, ihaleId, 10_500),
        bid(b, ihaleId, 11_000),
        joinTender(db(), { cariId: c.cariId, ihaleId, now: NOW }),
        staff('POST', `${ihaleId}/iptal`, { neden: 'Yarış denemesinde iptal edildi.' }),
        bid(a, ihaleId, 11_500),
        staff('POST', `${ihaleId}/iptal`, { neden: 'Yarış denemesinde ikinci iptal.' }),
      ]);
      const cancels = race.slice(3).filter((_, i) => i !== 1) as PromiseFulfilledResult<{ statusCode: number }>[];
      assert.deepEqual(cancels.map((r) => r.value.statusCode).sort(), [200, 409]);
      assert.equal((await tenderRow(db(), ihaleId)).ihaleDurumuId, 217);
      assert.deepEqual(await blockedInTender(db(), ihaleId), [], 'no block left');
      const counts = await ledgerCounts(ihaleId);
      for (const p of [a, b, c]) {
        const blocks = counts.find((r) => r.cariId === p.cariId && r.tur === 'blokaj')?.n ?? 0;
        const releases = counts.find((r) => r.cariId === p.cariId && r.tur === 'blokaj_cozme')?.n ?? 0;
        assert.equal(releases, blocks, `account ${p.cariId}: one release per block`);
      }
    }
  });

  it('before the end, no staff answer names the account behind an alias; after it, the ihale role sees them', async () => {
    const [a, b] = people;
    const ihaleId = await runningTender([a, b], { otomatikSonuclandirma: false, end: at(NOW, 5) });
    assert.equal((await bid(a, ihaleId, 10_500)).ok, true);
    const leaks = (body: string) =>
      [a, b].some((p) => body.includes(`"cariId":${p.cariId}`) || body.includes('Hurdacılık'));
    for (const path of ['izleme', 'katilimcilar', 'sonuc']) {
      const res = await staff('GET', `${ihaleId}/${path}`);
      assert.equal(res.statusCode, 200, res.body);
      assert.equal(leaks(res.body), false, `${path} before the end: ${res.body}`);
    }
    const before = (await staff('GET', `${ihaleId}/katilimcilar`)).json().data;
    assert.equal(before.hesaplarGorunur, false);
    assert.deepEqual(
      before.katilimcilar.map((k: { hesap: unknown }) => k.hesap),
      [null, null],
    );

    await runSchedulerTick(db(), at(NOW, 6));
    const afterEnd = (await staff('GET', `${ihaleId}/katilimcilar`)).json().data;
    assert.equal(afterEnd.hesaplarGorunur, true);
    assert.deepEqual(
      afterEnd.katilimcilar.map((k: { hesap: { cariId: number } }) => k.hesap.cariId).sort(),
      [a.cariId, b.cariId].sort(),
    );
    assert.equal(leaks((await staff('GET', `${ihaleId}/izleme`)).body), false, 'the monitor never names accounts');

    // Other roles never reach these answers (role-matrix.test.ts covers every route).
    const mali = await staffCookie(t.app, TEST_STAFF.mali.kimlikNo);
    assertErrorShape(await staff('GET', `${ihaleId}/katilimcilar`, undefined, mali), 403);
  });

  it('the monitor shows status, end, price and bids by alias, newest first', async () => {
    const [a, b] = people;
    const ihaleId = await runningTender([a, b]);
    await bid(a, ihaleId, 10_500);
    await bid(b, ihaleId, 11_000);
    const m = (await staff('GET', `${ihaleId}/izleme`)).json().data;
    assert.equal(m.durumId, 213);
    assert.equal(m.guncelFiyat, 11_000);
    assert.equal(m.teklifSayisi, 2);
    assert.equal(m.katilimciSayisi, 2);
    assert.deepEqual(
      m.teklifler.map((x: { tutar: number; otomatik: boolean }) => [x.tutar, x.otomatik]),
      [
        [11_000, false],
        [10_500, false],
      ],
    );
    assertErrorShape(await staff('GET', '99999/izleme'), 404);
  });
});

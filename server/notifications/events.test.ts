// Also on PostgreSQL: each cause writes its notification in the cause's own transaction.
/**
 * Notification events at their causes (docs/architecture.md §13 "Events and their keys"), on the
 * seeded portal (PGlite, or PostgreSQL with TEST_DATABASE=postgres): each cause writes exactly one
 * outbox row with the contract's payload, in its own transaction; repeating the cause (a retry, a
 * second tick, two schedulers at once) still one; a cause that rolls back or does not happen, none.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, eq, sql } from 'drizzle-orm';
import type { NotificationEvent, NotificationKind } from '../../lib/contract/notifications';
import { runBidBatch } from '../auction/bid-batch';
import { enqueueNudge } from '../auction/bid-queue';
import { placeBid } from '../auction/place-bid';
import { runSchedulerTick } from '../auction/scheduler';
import { STATEMENT_GRACE } from '../../lib/contract/settlement';
import { graceEnd } from '../money/deadline';
import { settleTender } from '../auction/settle';
import {
  at,
  createPerson,
  createTender,
  type AuctionLookups,
  type TenderSpec,
  type TestPerson,
} from '../auction/test-fixtures';
import {
  bildirimOlayi,
  favoriIhale,
  ihale,
  olcuBirimi,
  otomatikUzatmaAyar,
  paraBirimi,
  teslimatYeri,
} from '../db/schema';
import { TEST_STAFF } from '../seed/constants';
import { staffCookie } from '../backoffice/test-support';
import { joinTender } from '../modules/participation/queries';
import { setMaximum } from '../auction/proxy-maximums';
import { ACCOUNTS, openProfileTestApp, TEST_NOW, type ProfileTestContext } from '../modules/persons/test-support';
import { depositPaidIn } from '../money/deposit-in';
import { replyAsInstitution } from '../modules/conversations/institution-reply';
import { multipartBody } from '../backoffice/files/test-support';
import { INSTITUTION_ACCOUNTS } from '../seed/data/institution-accounts';
import { camt053Fixture, type FixtureEntry } from '../money/statements/fixtures';

const NOW = TEST_NOW;

describe('notification events at their causes', () => {
  let t: ProfileTestContext;
  let l: AuctionLookups;
  let tl: number;
  let ihaleCookie: string;
  let people: TestPerson[];

  before(async () => {
    t = await openProfileTestApp();
    const db = t.handle.db;
    const [pb] = await db.select().from(paraBirimi).where(eq(paraBirimi.kod, 'TRY'));
    const [ob] = await db.select().from(olcuBirimi).limit(1);
    const [ty] = await db.select().from(teslimatYeri).limit(1);
    const [a] = await db
      .insert(otomatikUzatmaAyar)
      .values({ aciklama: 'Son 3 dakikada verilen teklif süreyi 3 dakika uzatır.', sonDakika: 3, uzatmaDakika: 3 })
      .returning({ id: otomatikUzatmaAyar.id });
    tl = pb.id;
    l = { paraBirimiId: pb.id, olcuBirimiId: ob.id, teslimatYeriId: ty.id, uzatma3x3: a.id, uzatma5x2: a.id };
    ihaleCookie = await staffCookie(t.app, TEST_STAFF.ihale.kimlikNo);
    people = [];
    for (let i = 0; i < 3; i++) people.push(await createPerson(db, { kimlikNo: `5200000000${i}` }));
  });
  after(async () => {
    await t?.close();
  });

  const db = () => t.handle.db;
  /** The outbox rows of one kind, for one tender or one account. */
  const events = async (tur: NotificationKind, where: { ihaleId?: number; cariId?: number } = {}) =>
    db()
      .select()
      .from(bildirimOlayi)
      .where(
        and(
          eq(bildirimOlayi.tur, tur),
          where.ihaleId === undefined ? undefined : eq(bildirimOlayi.ihaleId, where.ihaleId),
          where.cariId === undefined ? undefined : eq(bildirimOlayi.cariId, where.cariId),
        ),
      )
      .orderBy(bildirimOlayi.id);
  const payloads = async (tur: NotificationKind, where: { ihaleId?: number; cariId?: number } = {}) =>
    (await events(tur, where)).map((e) => e.veri);
  const tender = async (spec: Partial<TenderSpec> & { joined?: TestPerson[] }) => {
    const { ihaleId } = await createTender(db(), l, {
      durum: 213,
      start: at(NOW, -60),
      end: at(NOW, 60),
      opening: 8000,
      teminat: 800,
      ...spec,
    });
    // Joining needs the tender running: join while it is, then put it in the state the test wants.
    const durum = spec.durum ?? 213;
    if (spec.joined?.length) {
      await db().update(ihale).set({ ihaleDurumuId: 213 }).where(eq(ihale.id, ihaleId));
      for (const p of spec.joined) await joinTender(db(), { cariId: p.cariId, ihaleId, now: NOW });
      await db().update(ihale).set({ ihaleDurumuId: durum }).where(eq(ihale.id, ihaleId));
    }
    return ihaleId;
  };
  const bid = async (p: TestPerson, ihaleId: number, tutar: number, when = NOW) =>
    placeBid(db(), {
      caller: { kimlikNo: p.kimlikNo, cariIds: [p.cariId] },
      payload: { cariId: p.cariId, ihaleId, tutar },
      now: () => when,
    });
  const staff = (method: 'GET' | 'POST', url: string, payload?: unknown, cookie = ihaleCookie) =>
    t.app.inject({ method, url: `/api/yonetim${url}`, headers: { cookie }, payload: payload as object });

  it('a bid batch that passes the leader writes one teklifGecildi for the new leader; none otherwise', async () => {
    const [a, b] = people;
    const ihaleId = await tender({ joined: [a, b] });
    assert.equal((await bid(a, ihaleId, 8000)).ok, true);
    assert.deepEqual(await events('teklifGecildi', { ihaleId }), [], 'the first leader passed nobody');
    const outcome = await bid(b, ihaleId, 8500, at(NOW, 1));
    assert.equal(outcome.ok, true);
    const rows = await events('teklifGecildi', { ihaleId });
    assert.equal(rows.length, 1);
    assert.equal(rows[0].cariId, null, 'tender-wide: the worker fans it out');
    assert.equal(rows[0].tekilAnahtar, `teklifGecildi:${ihaleId}:2`);
    assert.deepEqual(rows[0].veri, {
      tur: 'teklifGecildi',
      ihaleId,
      liderCariId: b.cariId,
      teklif: { kurus: 850_000, paraBirimiId: tl },
      zaman: at(NOW, 1).toISOString(),
    } satisfies NotificationEvent);
    // A refused bid (too low, already the highest) changes nothing and writes nothing.
    assert.equal((await bid(a, ihaleId, 8501, at(NOW, 2))).ok, false);
    assert.equal((await bid(b, ihaleId, 9500, at(NOW, 2))).ok, false);
    assert.equal((await events('teklifGecildi', { ihaleId })).length, 1);
    assert.deepEqual(await events('uzatildi', { ihaleId }), [], 'no bid in the last minutes');
  });

  it('one batch of several bids: one teklifGecildi for the final leader; a maximum answering counts too', async () => {
    const [a, b, c] = people;
    const ihaleId = await tender({ joined: [a, b, c] });
    assert.equal((await bid(a, ihaleId, 8000)).ok, true);
    const queued = (p: TestPerson, tutar: number) => ({
      ihaleId,
      cariId: p.cariId,
      tutar,
      kimlikNo: p.kimlikNo,
      now: () => at(NOW, 1),
    });
    // Three bids decided in one transaction (what bid-queue.ts does with bids arriving together).
    const outcomes = await runBidBatch(db(), ihaleId, [queued(b, 8500), queued(c, 9000), queued(a, 9500)]);
    assert.deepEqual(
      outcomes.map((o) => o.ok),
      [true, true, true],
    );
    const rows = await events('teklifGecildi', { ihaleId });
    assert.deepEqual(
      rows.map((r) => [r.tekilAnahtar, (r.veri as { liderCariId: number }).liderCariId]),
      [[`teklifGecildi:${ihaleId}:4`, a.cariId]],
      'one row per batch, not per bidder passed',
    );
    // C sets a maximum: the portal bids for C at once and passes A.
    await setMaximum(db(), { cariId: c.cariId, ihaleId, kimlikNo: c.kimlikNo, azami: 20_000, now: at(NOW, 2) });
    const nudged = await enqueueNudge(db(), { ihaleId, nudge: true, now: () => at(NOW, 2) });
    assert.equal(nudged.answers.length, 1);
    const last = (await payloads('teklifGecildi', { ihaleId })).at(-1) as Extract<
      NotificationEvent,
      { tur: 'teklifGecildi' }
    >;
    assert.equal((await events('teklifGecildi', { ihaleId })).length, 2);
    assert.equal(last.liderCariId, c.cariId);
    assert.equal(last.teklif.kurus, nudged.answers[0].teklif * 100);
    // A nudge the maximums have nothing to answer (C leads) writes nothing.
    assert.equal((await enqueueNudge(db(), { ihaleId, nudge: true, now: () => at(NOW, 3) })).answers.length, 0);
    assert.equal((await events('teklifGecildi', { ihaleId })).length, 2);
  });

  it('a batch that extends the end writes one uzatildi with the new end', async () => {
    const [a, b] = people;
    const ihaleId = await tender({ joined: [a, b], end: at(NOW, 2), ayarId: l.uzatma3x3 });
    assert.equal((await bid(a, ihaleId, 8000)).ok, true);
    const rows = await events('uzatildi', { ihaleId });
    assert.equal(rows.length, 1);
    assert.deepEqual(rows[0].veri, { tur: 'uzatildi', ihaleId, bitis: at(NOW, 3).toISOString() });
    assert.equal((await bid(b, ihaleId, 8500, at(NOW, 1))).ok, true);
    assert.deepEqual(
      (await payloads('uzatildi', { ihaleId })).map((e) => (e as { bitis: string }).bitis),
      [at(NOW, 3).toISOString(), at(NOW, 4).toISOString()],
    );
  });

  it('favourites: starts soon once per start time (a new start is told again), then started once', async () => {
    const [a] = people;
    const ihaleId = await tender({ durum: 212, start: at(NOW, 50), end: at(NOW, 120) });
    const unfavourited = await tender({ durum: 212, start: at(NOW, 50), end: at(NOW, 120) });
    const later = await tender({ durum: 212, start: at(NOW, 61), end: at(NOW, 120) });
    for (const id of [ihaleId, later]) await db().insert(favoriIhale).values({ ihaleId: id, cariId: a.cariId });

    await runSchedulerTick(db(), NOW);
    assert.deepEqual(await events('favoriBaslayacak', { ihaleId: later }), [], 'more than an hour away');
    await runSchedulerTick(db(), at(NOW, 1));
    assert.deepEqual(await payloads('favoriBaslayacak', { ihaleId }), [
      { tur: 'favoriBaslayacak', ihaleId, baslangic: at(NOW, 50).toISOString() },
    ]);
    assert.deepEqual(await events('favoriBaslayacak', { ihaleId: unfavourited }), [], 'nobody to tell');
    assert.equal((await events('favoriBaslayacak', { ihaleId: later })).length, 1, 'an hour away now');

    // Rescheduled: a new start is a new cause.
    await db()
      .update(ihale)
      .set({ baslangicTarihi: at(NOW, 55) })
      .where(eq(ihale.id, ihaleId));
    await runSchedulerTick(db(), at(NOW, 2));
    assert.equal((await events('favoriBaslayacak', { ihaleId })).length, 2);

    const tick = await runSchedulerTick(db(), at(NOW, 55));
    assert.ok(tick?.started.includes(ihaleId));
    await runSchedulerTick(db(), at(NOW, 56));
    assert.deepEqual(await payloads('favoriBasladi', { ihaleId }), [{ tur: 'favoriBasladi', ihaleId }]);
    assert.deepEqual(await events('favoriBasladi', { ihaleId: unfavourited }), []);
  });

  it('ends soon: once per joined running tender, even after an extension; two schedulers at once write one', async () => {
    const [a, b] = people;
    const ihaleId = await tender({ joined: [a, b], start: at(NOW, -60), end: at(NOW, 20) });
    const nobodyJoined = await tender({ start: at(NOW, -60), end: at(NOW, 20) });
    await Promise.all([runSchedulerTick(db(), NOW), runSchedulerTick(db(), NOW)]);
    assert.deepEqual(await payloads('bitiyor', { ihaleId }), [
      { tur: 'bitiyor', ihaleId, bitis: at(NOW, 20).toISOString() },
    ]);
    assert.deepEqual(await events('bitiyor', { ihaleId: nobodyJoined }), []);
    await db()
      .update(ihale)
      .set({ uzatilmisBitisTarihi: at(NOW, 45) })
      .where(eq(ihale.id, ihaleId));
    await runSchedulerTick(db(), at(NOW, 1));
    await runSchedulerTick(db(), at(NOW, 16));
    assert.equal((await events('bitiyor', { ihaleId })).length, 1);
  });

  it('a settled tender: kazandi with the balance to pay, kaybetti with the released deposit; payment reminder and runner-up offer', async () => {
    const [a, b, c] = people;
    const ihaleId = await tender({ joined: [a, b, c], end: at(NOW, 30), sonOdemeGun: 3 });
    assert.equal((await bid(a, ihaleId, 8000)).ok, true);
    assert.equal((await bid(b, ihaleId, 9000, at(NOW, 1))).ok, true);
    await runSchedulerTick(db(), at(NOW, 30));
    await runSchedulerTick(db(), at(NOW, 31));
    const [won] = await db().select().from(ihale).where(eq(ihale.id, ihaleId));
    assert.equal(won.ihaleDurumuId, 215);
    assert.deepEqual(await payloads('kazandi', { ihaleId }), [
      {
        tur: 'kazandi',
        cariId: b.cariId,
        ihaleId,
        tutar: { kurus: 900_000, paraBirimiId: tl },
        kullanilanTeminat: { kurus: 80_000, paraBirimiId: tl },
        kalanOdeme: { kurus: 820_000, paraBirimiId: tl },
        sonOdemeTarihi: (won.sonOdemeTarihi as Date).toISOString(),
      },
    ]);
    const lost = (await events('kaybetti', { ihaleId })).map((e) => e.veri);
    assert.deepEqual(
      lost.sort((x, y) => (x as { cariId: number }).cariId - (y as { cariId: number }).cariId),
      [a, c].map((p) => ({
        tur: 'kaybetti',
        cariId: p.cariId,
        ihaleId,
        serbestTeminat: { kurus: 80_000, paraBirimiId: tl },
      })),
    );

    // The deadline is 23:59:59 Istanbul on end + 3 days (2026-11-23): on the 22nd it is "tomorrow".
    const deadline = won.sonOdemeTarihi as Date;
    await runSchedulerTick(db(), new Date('2026-11-21T20:59:59Z')); // 23:59:59 on the 21st in Istanbul
    assert.deepEqual(await events('odemeYarinSonGun', { ihaleId }), [], 'two days ahead');
    await runSchedulerTick(db(), new Date('2026-11-21T21:00:00Z')); // 00:00 on the 22nd in Istanbul
    await runSchedulerTick(db(), new Date('2026-11-22T12:00:00Z'));
    assert.deepEqual(await payloads('odemeYarinSonGun', { ihaleId }), [
      {
        tur: 'odemeYarinSonGun',
        cariId: b.cariId,
        ihaleId,
        kalanOdeme: { kurus: 820_000, paraBirimiId: tl },
        sonOdemeTarihi: deadline.toISOString(),
      },
    ]);

    // Unpaid past the deadline, no statement of that day and the grace over: forfeited, and the
    // sale is offered to the runner-up at their bid.
    const afterDeadline = new Date(graceEnd(deadline, STATEMENT_GRACE.defaultDays).getTime() + 1000);
    await runSchedulerTick(db(), afterDeadline);
    await runSchedulerTick(db(), new Date(afterDeadline.getTime() + 1000));
    const offers = await payloads('ikinciTeklifDaveti', { ihaleId });
    assert.equal(offers.length, 1);
    const offer = offers[0] as Extract<NotificationEvent, { tur: 'ikinciTeklifDaveti' }>;
    assert.equal(offer.cariId, a.cariId);
    assert.deepEqual(offer.tutar, { kurus: 800_000, paraBirimiId: tl });
    assert.ok(new Date(offer.sonCevapTarihi) > afterDeadline);
  });

  it('the İhale Sorumlusu decides: kazandi/kaybetti once; a decision that rolls back writes none', async () => {
    const [a, b] = people;
    const ihaleId = await tender({ joined: [a, b], end: at(NOW, 5), otomatikSonuclandirma: false });
    assert.equal((await bid(a, ihaleId, 8000)).ok, true);
    assert.equal((await bid(b, ihaleId, 8500, at(NOW, 1))).ok, true);
    await runSchedulerTick(db(), at(NOW, 5));

    // A decision whose transaction fails after settling leaves no event behind.
    await assert.rejects(
      db().transaction(async (tx) => {
        assert.ok(await settleTender(tx, ihaleId, at(NOW, 6)));
        throw new Error('rolled back');
      }),
      /rolled back/,
    );
    assert.deepEqual(await events('kazandi', { ihaleId }), []);
    assert.deepEqual(await events('kaybetti', { ihaleId }), []);

    const result = (await staff('GET', `/ihaleler/${ihaleId}/sonuc`)).json().data;
    const teklifId = result.adayTeklifId as number;
    const ok = await staff('POST', `/ihaleler/${ihaleId}/sonuc/kazanan`, { teklifId });
    assert.equal(ok.statusCode, 200, ok.body);
    const again = await staff('POST', `/ihaleler/${ihaleId}/sonuc/kazanan`, { teklifId });
    assert.equal(again.statusCode, 409);
    assert.deepEqual(
      (await events('kazandi', { ihaleId })).map((e) => e.cariId),
      [b.cariId],
    );
    assert.deepEqual(
      (await events('kaybetti', { ihaleId })).map((e) => e.cariId),
      [a.cariId],
    );
  });

  it('a cancelled tender that bidders joined: one ihaleIptal with the reason; none without joins', async () => {
    const [a] = people;
    const ihaleId = await tender({ joined: [a] });
    const lonely = await tender({});
    const neden = 'Teknik şartnamede hata tespit edildi.';
    assert.equal((await staff('POST', `/ihaleler/${ihaleId}/iptal`, { neden })).statusCode, 200);
    assert.equal((await staff('POST', `/ihaleler/${ihaleId}/iptal`, { neden })).statusCode, 409);
    assert.equal((await staff('POST', `/ihaleler/${lonely}/iptal`, { neden })).statusCode, 200);
    assert.deepEqual(await payloads('ihaleIptal', { ihaleId }), [{ tur: 'ihaleIptal', ihaleId, neden }]);
    assert.deepEqual(await events('ihaleIptal', { ihaleId: lonely }), []);
  });

  it('a deposit paid in: one teminatAlindi per payment, however often it is reported; none if rolled back', async () => {
    const [, , c] = people;
    const pay = (key: string) =>
      depositPaidIn(db(), {
        cariId: c.cariId,
        tutarKurus: 123_456n,
        paraBirimiId: tl,
        aciklama: 'Teminat yatırma (EFT)',
        idempotencyKey: key,
        at: NOW,
      });
    await pay('test:olay-1');
    await pay('test:olay-1');
    await assert.rejects(
      db().transaction(async (tx) => {
        await depositPaidIn(tx, {
          cariId: c.cariId,
          tutarKurus: 1n,
          paraBirimiId: tl,
          aciklama: 'x',
          idempotencyKey: 'test:olay-geri',
          at: NOW,
        });
        throw new Error('rolled back');
      }),
    );
    const rows = await events('teminatAlindi', { cariId: c.cariId });
    assert.deepEqual(
      rows.map((r) => [r.tekilAnahtar, r.veri]),
      [
        [
          'teminatAlindi:test:olay-1',
          { tur: 'teminatAlindi', cariId: c.cariId, tutar: { kurus: 123_456, paraBirimiId: tl } },
        ],
      ],
    );
  });

  it('refunds: rejected with the reason, put into a payment order, paid when the statement shows the transfer, returned by the bank — once each', async () => {
    const mehmet = ACCOUNTS.mehmet;
    const elif = await staffCookie(t.app, TEST_STAFF.mali.kimlikNo);
    const hakan = await staffCookie(t.app, TEST_STAFF.mali2.kimlikNo);
    const iban = await t.call(mehmet.kimlikNo, {
      method: 'PUT',
      url: '/api/v1/CariBilgisi/CariIbanBilgisi',
      payload: { cariId: mehmet.person, iban: 'TR330006100519786457841326' },
    });
    assert.equal(iban.statusCode, 200, iban.body);
    const request = async (talepTutari: number) => {
      const res = await t.call(mehmet.kimlikNo, {
        method: 'POST',
        url: '/api/v1/Teminat/TeminatIade',
        payload: { cariId: mehmet.person, talepTutari },
      });
      assert.equal(res.statusCode, 200, res.body);
      return res.json().data.id as number;
    };
    const rejected = await request(100);
    const paid = await request(250.5);
    const neden = 'IBAN hesap sahibiyle eşleşmiyor.';
    assert.equal((await staff('POST', `/mali/iadeler/${rejected}/red`, { neden }, elif)).statusCode, 200);
    assert.equal((await staff('POST', `/mali/iadeler/${rejected}/red`, { neden }, elif)).statusCode, 409);
    const order = await staff('POST', '/mali/talimatlar', { talepIdleri: [paid] }, elif);
    assert.equal(order.statusCode, 200, order.body);
    const orderId = order.json().data.id as number;
    assert.equal(
      (await staff('POST', `/mali/talimatlar/${orderId}/onay`, undefined, elif)).statusCode,
      409,
      'four eyes',
    );
    assert.equal((await staff('POST', `/mali/talimatlar/${orderId}/onay`, undefined, hakan)).statusCode, 200);
    assert.equal((await staff('POST', `/mali/talimatlar/${orderId}/onay`, undefined, hakan)).statusCode, 409);

    const cariId = mehmet.person;
    const tutar = (kurus: number) => ({ kurus, paraBirimiId: tl });
    assert.deepEqual(await payloads('iadeReddedildi', { cariId }), [
      { tur: 'iadeReddedildi', cariId, tutar: tutar(10_000), neden },
    ]);
    assert.deepEqual(await payloads('iadeOnaylandi', { cariId }), [
      { tur: 'iadeOnaylandi', cariId, tutar: tutar(25_050) },
    ]);
    // Approved, and the file downloaded (sent): not paid yet, nobody is told it is.
    assert.deepEqual(await payloads('iadeOdendi', { cariId }), []);
    const file = await staff('GET', `/mali/talimatlar/${orderId}/dosya`, undefined, elif);
    assert.equal(file.statusCode, 200, file.body);
    assert.deepEqual(await payloads('iadeOdendi', { cariId }), []);
    const upload = async (entries: FixtureEntry[]) => {
      const content = camt053Fixture({
        iban: INSTITUTION_ACCOUNTS.TL.iban,
        statementId: `EV-${entries[0].ref}`,
        entries,
      });
      const { payload, headers } = multipartBody({ name: 'ekstre.xml', type: 'text/xml', bytes: Buffer.from(content) });
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/yonetim/mali/ekstreler',
        payload,
        headers: { ...headers, cookie: elif },
      });
      assert.equal(res.statusCode, 200, res.body);
    };
    const transfer = { amount: '250.50', endToEndId: String(paid), description: `Teminat iadesi ${paid}` };
    await upload([{ ...transfer, debit: true, ref: 'EV-D-1', creditorIban: 'TR330006100519786457841326' }]);
    await upload([
      { ...transfer, debit: true, ref: 'EV-D-1' },
      { ...transfer, ref: 'EV-R-1', returned: true },
    ]);
    await upload([{ ...transfer, ref: 'EV-R-1', returned: true }]);
    assert.deepEqual(await payloads('iadeOdendi', { cariId }), [{ tur: 'iadeOdendi', cariId, tutar: tutar(25_050) }]);
    assert.deepEqual(
      (await events('iadeOdendi', { cariId })).map((e) => e.tekilAnahtar),
      [`iadeOdendi:${paid}`],
    );
    assert.deepEqual(
      (await events('iadeDondu', { cariId })).map((e) => [e.tekilAnahtar, e.veri]),
      [[`iadeDondu:${paid}`, { tur: 'iadeDondu', cariId, tutar: tutar(25_050) }]],
    );
  });

  it('a support answer: one yanitVerildi to the conversation account with its title', async () => {
    const destek = await staffCookie(t.app, TEST_STAFF.destek.kimlikNo);
    const opened = await t.call(ACCOUNTS.ali.kimlikNo, {
      method: 'POST',
      url: '/api/v1/Iletisim',
      payload: { cariId: ACCOUNTS.ali.person, konuId: 195, baslik: 'Teslimat sorusu', icerik: 'Merhaba' },
    });
    assert.equal(opened.statusCode, 200, opened.body);
    const iletisimId = opened.json().data.id as number;
    const before = (await events('yanitVerildi')).length;
    const refused = await staff('POST', '/destek/999999/yanit', { icerik: 'Yok' }, destek);
    assert.equal(refused.statusCode, 404);
    assert.equal((await events('yanitVerildi')).length, before, 'no conversation, no event');
    const res = await staff('POST', `/destek/${iletisimId}/yanit`, { icerik: 'Teslimat fabrikada yapılır.' }, destek);
    assert.equal(res.statusCode, 200, res.body);
    const rows = await events('yanitVerildi', { cariId: ACCOUNTS.ali.person });
    assert.deepEqual(
      rows.map((r) => [r.tekilAnahtar, r.veri]),
      [
        [
          `yanitVerildi:${res.json().data.id}`,
          { tur: 'yanitVerildi', cariId: ACCOUNTS.ali.person, iletisimId, konu: 'Teslimat sorusu' },
        ],
      ],
    );
    // The operator command's answer (`npm run operator -- reply`) is an institution answer too.
    const { message } = await replyAsInstitution(db(), { iletisimId, icerik: 'Randevu alınız.', now: NOW }, null);
    assert.deepEqual(
      (await events('yanitVerildi', { cariId: ACCOUNTS.ali.person })).map((r) => r.tekilAnahtar),
      [`yanitVerildi:${res.json().data.id}`, `yanitVerildi:${message.id}`],
    );
  });

  it('every key names its kind first, so different causes never collide', async () => {
    const res = await db().execute(
      sql`select count(*)::int as n from bildirim_olayi where tekil_anahtar not like tur || ':%'`,
    );
    assert.equal(Number((res as unknown as { rows: Array<{ n: number }> }).rows[0].n), 0);
  });
});

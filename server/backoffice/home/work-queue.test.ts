import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq, inArray } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { TENDER_STATUS } from '../../../lib/contract/lookups';
import type { SettlementPage } from '../../../lib/contract/settlement';
import type { StaffWorkQueue, WorkKind, WorkQueueEntry } from '../../../lib/contract/work-queue';
import { bankaEkstreSatiri, ihale } from '../../db/schema';
import { TEST_STAFF } from '../../seed/constants';
import { INSTITUTION_ACCOUNTS } from '../../seed/data/institution-accounts';
import { csvFixture, type FixtureEntry } from '../../money/statements/fixtures';
import { ACCOUNTS, openProfileTestApp, type ProfileTestContext, TEST_NOW } from '../../modules/persons/test-support';
import { multipartBody } from '../files/test-support';
import { allRolesStaffCookie, STAFF_BY_ROLE, staffCookie } from '../test-support';

/** Seeded tenders (server/seed/data/tender-plan.ts) this file moves into the states it needs. */
const SEEDED = {
  /** 213, automatic settling off: made to end, it waits for an İhale Sorumlusu. */
  manual: 61,
  /** 214 with automatic settling on: the scheduler decides it, nobody has to. */
  automatic: 22,
  /** Withdrawn (212): even at 214 it is never decided. */
  withdrawn: 58,
  /** Of the other portal's type (52). */
  otherPortal: 41,
  /** Won, awaiting payment in TL with the winner's deposit blocked; deadline moved to today. */
  dueToday: 20,
  /** Won and paid (odeme_durumu 2); deadline moved to today. */
  paid: 1,
} as const;

/** The end of TEST_NOW's Istanbul day (20 November 2026), as a payment deadline is written. */
const END_OF_TODAY = new Date('2026-11-20T20:59:59.000Z');

/**
 * The back-office home's work queue (issue #36 item 13) on the seeded portal: each kind of work is
 * made through the portal's own routes where it has them, and each role gets only its own kinds,
 * with the counts its screens would show. The preparer of a payment order never sees it as waiting.
 */
describe('back-office work queue', () => {
  let t: ProfileTestContext;
  const cookies = {} as Record<'yonetici' | 'ihale' | 'destek' | 'elif' | 'hakan' | 'all', string>;

  const as = (cookie: string, opts: InjectOptions) =>
    t.app.inject({ ...opts, headers: { ...(opts.headers ?? {}), cookie } });
  const queue = async (cookie: string): Promise<StaffWorkQueue> => {
    const res = await as(cookie, { method: 'GET', url: '/api/yonetim/bekleyen-isler' });
    assert.equal(res.statusCode, 200, res.body);
    return res.json().data;
  };
  const kinds = (q: StaffWorkQueue) => q.isler.map((e) => e.tur);
  const entry = (q: StaffWorkQueue, tur: WorkKind): WorkQueueEntry => {
    const e = q.isler.find((x) => x.tur === tur);
    assert.ok(e, `no ${tur} in ${JSON.stringify(kinds(q))}`);
    return e;
  };
  const ids = (e: WorkQueueEntry) => e.ogeler.map((i) => i.id);
  const ok = (res: { statusCode: number; body: string }) => assert.ok(res.statusCode < 300, res.body);

  const openConversation = async (who: { kimlikNo: string; person: number }, baslik: string) => {
    const res = await t.call(who.kimlikNo, {
      method: 'POST',
      url: '/api/v1/Iletisim',
      payload: { cariId: who.person, konuId: 195, baslik, icerik: 'İhale şartnamesi hakkında bir sorum var.' },
    });
    ok(res);
    return res.json().data.id as number;
  };
  const refundRequest = async (who: { kimlikNo: string; person: number }, iban: string, talepTutari: number) => {
    ok(
      await t.call(who.kimlikNo, {
        method: 'PUT',
        url: '/api/v1/CariBilgisi/CariIbanBilgisi',
        payload: { cariId: who.person, iban },
      }),
    );
    const res = await t.call(who.kimlikNo, {
      method: 'POST',
      url: '/api/v1/Teminat/TeminatIade',
      payload: { cariId: who.person, talepTutari },
    });
    ok(res);
    return res.json().data.id as number;
  };
  const prepareOrder = async (cookie: string, talepId: number) => {
    const res = await as(cookie, {
      method: 'POST',
      url: '/api/yonetim/mali/talimatlar',
      payload: { talepIdleri: [talepId] },
    });
    ok(res);
    return res.json().data.id as number;
  };
  const uploadStatement = async (name: string, entries: FixtureEntry[]) => {
    const csv = csvFixture({ iban: INSTITUTION_ACCOUNTS.TL.iban, entries });
    const { payload, headers } = multipartBody({ name, type: 'text/csv', bytes: Buffer.from(csv) });
    ok(await as(cookies.elif, { method: 'POST', url: '/api/yonetim/mali/ekstreler', payload, headers }));
  };
  const setTender = (id: number, values: Partial<typeof ihale.$inferInsert>) =>
    t.handle.db.update(ihale).set(values).where(eq(ihale.id, id));

  let mehmetsQuestion: number;
  let alisQuestion: number;
  let elifsOrder: number;
  let hakansOrder: number;

  before(async () => {
    t = await openProfileTestApp();
    cookies.yonetici = await staffCookie(t.app, STAFF_BY_ROLE.yonetici);
    cookies.ihale = await staffCookie(t.app, STAFF_BY_ROLE.ihale);
    cookies.destek = await staffCookie(t.app, STAFF_BY_ROLE.destek);
    cookies.elif = await staffCookie(t.app, TEST_STAFF.mali.kimlikNo);
    cookies.hakan = await staffCookie(t.app, TEST_STAFF.mali2.kimlikNo);
    cookies.all = await allRolesStaffCookie(t.app);
  });
  after(async () => {
    await t?.close();
  });

  it('the seeded portal has nothing waiting at TEST_NOW, so every count below is the work made here', async () => {
    const q = await queue(cookies.all);
    assert.deepEqual(kinds(q), ['destek', 'karar', 'iadeOnayi', 'ekstreSatiri', 'bugunOdeme']);
    for (const e of q.isler) assert.deepEqual([e.tur, e.sayi, e.ogeler], [e.tur, 0, []]);
  });

  it('makes one piece of each kind of work, and some that looks like work but is not', async () => {
    // Support: two questions; Ali's is answered, so only Mehmet's waits.
    mehmetsQuestion = await openConversation(ACCOUNTS.mehmet, 'Teslim yeri sorusu');
    alisQuestion = await openConversation(ACCOUNTS.ali, 'Ödeme süresi sorusu');
    ok(
      await as(cookies.destek, {
        method: 'POST',
        url: `/api/yonetim/destek/${alisQuestion}/yanit`,
        payload: { icerik: 'Son ödeme günü ihale sayfasında yazmaktadır.' },
      }),
    );

    // Tenders: one ended waiting for a person; automatic, withdrawn and other-portal ones at 214 do not.
    const ended = new Date(TEST_NOW.getTime() - 60 * 60_000);
    const at214 = { ihaleDurumuId: TENDER_STATUS.degerlendiriliyor, bitisTarihi: ended, uzatilmisBitisTarihi: null };
    await setTender(SEEDED.manual, at214);
    await setTender(SEEDED.withdrawn, { ...at214, otomatikSonuclandirma: false });
    await setTender(SEEDED.otherPortal, { ...at214, otomatikSonuclandirma: false });

    // Refunds: Elif prepares an order of Mehmet's request, Hakan one of Ali's.
    elifsOrder = await prepareOrder(
      cookies.elif,
      await refundRequest(ACCOUNTS.mehmet, 'TR330006100519786457841326', 400),
    );
    hakansOrder = await prepareOrder(
      cookies.hakan,
      await refundRequest(ACCOUNTS.ali, 'TR320010009999901234567890', 300),
    );

    // Statements: two lines nobody's reference matches, then a look-alike of the second in another file.
    const rent = { amount: '75.50', description: 'Kira ödemesi', sender: 'Ahmet Yurt' };
    await uploadStatement('ekstre-1.csv', [
      { amount: '120.00', ref: 'WQ-1', description: 'Açıklamasız havale', sender: 'Bilinmeyen', date: '2026-11-18' },
      rent,
    ]);
    await uploadStatement('ekstre-2.csv', [rent]);

    // Payments: one due today; one due later and one already paid are not today's work.
    await setTender(SEEDED.dueToday, { sonOdemeTarihi: END_OF_TODAY });
    await setTender(SEEDED.paid, { sonOdemeTarihi: END_OF_TODAY });
    const [paid] = await t.handle.db.select().from(ihale).where(eq(ihale.id, SEEDED.paid));
    assert.equal(paid.odemeDurumu, 2);
  });

  it('İhale Sorumlusu: only the tender waiting for a decision', async () => {
    const q = await queue(cookies.ihale);
    assert.deepEqual(kinds(q), ['karar']);
    const karar = entry(q, 'karar');
    assert.equal(karar.sayi, 1);
    assert.deepEqual(ids(karar), [SEEDED.manual]);
    assert.equal(karar.ogeler[0].tarih, new Date(TEST_NOW.getTime() - 60 * 60_000).toISOString());
  });

  it('Destek: only the open question, not the answered one', async () => {
    const q = await queue(cookies.destek);
    assert.deepEqual(kinds(q), ['destek']);
    const destek = entry(q, 'destek');
    assert.equal(destek.sayi, 1);
    assert.deepEqual(ids(destek), [mehmetsQuestion]);
    assert.equal(destek.ogeler[0].baslik, 'Teslim yeri sorusu');
  });

  it('Mali İşler: the orders someone else prepared, the waiting lines and today’s payment', async () => {
    const elif = await queue(cookies.elif);
    assert.deepEqual(kinds(elif), ['iadeOnayi', 'ekstreSatiri', 'bugunOdeme']);
    // Four eyes: Elif's own order is not waiting for her; Hakan's is, and the reverse.
    assert.deepEqual([entry(elif, 'iadeOnayi').sayi, ids(entry(elif, 'iadeOnayi'))], [1, [hakansOrder]]);
    const hakan = entry(await queue(cookies.hakan), 'iadeOnayi');
    assert.deepEqual([hakan.sayi, ids(hakan)], [1, [elifsOrder]]);
    assert.equal(hakan.ogeler[0].tutar, 400);

    const lines = entry(elif, 'ekstreSatiri');
    const rows = await t.handle.db
      .select({ id: bankaEkstreSatiri.id, durum: bankaEkstreSatiri.durum })
      .from(bankaEkstreSatiri)
      .where(inArray(bankaEkstreSatiri.durum, ['eslesmedi', 'benzer']))
      .orderBy(bankaEkstreSatiri.islemTarihi, bankaEkstreSatiri.id);
    assert.deepEqual(
      rows.map((r) => r.durum),
      ['eslesmedi', 'eslesmedi', 'benzer'],
    );
    assert.equal(lines.sayi, 3);
    // The longest waiting first: the one booked on the 18th.
    assert.deepEqual(
      ids(lines),
      rows.map((r) => r.id),
    );
    assert.equal(lines.ogeler[0].tutar, 120);
    assert.match(lines.ogeler[2].ayrinti ?? '', /Benzer satır/);

    // Today's payment, its balance as Satış Ödemeleri computes it (the one definition).
    const due = entry(elif, 'bugunOdeme');
    assert.deepEqual([due.sayi, ids(due)], [1, [SEEDED.dueToday]]);
    const screen = await as(cookies.elif, { method: 'GET', url: '/api/yonetim/mali/odemeler?durum=bekleniyor' });
    const row = (screen.json().data as SettlementPage).items.find((i) => i.ihaleId === SEEDED.dueToday);
    assert.ok(row && row.kalan > 0);
    assert.deepEqual(
      [due.ogeler[0].tutar, due.ogeler[0].paraBirimi, due.ogeler[0].tarih],
      [row.kalan, 'TL', END_OF_TODAY.toISOString()],
    );
    assert.ok(row.kalan < (row.kazananTutar ?? 0), 'the blocked deposit is taken off the balance');
  });

  it('Yönetici: no queue at all; every role: all five, both orders (they prepared neither)', async () => {
    assert.deepEqual(await queue(cookies.yonetici), { isler: [] });
    const all = await queue(cookies.all);
    assert.deepEqual(
      all.isler.map((e) => [e.tur, e.sayi]),
      [
        ['destek', 1],
        ['karar', 1],
        ['iadeOnayi', 2],
        ['ekstreSatiri', 3],
        ['bugunOdeme', 1],
      ],
    );
    assert.deepEqual(ids(entry(all, 'iadeOnayi')), [elifsOrder, hakansOrder]);
  });

  it('done work leaves the queue: an approved order, an assigned line, an answered question, a decided tender', async () => {
    ok(
      await as(cookies.hakan, { method: 'POST', url: `/api/yonetim/mali/talimatlar/${elifsOrder}/onay`, payload: {} }),
    );
    const [line] = await t.handle.db
      .select({ id: bankaEkstreSatiri.id })
      .from(bankaEkstreSatiri)
      .where(eq(bankaEkstreSatiri.bankaReferansi, 'WQ-1'));
    ok(
      await as(cookies.elif, {
        method: 'POST',
        url: `/api/yonetim/mali/ekstre-satirlari/${line.id}/ata`,
        payload: { cariId: ACCOUNTS.mehmet.person },
      }),
    );
    ok(
      await as(cookies.destek, {
        method: 'POST',
        url: `/api/yonetim/destek/${mehmetsQuestion}/yanit`,
        payload: { icerik: 'Teslim yeri ihale sayfasında yazmaktadır.' },
      }),
    );
    ok(
      await as(cookies.ihale, {
        method: 'POST',
        url: `/api/yonetim/ihaleler/${SEEDED.manual}/sonuc/kazanansiz`,
        payload: { neden: 'Teklifler değerlendirildi, kazanan yok.' },
      }),
    );
    assert.equal(entry(await queue(cookies.hakan), 'iadeOnayi').sayi, 0);
    const all = await queue(cookies.all);
    assert.deepEqual(
      all.isler.map((e) => [e.tur, e.sayi]),
      [
        ['destek', 0],
        ['karar', 0],
        ['iadeOnayi', 1],
        ['ekstreSatiri', 2],
        ['bugunOdeme', 1],
      ],
    );
  });
});

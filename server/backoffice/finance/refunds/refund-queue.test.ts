// Also on PostgreSQL: parallel preparations and approvals from two pools.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, eq, sql } from 'drizzle-orm';
import { XMLParser } from 'fast-xml-parser';
import { INSTITUTION_ACCOUNTS_SETTING_KEY, PARA_BIRIMI } from '../../../../lib/contract/money';
import type {
  StaffPaymentOrder,
  StaffPaymentOrderPreview,
  StaffRefundRequest,
} from '../../../../lib/contract/refund-queue';
import { REFUND_QUEUE_MESSAGES as M } from '../../../../lib/rules/refund-queue-schemas';
import {
  bankaEkstreSatiri,
  bildirimOlayi,
  denetimKaydi,
  odemeTalimati,
  portalAyar,
  teminatHareket,
  teminatIadeTalebi,
} from '../../../db/schema';
import { INSTITUTION_ACCOUNTS } from '../../../seed/data/institution-accounts';
import { TEST_STAFF } from '../../../seed/constants';
import { ledgerBalances } from '../../../money/ledger/ledger-balances';
import { ACCOUNTS, openProfileTestApp, type ProfileTestContext, TEST_NOW } from '../../../modules/persons/test-support';
import { depositPaidIn } from '../../../money/deposit-in';
import { staffCookie } from '../../test-support';
import { multipartBody } from '../../files/test-support';
import { camt053Fixture, csvFixture, type FixtureEntry } from '../../../money/statements/fixtures';
import type { StatementDebitLine } from '../../../../lib/contract/statements';

interface HistoryItem {
  tur: string;
  girisTutari: number;
  cikisTutari: number;
  durum: string;
}

const IBAN_MEHMET = 'TR330006100519786457841326';
const IBAN_ALI = 'TR320010009999901234567890';

/**
 * The refund queue end to end through the API (PGlite, and PostgreSQL with TEST_DATABASE=postgres):
 * a bidder's requests, a rejection with its reason, a payment order prepared by one Mali İşler and
 * approved by the other, the bank file, and the races that must have exactly one winner.
 */
describe('refund queue (Mali İşler)', () => {
  let t: ProfileTestContext;
  let elif: string;
  let hakan: string;
  const mehmet = ACCOUNTS.mehmet;
  const ali = ACCOUNTS.ali;

  const staff = (cookie: string, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url: `/api/yonetim/mali${url}`, headers: { cookie }, payload });
  const bidderRefund = async (who: { kimlikNo: string; person: number }, talepTutari: number, paraBirimi?: string) => {
    const res = await t.call(who.kimlikNo, {
      method: 'POST',
      url: '/api/v1/Teminat/TeminatIade',
      payload: { cariId: who.person, talepTutari, ...(paraBirimi ? { paraBirimi } : {}) },
    });
    assert.equal(res.statusCode, 200, res.body);
    return res.json().data.id as number;
  };
  const summary = async (who: { kimlikNo: string; person: number }) =>
    (await t.call(who.kimlikNo, { method: 'GET', url: `/api/v1/Finans/Ozet?cariId=${who.person}` })).json().data;
  const events = (tur: 'iadeOdendi' | 'iadeDondu', talepId: number) =>
    t.handle.db
      .select()
      .from(bildirimOlayi)
      .where(eq(bildirimOlayi.tekilAnahtar, `${tur}:${talepId}`));
  const ledgerOf = (tur: 'iade' | 'iade_red' | 'iade_donusu', iadeTalebiId: number) =>
    t.handle.db
      .select()
      .from(teminatHareket)
      .where(and(eq(teminatHareket.tur, tur), eq(teminatHareket.iadeTalebiId, iadeTalebiId)));
  const requestState = async (id: number) =>
    (await t.handle.db.select().from(teminatIadeTalebi).where(eq(teminatIadeTalebi.id, id)))[0];
  /** The account's name a paid request's bank file carries (fixed at approval). */
  const requestName = async (id: number) => (await requestState(id)).aliciAdi;
  const prepare = async (cookie: string, talepIdleri: number[]) =>
    staff(cookie, 'POST', '/talimatlar', { talepIdleri });

  before(async () => {
    t = await openProfileTestApp();
    elif = await staffCookie(t.app, TEST_STAFF.mali.kimlikNo);
    hakan = await staffCookie(t.app, TEST_STAFF.mali2.kimlikNo);
    for (const [who, iban] of [
      [mehmet, IBAN_MEHMET],
      [ali, IBAN_ALI],
    ] as const) {
      const res = await t.call(who.kimlikNo, {
        method: 'PUT',
        url: '/api/v1/CariBilgisi/CariIbanBilgisi',
        payload: { cariId: who.person, iban },
      });
      assert.equal(res.statusCode, 200, res.body);
    }
    // Mehmet also holds USD deposit (paid in for a USD tender).
    await depositPaidIn(t.handle.db, {
      cariId: mehmet.person,
      tutarKurus: 250_000n,
      paraBirimiId: PARA_BIRIMI.USD.id,
      aciklama: 'Teminat yatırma (EFT)',
      idempotencyKey: 'test:usd-1',
      at: new Date('2026-11-19T09:00:00Z'),
    });
  });
  after(async () => {
    await t?.close();
  });

  it('lists waiting requests with the account, IBAN, amount and currency; filters by currency', async () => {
    const tl = await bidderRefund(mehmet, 1000);
    const usd = await bidderRefund(mehmet, 500, 'USD');
    const res = await staff(elif, 'GET', '/iadeler?durum=beklemede');
    assert.equal(res.statusCode, 200, res.body);
    const items = res.json().data.items as StaffRefundRequest[];
    const row = items.find((r) => r.id === tl);
    assert.ok(row);
    assert.equal(row.cariUnvan, 'Mehmet Kaya');
    assert.equal(row.iban, IBAN_MEHMET);
    assert.equal(row.tutar, 1000);
    assert.equal(row.paraBirimi, 'TL');
    assert.equal(row.durum, 'beklemede');
    const usdOnly = (await staff(elif, 'GET', '/iadeler?paraBirimi=USD')).json().data.items as StaffRefundRequest[];
    assert.deepEqual(
      usdOnly.map((r) => [r.id, r.tutar, r.paraBirimi]),
      [[usd, 500, 'USD']],
    );
    // The USD request left the USD available amount, not the TL one.
    const s = await summary(mehmet);
    const usdSummary = s.paraBirimleri.find((p: { paraBirimi: string }) => p.paraBirimi === 'USD');
    assert.equal(usdSummary.kullanilabilirTeminatTutari, 2000);
    assert.equal(usdSummary.iadeBekleyenTeminatlarToplami, 500);
  });

  it('refuses bad input with a Turkish message, never 500', async () => {
    const cases: [string, 'GET' | 'POST', object | undefined, string][] = [
      ['/iadeler?durum=x', 'GET', undefined, M.stateInvalid],
      ['/iadeler?paraBirimi=GBP', 'GET', undefined, M.currencyInvalid],
      ['/iadeler?sayfa=0', 'GET', undefined, M.pageInvalid],
      ['/iadeler/1/red', 'POST', {}, M.reasonRequired],
      ['/iadeler/1/red', 'POST', { neden: '   ' }, M.reasonRequired],
      ['/iadeler/1/red', 'POST', { neden: 'x'.repeat(501) }, M.reasonTooLong],
      ['/talimatlar', 'POST', {}, M.selectRequests],
      ['/talimatlar', 'POST', { talepIdleri: [] }, M.selectRequests],
      ['/talimatlar', 'POST', { talepIdleri: ['a'] }, M.selectRequests],
      ['/talimatlar', 'POST', { talepIdleri: Array.from({ length: 501 }, (_, i) => i + 1) }, M.tooManyRequests],
    ];
    for (const [url, method, payload, message] of cases) {
      const res = await staff(elif, method, url, payload);
      assert.equal(res.statusCode, 400, `${url} ${res.body}`);
      assert.deepEqual(res.json().mesajList, [message], url);
    }
    assert.equal((await staff(elif, 'POST', '/iadeler/999999/red', { neden: 'Yok' })).statusCode, 404);
    assert.equal((await staff(elif, 'POST', '/talimatlar/999999/onay')).statusCode, 404);
    assert.equal((await staff(elif, 'GET', '/talimatlar/999999/dosya')).statusCode, 404);
  });

  it('rejects a waiting request with its reason: the amount is back in available, once', async () => {
    const before = await summary(mehmet);
    const id = await bidderRefund(mehmet, 750.25);
    const mid = await summary(mehmet);
    assert.equal(mid.kullanilabilirTeminatTutari, before.kullanilabilirTeminatTutari - 750.25);
    const res = await staff(elif, 'POST', `/iadeler/${id}/red`, { neden: 'IBAN hesap sahibiyle uyuşmuyor' });
    assert.equal(res.statusCode, 200, res.body);
    const talep = await requestState(id);
    assert.equal(talep.durum, 'reddedildi');
    assert.equal(talep.redNedeni, 'IBAN hesap sahibiyle uyuşmuyor');
    assert.ok(talep.kararPersonelId);
    const rows = await ledgerOf('iade_red', id);
    assert.equal(rows.length, 1);
    assert.equal(rows[0].yon, 1);
    assert.equal(rows[0].idempotencyKey, `iade-red:${id}`);
    assert.equal(rows[0].paraBirimiId, PARA_BIRIMI.TL.id);
    const after = await summary(mehmet);
    assert.equal(after.kullanilabilirTeminatTutari, before.kullanilabilirTeminatTutari);
    assert.equal(after.iadeBekleyenTeminatlarToplami, before.iadeBekleyenTeminatlarToplami);
    // The bidder's history says why.
    const history = (
      await t.call(mehmet.kimlikNo, { method: 'GET', url: `/api/v1/Teminat/TeminatGecmisi?cariId=${mehmet.person}` })
    ).json().data.items;
    const red = history.find((h: { aciklama: string }) => h.aciklama.startsWith('Teminat iade talebi reddedildi'));
    assert.equal(red.aciklama, 'Teminat iade talebi reddedildi: IBAN hesap sahibiyle uyuşmuyor');
    assert.equal(red.girisTutari, 750.25);
    assert.equal(red.durum, 'Tamamlandı');
    assert.equal(red.paraBirimi, 'TL');
    // A second rejection changes nothing.
    const again = await staff(hakan, 'POST', `/iadeler/${id}/red`, { neden: 'Tekrar' });
    assert.equal(again.statusCode, 409);
    assert.deepEqual(again.json().mesajList, [M.requestNotWaiting]);
    assert.equal((await ledgerOf('iade_red', id)).length, 1);
    const audit = await t.handle.db
      .select()
      .from(denetimKaydi)
      .where(and(eq(denetimKaydi.islem, 'mali.iade-red'), eq(denetimKaydi.hedefId, String(id))));
    assert.equal(audit.length, 1);
    assert.equal(audit[0].personelAdi, 'Elif Arslan');
  });

  it('prepares an order of one currency; the preparer cannot approve it; the other Mali İşler can, once, and approval pays nothing yet', async () => {
    const a = await bidderRefund(mehmet, 1200.5);
    const b = await bidderRefund(ali, 300);
    const usd = await bidderRefund(mehmet, 100, 'USD');
    const before = await summary(mehmet);

    const mixed = await prepare(elif, [a, usd]);
    assert.equal(mixed.statusCode, 409);
    assert.deepEqual(mixed.json().mesajList, [M.oneCurrency]);

    const res = await prepare(elif, [a, b]);
    assert.equal(res.statusCode, 200, res.body);
    const order = res.json().data as StaffPaymentOrder;
    assert.equal(order.durum, 'hazirlandi');
    assert.equal(order.hazirlayan, 'Elif Arslan');
    assert.equal(order.talepSayisi, 2);
    assert.equal(order.toplamTutar, 1500.5);
    assert.equal(order.benHazirladim, true);
    assert.equal((await requestState(a)).durum, 'talimatta');
    assert.equal((await requestState(a)).odemeTalimatiId, order.id);

    // A request is in one order only; a request in an order cannot be rejected.
    assert.equal((await prepare(hakan, [a])).statusCode, 409);
    assert.equal((await staff(hakan, 'POST', `/iadeler/${a}/red`, { neden: 'Geç' })).statusCode, 409);

    // An order not yet approved has no bank file, in any form (its preview is a summary on screen).
    for (const url of [`/talimatlar/${order.id}/dosya`, `/talimatlar/${order.id}/dosya?onizleme=1`]) {
      const early = await staff(hakan, 'GET', url);
      assert.equal(early.statusCode, 409, url);
      assert.deepEqual(early.json().mesajList, [M.fileNeedsApproval], url);
    }

    const own = await staff(elif, 'POST', `/talimatlar/${order.id}/onay`);
    assert.equal(own.statusCode, 409);
    assert.deepEqual(own.json().mesajList, ['Ödeme talimatını hazırlayan personel onaylayamaz (dört göz ilkesi).']);
    assert.equal((await requestState(a)).durum, 'talimatta');
    assert.equal((await ledgerOf('iade', a)).length, 0);

    const list = (await staff(hakan, 'GET', '/talimatlar')).json().data as StaffPaymentOrder[];
    assert.equal(list.find((o) => o.id === order.id)?.benHazirladim, false);

    const ok = await staff(hakan, 'POST', `/talimatlar/${order.id}/onay`);
    assert.equal(ok.statusCode, 200, ok.body);
    assert.equal(ok.json().data.durum, 'onaylandi');
    assert.equal(ok.json().data.onaylayan, 'Hakan Yıldız');
    assert.equal(ok.json().data.gonderimTarihi, null);
    // Approved is not paid: the bank has not run it yet. Still "İade Bekleyen", nothing in "İade
    // Aldığım", no `iade` row, no "paid" notice.
    for (const id of [a, b]) {
      assert.equal((await requestState(id)).durum, 'onaylandi');
      assert.equal((await ledgerOf('iade', id)).length, 0);
      assert.deepEqual(await events('iadeOdendi', id), []);
    }
    const after = await summary(mehmet);
    assert.equal(after.iadeAldigimTeminatlarToplami, before.iadeAldigimTeminatlarToplami);
    assert.equal(after.iadeBekleyenTeminatlarToplami, before.iadeBekleyenTeminatlarToplami);
    assert.equal(after.kullanilabilirTeminatTutari, before.kullanilabilirTeminatTutari);

    // Approving twice changes nothing; an approved order cannot be cancelled.
    const twice = await staff(hakan, 'POST', `/talimatlar/${order.id}/onay`);
    assert.equal(twice.statusCode, 409);
    assert.deepEqual(twice.json().mesajList, [M.orderAlreadyApproved]);
    assert.equal((await requestState(a)).durum, 'onaylandi');
    assert.equal((await staff(elif, 'POST', `/talimatlar/${order.id}/iptal`)).statusCode, 409);

    for (const islem of ['mali.talimat-hazirla', 'mali.talimat-onay'] as const) {
      const audit = await t.handle.db
        .select()
        .from(denetimKaydi)
        .where(and(eq(denetimKaydi.islem, islem), eq(denetimKaydi.hedefId, String(order.id))));
      assert.equal(audit.length, 1, islem);
      assert.equal(audit[0].personelAdi, islem === 'mali.talimat-hazirla' ? 'Elif Arslan' : 'Hakan Yıldız');
    }
  });

  it('the preview of an unapproved order is a summary to read: no pain.001, no full IBAN, no file', async () => {
    const a = await bidderRefund(mehmet, 100.25);
    const b = await bidderRefund(ali, 50);
    const order = (await prepare(elif, [a, b])).json().data as StaffPaymentOrder;
    // The preparer reads it (to check before asking a colleague to approve) ...
    const res = await staff(elif, 'GET', `/talimatlar/${order.id}/onizleme`);
    assert.equal(res.statusCode, 200, res.body);
    assert.match(String(res.headers['content-type']), /^application\/json/);
    assert.equal(res.headers['content-disposition'], undefined);
    for (const forbidden of ['pain.001', '<Document', 'CstmrCdtTrfInitn', IBAN_MEHMET, IBAN_ALI, 'ONIZLEME'])
      assert.ok(!res.body.includes(forbidden), `the preview holds ${forbidden}`);
    const preview = res.json().data as StaffPaymentOrderPreview;
    const aliName = (await staff(elif, 'GET', '/iadeler?durum=talimatta'))
      .json()
      .data.items.find((r: StaffRefundRequest) => r.id === b).cariUnvan;
    assert.deepEqual(preview, {
      id: order.id,
      durum: 'hazirlandi',
      paraBirimi: 'TL',
      talepSayisi: 2,
      toplamTutar: 150.25,
      mesajKimligi: null,
      kalemler: [
        { talepId: a, alici: 'Mehmet Kaya', maskeliIban: 'TR33 **** **** **** **** 1326', tutar: 100.25 },
        { talepId: b, alici: aliName, maskeliIban: 'TR32 **** **** **** **** 7890', tutar: 50 },
      ],
    });
    // ... but neither they nor anyone else gets a bank file of it before the approval.
    for (const cookie of [elif, hakan])
      for (const url of [`/talimatlar/${order.id}/dosya`, `/talimatlar/${order.id}/dosya?onizleme=1`]) {
        const file = await staff(cookie, 'GET', url);
        assert.equal(file.statusCode, 409, url);
        assert.deepEqual(file.json().mesajList, [M.fileNeedsApproval]);
        assert.ok(!file.body.includes(IBAN_MEHMET));
      }
    assert.equal((await staff(elif, 'GET', '/talimatlar/999999/onizleme')).statusCode, 404);
    assert.equal((await staff(hakan, 'POST', `/talimatlar/${order.id}/iptal`)).statusCode, 200);
  });

  it("an approved order's file is fixed at approval: two downloads are the same bytes, with the stored MsgId", async () => {
    const a = await bidderRefund(mehmet, 70);
    const b = await bidderRefund(ali, 30.5);
    const order = (await prepare(hakan, [a, b])).json().data as StaffPaymentOrder;
    const approved = await staff(elif, 'POST', `/talimatlar/${order.id}/onay`);
    assert.equal(approved.statusCode, 200, approved.body);
    assert.equal(approved.json().data.mesajKimligi, `IADE-${order.id}-20261120`);
    const [row] = await t.handle.db.select().from(odemeTalimati).where(eq(odemeTalimati.id, order.id));
    assert.equal(row.mesajKimligi, `IADE-${order.id}-20261120`);
    assert.ok(row.mesajKimligi && row.mesajKimligi.length <= 35);
    assert.equal(row.dosyaOlusturmaTarihi?.toISOString(), TEST_NOW.toISOString());

    const first = await staff(elif, 'GET', `/talimatlar/${order.id}/dosya`);
    assert.equal(first.statusCode, 200, first.body);

    // A day later the institution's account and a payee's name have changed: the file has not.
    const [setting] = await t.handle.db
      .select()
      .from(portalAyar)
      .where(eq(portalAyar.anahtar, INSTITUTION_ACCOUNTS_SETTING_KEY));
    const accounts = setting.deger as typeof INSTITUTION_ACCOUNTS;
    const [mehmetRow] = (
      (await t.handle.db.execute(sql`select unvan from cari where id = ${mehmet.person}`)) as unknown as {
        rows: { unvan: string }[];
      }
    ).rows;
    const realNow = t.app.now;
    try {
      t.app.now = () => new Date(TEST_NOW.getTime() + 26 * 3_600_000);
      await t.handle.db
        .update(portalAyar)
        .set({
          deger: { ...accounts, TL: { ...accounts.TL, hesapAdi: 'Yeni Hesap', iban: INSTITUTION_ACCOUNTS.USD.iban } },
        })
        .where(eq(portalAyar.anahtar, INSTITUTION_ACCOUNTS_SETTING_KEY));
      await t.handle.db.execute(sql`update cari set unvan = 'Mehmet Kaya Yeni' where id = ${mehmet.person}`);
      const nextDay = await staffCookie(t.app, TEST_STAFF.mali2.kimlikNo);
      const second = await staff(nextDay, 'GET', `/talimatlar/${order.id}/dosya`);
      assert.equal(second.statusCode, 200, second.body);
      assert.equal(second.body, first.body);
    } finally {
      t.app.now = realNow;
      await t.handle.db
        .update(portalAyar)
        .set({ deger: accounts })
        .where(eq(portalAyar.anahtar, INSTITUTION_ACCOUNTS_SETTING_KEY));
      await t.handle.db.execute(sql`update cari set unvan = ${mehmetRow.unvan} where id = ${mehmet.person}`);
    }
    const doc = new XMLParser({ ignoreAttributes: false, parseTagValue: false }).parse(first.body);
    const init = doc.Document.CstmrCdtTrfInitn;
    assert.equal(init.GrpHdr.MsgId, row.mesajKimligi);
    assert.equal(init.PmtInf.PmtInfId, row.mesajKimligi);
    assert.equal(init.GrpHdr.CreDtTm, '2026-11-20T09:00:00Z');
    assert.equal(init.PmtInf.ReqdExctnDt, '2026-11-20');
    assert.equal(init.PmtInf.DbtrAcct.Id.IBAN, INSTITUTION_ACCOUNTS.TL.iban);
    assert.deepEqual(
      init.PmtInf.CdtTrfTxInf.map((x: { PmtId: { EndToEndId: string }; Cdtr: { Nm: string } }) => [
        x.PmtId.EndToEndId,
        x.Cdtr.Nm,
      ]),
      [
        [String(a), 'Mehmet Kaya'],
        [String(b), (await requestName(b)) ?? ''],
      ],
    );
    // The approved order's preview names the message id the bank will see.
    const preview = (await staff(elif, 'GET', `/talimatlar/${order.id}/onizleme`)).json()
      .data as StaffPaymentOrderPreview;
    assert.equal(preview.mesajKimligi, row.mesajKimligi);
    assert.equal(preview.durum, 'onaylandi');
  });

  it('exports the approved order as pain.001.001.03: debtor, each creditor, NbOfTxs and CtrlSum', async () => {
    // A name that needs escaping reaches the file intact.
    await t.handle.db.execute(sql`update cari set unvan = 'Ali & <Çelik> "Ticaret"' where id = ${ali.person}`);
    const a = await bidderRefund(mehmet, 10.1);
    const b = await bidderRefund(ali, 20.2);
    const order = (await prepare(hakan, [a, b])).json().data as StaffPaymentOrder;
    assert.equal((await staff(elif, 'POST', `/talimatlar/${order.id}/onay`)).statusCode, 200);
    const res = await staff(elif, 'GET', `/talimatlar/${order.id}/dosya`);
    assert.equal(res.statusCode, 200);
    assert.match(String(res.headers['content-type']), /^application\/xml/);
    assert.equal(res.headers['content-disposition'], `attachment; filename="odeme-talimati-${order.id}.xml"`);
    const doc = new XMLParser({
      ignoreAttributes: false,
      parseTagValue: false,
      isArray: (n) => n === 'CdtTrfTxInf',
    }).parse(res.body);
    assert.equal(doc.Document['@_xmlns'], 'urn:iso:std:iso:20022:tech:xsd:pain.001.001.03');
    const init = doc.Document.CstmrCdtTrfInitn;
    assert.equal(init.GrpHdr.NbOfTxs, '2');
    assert.equal(init.GrpHdr.CtrlSum, '30.30');
    const [stored] = await t.handle.db.select().from(odemeTalimati).where(eq(odemeTalimati.id, order.id));
    assert.equal(init.GrpHdr.MsgId, `IADE-${order.id}-20261120`);
    assert.equal(init.GrpHdr.MsgId, stored.mesajKimligi);
    const pmt = init.PmtInf;
    assert.equal(pmt.PmtMtd, 'TRF');
    assert.equal(pmt.NbOfTxs, '2');
    assert.equal(pmt.CtrlSum, '30.30');
    assert.equal(pmt.DbtrAcct.Id.IBAN, INSTITUTION_ACCOUNTS.TL.iban);
    assert.equal(pmt.DbtrAcct.Ccy, 'TRY');
    const txs = pmt.CdtTrfTxInf as {
      PmtId: { EndToEndId: string };
      Amt: { InstdAmt: { '#text': string; '@_Ccy': string } };
      Cdtr: { Nm: string };
      CdtrAcct: { Id: { IBAN: string } };
      RmtInf: { Ustrd: string };
    }[];
    assert.deepEqual(
      txs.map((x) => [
        x.PmtId.EndToEndId,
        x.Amt.InstdAmt['#text'],
        x.Amt.InstdAmt['@_Ccy'],
        x.Cdtr.Nm,
        x.CdtrAcct.Id.IBAN,
        x.RmtInf.Ustrd,
      ]),
      [
        [String(a), '10.10', 'TRY', 'Mehmet Kaya', IBAN_MEHMET, `Teminat iadesi ${a}`],
        [String(b), '20.20', 'TRY', 'Ali & <Çelik> "Ticaret"', IBAN_ALI, `Teminat iadesi ${b}`],
      ],
    );
    const sum = txs.reduce((s, x) => s + Math.round(Number(x.Amt.InstdAmt['#text']) * 100), 0);
    assert.equal(sum, 3030);
    const audit = await t.handle.db
      .select()
      .from(denetimKaydi)
      .where(and(eq(denetimKaydi.islem, 'mali.talimat-indir'), eq(denetimKaydi.hedefId, String(order.id))));
    assert.equal(audit.length, 1);
  });

  it('a USD order pays from the USD account in USD', async () => {
    const id = await bidderRefund(mehmet, 40, 'USD');
    const order = (await prepare(elif, [id])).json().data as StaffPaymentOrder;
    assert.equal(order.paraBirimi, 'USD');
    await staff(hakan, 'POST', `/talimatlar/${order.id}/onay`);
    const doc = new XMLParser({ ignoreAttributes: false, parseTagValue: false }).parse(
      (await staff(hakan, 'GET', `/talimatlar/${order.id}/dosya`)).body,
    );
    const pmt = doc.Document.CstmrCdtTrfInitn.PmtInf;
    assert.equal(pmt.DbtrAcct.Id.IBAN, INSTITUTION_ACCOUNTS.USD.iban);
    assert.equal(pmt.CdtTrfTxInf.Amt.InstdAmt['@_Ccy'], 'USD');
    // Sent, not settled: no USD statement has shown the transfer.
    assert.equal((await requestState(id)).durum, 'gonderildi');
    assert.equal((await ledgerOf('iade', id)).length, 0);
  });

  it('cancelling a prepared order puts its requests back in the queue', async () => {
    const id = await bidderRefund(ali, 15);
    const order = (await prepare(elif, [id])).json().data as StaffPaymentOrder;
    const res = await staff(hakan, 'POST', `/talimatlar/${order.id}/iptal`);
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().data.durum, 'iptal');
    const talep = await requestState(id);
    assert.equal(talep.durum, 'beklemede');
    assert.equal(talep.odemeTalimatiId, null);
    assert.equal((await staff(hakan, 'POST', `/talimatlar/${order.id}/onay`)).statusCode, 409);
    assert.equal((await staff(hakan, 'GET', `/talimatlar/${order.id}/dosya`)).statusCode, 409);
    // It may go into a new order.
    assert.equal((await prepare(hakan, [id])).statusCode, 200);
  });

  it("the bank file's and the preview's refusals answer their exact error bodies, and change nothing", async () => {
    const body = (key: string, message: string) => ({ key, message, errors: [message], mesajList: [message] });
    for (const url of ['/talimatlar/999999/dosya', '/talimatlar/999999/onizleme']) {
      const res = await staff(elif, 'GET', url);
      assert.equal(res.statusCode, 404, url);
      assert.deepEqual(res.json(), body('NotFound', M.orderNotFound), url);
    }
    const downloads = async (orderId: number) =>
      t.handle.db
        .select()
        .from(denetimKaydi)
        .where(and(eq(denetimKaydi.islem, 'mali.talimat-indir'), eq(denetimKaydi.hedefId, String(orderId))));

    const prepared = (await prepare(elif, [await bidderRefund(ali, 7)])).json().data as StaffPaymentOrder;
    const early = await staff(hakan, 'GET', `/talimatlar/${prepared.id}/dosya`);
    assert.equal(early.statusCode, 409);
    assert.deepEqual(early.json(), body('NotApproved', M.fileNeedsApproval));
    assert.equal((await staff(hakan, 'POST', `/talimatlar/${prepared.id}/iptal`)).statusCode, 200);
    const cancelled = await staff(hakan, 'GET', `/talimatlar/${prepared.id}/dosya`);
    assert.equal(cancelled.statusCode, 409);
    assert.deepEqual(cancelled.json(), body('Conflict', M.orderCancelled));
    assert.equal((await downloads(prepared.id)).length, 0);

    // Approved before the debtor was stored, and no TL account set up today: no file, nothing sent.
    const talep = await bidderRefund(ali, 8);
    const order = (await prepare(elif, [talep])).json().data as StaffPaymentOrder;
    assert.equal((await staff(hakan, 'POST', `/talimatlar/${order.id}/onay`)).statusCode, 200);
    await t.handle.db
      .update(odemeTalimati)
      .set({ borcluIban: null, borcluHesapAdi: null })
      .where(eq(odemeTalimati.id, order.id));
    const [setting] = await t.handle.db
      .select()
      .from(portalAyar)
      .where(eq(portalAyar.anahtar, INSTITUTION_ACCOUNTS_SETTING_KEY));
    const accounts = setting.deger as typeof INSTITUTION_ACCOUNTS;
    try {
      const { TL: _tl, ...others } = accounts;
      await t.handle.db
        .update(portalAyar)
        .set({ deger: others })
        .where(eq(portalAyar.anahtar, INSTITUTION_ACCOUNTS_SETTING_KEY));
      const none = await staff(hakan, 'GET', `/talimatlar/${order.id}/dosya`);
      assert.equal(none.statusCode, 409);
      assert.deepEqual(none.json(), body('Conflict', M.noInstitutionAccount));
    } finally {
      await t.handle.db
        .update(portalAyar)
        .set({ deger: accounts })
        .where(eq(portalAyar.anahtar, INSTITUTION_ACCOUNTS_SETTING_KEY));
    }
    assert.equal((await requestState(talep)).durum, 'onaylandi');
    assert.equal((await downloads(order.id)).length, 0);
    const [row] = await t.handle.db.select().from(odemeTalimati).where(eq(odemeTalimati.id, order.id));
    assert.equal(row.gonderimTarihi, null);
  });

  it('the database itself refuses an approval by the preparer (CHECK odeme_talimati_dort_goz)', async () => {
    const id = await bidderRefund(ali, 5);
    const order = (await prepare(elif, [id])).json().data as StaffPaymentOrder;
    const [row] = await t.handle.db.select().from(odemeTalimati).where(eq(odemeTalimati.id, order.id));
    await assert.rejects(
      t.handle.db.execute(sql`
        update odeme_talimati
        set durum = 'onaylandi', onaylayan_personel_id = ${row.hazirlayanPersonelId},
            mesaj_kimligi = ${`TEST-${order.id}`}, dosya_olusturma_tarihi = now()
        where id = ${order.id}`),
      (err: Error & { cause?: Error }) => /odeme_talimati_dort_goz/.test(`${err.message} ${err.cause?.message ?? ''}`),
    );
  });

  it('the database itself refuses an approved order without its fixed message id (CHECK odeme_talimati_onayli_dosya)', async () => {
    const id = await bidderRefund(ali, 6);
    const order = (await prepare(elif, [id])).json().data as StaffPaymentOrder;
    const hakanId = (
      (await t.handle.db.execute(
        sql`select id from personel where kimlik_no = ${TEST_STAFF.mali2.kimlikNo}`,
      )) as unknown as {
        rows: { id: number }[];
      }
    ).rows[0].id;
    await assert.rejects(
      t.handle.db.execute(
        sql`update odeme_talimati set durum = 'onaylandi', onaylayan_personel_id = ${hakanId} where id = ${order.id}`,
      ),
      (err: Error & { cause?: Error }) =>
        /odeme_talimati_onayli_dosya/.test(`${err.message} ${err.cause?.message ?? ''}`),
    );
  });

  it('the summary of every currency equals the ledger arithmetic', async () => {
    const s = await summary(mehmet);
    const tl = await ledgerBalances(t.handle.db, mehmet.person, PARA_BIRIMI.TL.id);
    assert.equal(s.kullanilabilirTeminatTutari, tl.kullanilabilir);
    assert.equal(s.iadeAldigimTeminatlarToplami, tl.iadeAldigim);
    assert.equal(s.iadeBekleyenTeminatlarToplami, tl.iadeBekleyen);
    assert.deepEqual(
      s.paraBirimleri.map((p: { paraBirimi: string }) => p.paraBirimi),
      ['USD'],
    );
    const usd = await ledgerBalances(t.handle.db, mehmet.person, PARA_BIRIMI.USD.id);
    const u = s.paraBirimleri[0];
    assert.deepEqual(
      [
        u.yatirilanTeminatTutariToplami,
        u.kullanilabilirTeminatTutari,
        u.iadeBekleyenTeminatlarToplami,
        u.iadeAldigimTeminatlarToplami,
      ],
      [usd.yatirilan, usd.kullanilabilir, usd.iadeBekleyen, usd.iadeAldigim],
    );
    // The 40 USD refund is sent but no statement has shown it: pending, not refunded.
    assert.deepEqual([usd.yatirilan, usd.iadeAldigim, usd.iadeBekleyen, usd.kullanilabilir], [2500, 0, 640, 1860]);
    const detail = (
      await t.call(mehmet.kimlikNo, { method: 'GET', url: `/api/v1/Teminat/Detay?cariId=${mehmet.person}` })
    ).json().data;
    assert.equal(detail.teminatKullanilabilirTutar, tl.kullanilabilir);
    assert.deepEqual(
      detail.paraBirimleri.map((p: { paraBirimi: string; teminatKullanilabilirTutar: number }) => [
        p.paraBirimi,
        p.teminatKullanilabilirTutar,
      ]),
      [['USD', 1860]],
    );
    // An account with TL only gets no other currency.
    const ayse = await summary({ kimlikNo: ACCOUNTS.ayse.kimlikNo, person: ACCOUNTS.ayse.person });
    assert.ok(Array.isArray(ayse.paraBirimleri));
  });

  it('counts a won tender in its own currency, not as TL', async () => {
    const before = await summary(mehmet);
    await t.handle.db.execute(sql`
      update ihale set kazanan_cari_id = ${mehmet.person}, ihale_durumu_id = 215, para_birimi_id = ${PARA_BIRIMI.EUR.id}, kazanan_tutar = 777.77
      where id = (select id from ihale where kazanan_cari_id is null order by id limit 1)`);
    const after = await summary(mehmet);
    assert.equal(after.kazandigimIhalelerToplami, before.kazandigimIhalelerToplami);
    const eur = after.paraBirimleri.find((p: { paraBirimi: string }) => p.paraBirimi === 'EUR');
    assert.equal(eur.kazandigimIhalelerToplami, 777.77);
    assert.equal(eur.yatirilanTeminatTutariToplami, 0);
    assert.deepEqual(
      after.paraBirimleri.map((p: { paraBirimi: string }) => p.paraBirimi),
      ['USD', 'EUR'],
    );
  });

  it('refuses a USD refund above the USD available amount, naming USD', async () => {
    const res = await t.call(mehmet.kimlikNo, {
      method: 'POST',
      url: '/api/v1/Teminat/TeminatIade',
      payload: { cariId: mehmet.person, talepTutari: 1_000_000, paraBirimi: 'USD' },
    });
    assert.equal(res.statusCode, 400);
    assert.deepEqual(res.json().mesajList, [
      'İade talep tutarı kullanılabilir teminat tutarınızı (1.860,00 USD) aşamaz.',
    ]);
    const bad = await t.call(mehmet.kimlikNo, {
      method: 'POST',
      url: '/api/v1/Teminat/TeminatIade',
      payload: { cariId: mehmet.person, talepTutari: 1, paraBirimi: 'GBP' },
    });
    assert.equal(bad.statusCode, 400);
    assert.deepEqual(bad.json().mesajList, ['Geçerli bir para birimi seçiniz.']);
  });

  describe('the bank statement settles or returns a sent refund', () => {
    let fileNo = 0;
    const TL_ACCOUNT = INSTITUTION_ACCOUNTS.TL.iban;
    const upload = async (content: string, name = `iade-ekstre-${++fileNo}.xml`) => {
      const { payload, headers } = multipartBody({
        name,
        type: 'application/octet-stream',
        bytes: Buffer.from(content),
      });
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/yonetim/mali/ekstreler',
        payload,
        headers: { ...headers, cookie: elif },
      });
      assert.equal(res.statusCode, 200, res.body);
      return res.json().data;
    };
    const camt = (entries: FixtureEntry[]) =>
      camt053Fixture({ iban: TL_ACCOUNT, statementId: `IADE-S-${++fileNo}`, entries });
    const balances = async (who: { kimlikNo: string; person: number }) => {
      const s = await summary(who);
      return {
        kullanilabilir: s.kullanilabilirTeminatTutari,
        iadeBekleyen: s.iadeBekleyenTeminatlarToplami,
        iadeAldigim: s.iadeAldigimTeminatlarToplami,
      };
    };
    const plus = (b: Awaited<ReturnType<typeof balances>>, d: Partial<Awaited<ReturnType<typeof balances>>>) => ({
      kullanilabilir: Math.round((b.kullanilabilir + (d.kullanilabilir ?? 0)) * 100) / 100,
      iadeBekleyen: Math.round((b.iadeBekleyen + (d.iadeBekleyen ?? 0)) * 100) / 100,
      iadeAldigim: Math.round((b.iadeAldigim + (d.iadeAldigim ?? 0)) * 100) / 100,
    });
    /** Requests of the given amounts, put into one order by Elif, approved by Hakan. */
    const approvedOrder = async (requests: [{ kimlikNo: string; person: number }, number][]) => {
      const ids: number[] = [];
      for (const [who, amount] of requests) ids.push(await bidderRefund(who, amount));
      const order = (await prepare(elif, ids)).json().data as StaffPaymentOrder;
      assert.equal((await staff(hakan, 'POST', `/talimatlar/${order.id}/onay`)).statusCode, 200);
      return { ids, orderId: order.id };
    };
    const download = async (orderId: number, cookie = elif) => {
      const res = await staff(cookie, 'GET', `/talimatlar/${orderId}/dosya`);
      assert.equal(res.statusCode, 200, res.body);
    };
    const debitLines = async (durum: 'eslesti' | 'eslesmedi') =>
      (await staff(elif, 'GET', `/ekstre-borc-satirlari?durum=${durum}`)).json().data.items as StatementDebitLine[];
    const historyRow = async (who: { kimlikNo: string; person: number }, pred: (h: HistoryItem) => boolean) =>
      (
        (
          await t.call(who.kimlikNo, { method: 'GET', url: `/api/v1/Teminat/TeminatGecmisi?cariId=${who.person}` })
        ).json().data.items as HistoryItem[]
      ).filter(pred);

    it('the first download marks the refunds sent; the statement showing the transfer settles each once; other debits are listed', async () => {
      const start = await balances(mehmet);
      const { ids, orderId } = await approvedOrder([
        [mehmet, 300],
        [ali, 200],
      ]);
      const [a, b] = ids;
      const requested = plus(start, { kullanilabilir: -300, iadeBekleyen: 300 });
      assert.deepEqual(await balances(mehmet), requested);

      // Hakan's order list says it is not sent; Elif downloads the file: sent, by her, now.
      await download(orderId);
      for (const id of ids) assert.equal((await requestState(id)).durum, 'gonderildi');
      const sentOrder = (await staff(hakan, 'GET', '/talimatlar'))
        .json()
        .data.find((o: StaffPaymentOrder) => o.id === orderId) as StaffPaymentOrder;
      assert.equal(sentOrder.gonderen, 'Elif Arslan');
      assert.equal(sentOrder.gonderimTarihi, TEST_NOW.toISOString());
      // A second download by another person is the same file and changes nothing.
      await download(orderId, hakan);
      const again = (await staff(hakan, 'GET', '/talimatlar'))
        .json()
        .data.find((o: StaffPaymentOrder) => o.id === orderId) as StaffPaymentOrder;
      assert.equal(again.gonderen, 'Elif Arslan');
      const queue = (await staff(elif, 'GET', '/iadeler?durum=gonderildi')).json().data.items as StaffRefundRequest[];
      assert.equal(queue.find((r) => r.id === a)?.gonderimTarihi, TEST_NOW.toISOString());
      // Sent is still pending for the bidder, and the history says it was sent.
      assert.deepEqual(await balances(mehmet), requested);
      assert.deepEqual(
        (await historyRow(mehmet, (h) => h.tur === 'iade_talebi' && h.cikisTutari === 300)).map((h) => h.durum),
        ['Gönderildi'],
      );

      const statement = camt([
        // Mehmet's transfer as the bank ran it: EndToEndId = request id, his IBAN, the amount.
        {
          amount: '300.00',
          debit: true,
          ref: `RF-${a}`,
          endToEndId: String(a),
          creditorIban: IBAN_MEHMET,
          sender: 'Mehmet Kaya',
          description: `Teminat iadesi ${a}`,
          date: '2026-11-21',
        },
        // Ali's: another amount than his request, so it settles nothing and waits for Mali İşler.
        {
          amount: '199.00',
          debit: true,
          ref: `RF-${b}`,
          endToEndId: String(b),
          creditorIban: IBAN_ALI,
          description: `Teminat iadesi ${b}`,
        },
        { amount: '12.50', debit: true, ref: `FEE-${a}`, description: 'Hesap işletim ücreti' },
      ]);
      const summaryOf = await upload(statement);
      assert.deepEqual(
        [summaryOf.borcHareket, summaryOf.yeniBorcSatiri, summaryOf.odenenIade, summaryOf.eslesmeyenBorc],
        [3, 3, 1, 2],
      );
      const settled = await requestState(a);
      assert.equal(settled.durum, 'tamamlandi');
      assert.equal(settled.odemeTarihi?.toISOString(), '2026-11-20T21:00:00.000Z');
      const [paid] = await ledgerOf('iade', a);
      assert.equal(paid.idempotencyKey, `iade:${a}`);
      assert.equal(paid.islemTarihi.toISOString(), '2026-11-20T21:00:00.000Z');
      assert.equal((await events('iadeOdendi', a)).length, 1);
      assert.deepEqual(await balances(mehmet), plus(requested, { iadeBekleyen: -300, iadeAldigim: 300 }));
      assert.deepEqual(
        (await historyRow(mehmet, (h) => h.tur === 'iade_talebi' && h.cikisTutari === 300)).map((h) => h.durum),
        ['Tamamlandı'],
      );
      assert.equal((await requestState(b)).durum, 'gonderildi');
      assert.equal((await ledgerOf('iade', b)).length, 0);
      assert.deepEqual(await events('iadeOdendi', b), []);

      // Mali İşler see the debit that settled Mehmet's refund, and the two that settled nothing.
      const matched = (await debitLines('eslesti')).find((l) => l.bankaReferansi === `RF-${a}`);
      assert.deepEqual(
        [matched?.iadeTalebiId, matched?.cariUnvan, matched?.talepDurumu, matched?.aliciIban, matched?.tutar],
        [a, 'Mehmet Kaya', 'tamamlandi', IBAN_MEHMET, 300],
      );
      const open = (await debitLines('eslesmedi')).map((l) => l.bankaReferansi);
      for (const ref of [`RF-${b}`, `FEE-${a}`]) assert.ok(open.includes(ref), ref);

      // The same debit in an overlapping statement (as CSV this time) changes nothing.
      const overlap = await upload(
        csvFixture({
          iban: TL_ACCOUNT,
          entries: [
            {
              amount: '300.00',
              debit: true,
              ref: `RF-${a}`,
              creditorIban: IBAN_MEHMET,
              description: `Teminat iadesi ${a}`,
            },
          ],
        }),
        `iade-${fileNo}.csv`,
      );
      assert.deepEqual([overlap.yeniBorcSatiri, overlap.dahaOnceAktarilanBorc, overlap.odenenIade], [0, 1, 0]);
      assert.equal((await ledgerOf('iade', a)).length, 1);
      assert.equal((await events('iadeOdendi', a)).length, 1);
      assert.deepEqual(await balances(mehmet), plus(requested, { iadeBekleyen: -300, iadeAldigim: 300 }));
    });

    it('a transfer the bank returns is available deposit again, once, and the bidder is told; one that matches nothing stays a line for Mali İşler', async () => {
      const start = await balances(mehmet);
      const { ids, orderId } = await approvedOrder([[mehmet, 80]]);
      const [c] = ids;
      await download(orderId);
      await upload(
        camt([
          {
            amount: '80.00',
            debit: true,
            ref: `RF-${c}`,
            endToEndId: String(c),
            creditorIban: IBAN_MEHMET,
            description: `Teminat iadesi ${c}`,
          },
        ]),
      );
      assert.deepEqual(await balances(mehmet), plus(start, { kullanilabilir: -80, iadeAldigim: 80 }));

      // The next day the bank returns it (closed account): camt.053 RtrInf, the original EndToEndId.
      const returnFile = camt([
        {
          amount: '80.00',
          ref: `RT-${c}`,
          endToEndId: String(c),
          returned: true,
          description: 'IADE - HESAP KAPALI',
          date: '2026-11-22',
        },
        // A "return" of another amount than the request is no return of it: an ordinary unmatched credit.
        { amount: '79.00', ref: `RT-X-${c}`, description: `Teminat iadesi ${c} iade` },
      ]);
      const imported = await upload(returnFile);
      assert.deepEqual([imported.donenIade, imported.eslesmeyen], [1, 1]);
      const back = await requestState(c);
      assert.equal(back.durum, 'iade_dondu');
      assert.equal(back.donusTarihi?.toISOString(), '2026-11-21T21:00:00.000Z');
      const [row] = await ledgerOf('iade_donusu', c);
      assert.deepEqual([row.idempotencyKey, row.yon, row.tutar], [`iade-donus:${c}`, 1, '80.00']);
      // Available again, neither pending nor refunded.
      assert.deepEqual(await balances(mehmet), start);
      const [notice] = await events('iadeDondu', c);
      assert.deepEqual(notice.veri, {
        tur: 'iadeDondu',
        cariId: mehmet.person,
        tutar: { kurus: 8000, paraBirimiId: PARA_BIRIMI.TL.id },
      });
      const [line] = await t.handle.db
        .select()
        .from(bankaEkstreSatiri)
        .where(eq(bankaEkstreSatiri.bankaReferansi, `RT-${c}`));
      assert.deepEqual(
        [line.durum, line.cariId, line.iadeTalebiId, line.teminatHareketId],
        ['eslesti', mehmet.person, c, row.id],
      );
      const [other] = await t.handle.db
        .select()
        .from(bankaEkstreSatiri)
        .where(eq(bankaEkstreSatiri.bankaReferansi, `RT-X-${c}`));
      assert.equal(other.durum, 'eslesmedi');
      assert.deepEqual(
        (await historyRow(mehmet, (h) => h.tur === 'iade_talebi' && h.cikisTutari === 80)).map((h) => h.durum),
        ['Bankadan döndü'],
      );
      assert.deepEqual(
        (await historyRow(mehmet, (h) => h.tur === 'iade_donusu')).map((h) => [h.girisTutari, h.durum]),
        [[80, 'Tamamlandı']],
      );

      // The return repeated in an overlapping statement changes nothing.
      const again = await upload(
        camt([{ amount: '80.00', ref: `RT-${c}`, endToEndId: String(c), returned: true, description: 'IADE' }]),
      );
      assert.equal(again.donenIade, 0);
      assert.equal((await ledgerOf('iade_donusu', c)).length, 1);
      assert.equal((await events('iadeDondu', c)).length, 1);
      assert.deepEqual(await balances(mehmet), start);
    });

    it('a return seen before the transfer (CSV, by the remittance text) counts the refund paid and returned; the later debit only links', async () => {
      const start = await balances(ali);
      const { ids, orderId } = await approvedOrder([[ali, 25]]);
      const [d] = ids;
      await download(orderId);
      const csv = csvFixture({
        iban: TL_ACCOUNT,
        entries: [
          { amount: '25.00', ref: `RT-${d}`, description: `TEMİNAT İADESİ ${d} IADE DONUSU`, sender: 'ORNEK BANKA' },
        ],
      });
      assert.equal((await upload(csv, `iade-${fileNo}.csv`)).donenIade, 1);
      assert.equal((await requestState(d)).durum, 'iade_dondu');
      assert.equal((await ledgerOf('iade', d)).length, 1);
      assert.equal((await ledgerOf('iade_donusu', d)).length, 1);
      assert.deepEqual(await balances(ali), start);
      const debit = await upload(
        camt([
          {
            amount: '25.00',
            debit: true,
            ref: `RF-${d}`,
            endToEndId: String(d),
            creditorIban: IBAN_ALI,
            description: '',
          },
        ]),
      );
      assert.deepEqual([debit.odenenIade, debit.eslesmeyenBorc], [1, 0]);
      assert.equal((await requestState(d)).durum, 'iade_dondu');
      assert.equal((await ledgerOf('iade', d)).length, 1);
      assert.deepEqual(await events('iadeOdendi', d), []);
      assert.deepEqual(await balances(ali), start);
    });
  });

  describe('races (run with TEST_DATABASE=postgres for real concurrency)', () => {
    it('one order approved by two approvers at once: approved once, each request approved', async () => {
      const ids = [await bidderRefund(mehmet, 11), await bidderRefund(ali, 12), await bidderRefund(ali, 13)];
      const third = await staffCookie(t.app, TEST_STAFF.mali2.kimlikNo);
      const order = (await prepare(elif, ids)).json().data as StaffPaymentOrder;
      const results = await Promise.all(
        [hakan, third, hakan, third].map((c) => staff(c, 'POST', `/talimatlar/${order.id}/onay`)),
      );
      assert.deepEqual(
        results.map((r) => r.statusCode).sort(),
        [200, 409, 409, 409],
        results.map((r) => r.body).join('\n'),
      );
      for (const id of ids) assert.equal((await requestState(id)).durum, 'onaylandi');
      const audit = await t.handle.db
        .select()
        .from(denetimKaydi)
        .where(and(eq(denetimKaydi.islem, 'mali.talimat-onay'), eq(denetimKaydi.hedefId, String(order.id))));
      assert.equal(audit.length, 1);
    });

    it('reject and prepare racing for one request: exactly one wins', async () => {
      for (let round = 0; round < 5; round++) {
        const id = await bidderRefund(ali, 1);
        const [red, prep] = await Promise.all([
          staff(hakan, 'POST', `/iadeler/${id}/red`, { neden: 'Yarış' }),
          prepare(elif, [id]),
        ]);
        const wins = [red, prep].filter((r) => r.statusCode === 200).length;
        assert.equal(wins, 1, `${red.statusCode} ${prep.statusCode}`);
        const talep = await requestState(id);
        const redRows = (await ledgerOf('iade_red', id)).length;
        if (red.statusCode === 200) {
          assert.equal(talep.durum, 'reddedildi');
          assert.equal(redRows, 1);
        } else {
          assert.equal(talep.durum, 'talimatta');
          assert.equal(redRows, 0);
        }
        // No order is left empty by the loser.
        const empty = await t.handle.db.execute(sql`
          select o.id from odeme_talimati o
          where not exists (select 1 from teminat_iade_talebi t where t.odeme_talimati_id = o.id) and o.durum = 'hazirlandi'`);
        assert.equal((empty as unknown as { rows: unknown[] }).rows.length, 0);
      }
    });

    it('two orders racing for the same requests: exactly one holds them', async () => {
      const ids = [await bidderRefund(ali, 2), await bidderRefund(ali, 3)];
      const results = await Promise.all([prepare(elif, ids), prepare(hakan, [...ids].reverse()), prepare(elif, ids)]);
      assert.deepEqual(results.map((r) => r.statusCode).sort(), [200, 409, 409]);
      const orders = new Set((await Promise.all(ids.map(requestState))).map((r) => r.odemeTalimatiId));
      assert.equal(orders.size, 1);
    });

    it('two USD refund requests of one account at once cannot overdraw the USD deposit', async () => {
      const usdBefore = (await ledgerBalances(t.handle.db, mehmet.person, PARA_BIRIMI.USD.id)).kullanilabilir;
      const each = Math.floor(usdBefore * 0.6 * 100) / 100;
      const results = await Promise.all(
        Array.from({ length: 4 }, () =>
          t.call(mehmet.kimlikNo, {
            method: 'POST',
            url: '/api/v1/Teminat/TeminatIade',
            payload: { cariId: mehmet.person, talepTutari: each, paraBirimi: 'USD' },
          }),
        ),
      );
      assert.equal(results.filter((r) => r.statusCode === 200).length, 1);
      const usdAfter = (await ledgerBalances(t.handle.db, mehmet.person, PARA_BIRIMI.USD.id)).kullanilabilir;
      assert.equal(Math.round(usdAfter * 100), Math.round(usdBefore * 100) - Math.round(each * 100));
      assert.ok(usdAfter >= 0);
    });
  });
});

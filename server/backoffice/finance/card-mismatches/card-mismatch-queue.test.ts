// Also on PostgreSQL: two clicks at once credit or refund exactly once.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, eq, sql } from 'drizzle-orm';
import { TENDER_STATUS } from '../../../../lib/contract/lookups';
import type { StaffCardMismatch } from '../../../../lib/contract/card-mismatch';
import { ODEME_DURUMU } from '../../../../lib/contract/money';
import { CARD_MISMATCH_MESSAGES as M } from '../../../../lib/rules/card-mismatch';
import { blockDeposit } from '../../../money/ledger/deposit-blocks';
import { DEV_POS } from '../../../config';
import { TEST_STAFF } from '../../../seed/constants';
import {
  bildirimOlayi,
  denetimKaydi,
  ihale,
  ihaleTahsilat,
  kartOdeme,
  kartOdemeUyusmazlik,
  personel,
  teminatHareket,
} from '../../../db/schema';
import { ACCOUNTS, openProfileTestApp, TEST_NOW, type ProfileTestContext } from '../../../modules/persons/test-support';
import { appPos } from '../../../money/pos/app-pos';
import { signFields } from '../../../money/pos/nestpay-hash';
import { claimCardRefund, STUCK_REFUND_MINUTES } from './queries';
import { REFUND_CHECK_MESSAGES as CHECK } from '../../../../lib/rules/card-mismatch';
import { failNextStandInRefund, STAND_IN_REFUND_DECLINE, standInRefunds } from '../../../money/pos/stand-in-bank-api';
import { eventKeys } from '../../../notifications/event-keys';
import { staffCookie } from '../../test-support';

/**
 * Kart Ödemesi Uyuşmazlıkları end to end (docs/architecture.md §9): a genuine approval the portal
 * does not credit by itself waits with the bank's data, and Mali İşler either refunds it to the card
 * through the virtual POS or credits it as deposit, each exactly once.
 */
const CALLBACK = '/api/odeme/3d/sonuc';
const QUEUE = '/api/yonetim/mali/kart-uyusmazliklari';
const mehmet = ACCOUNTS.mehmet;

describe('card payment mismatches (Mali İşler)', () => {
  let t: ProfileTestContext;
  let elif: string;
  let hakan: string;

  const staff = (cookie: string, method: 'GET' | 'POST', url: string) =>
    t.app.inject({ method, url, headers: { cookie }, payload: method === 'POST' ? {} : undefined });
  const startDeposit = async (tutar: number, paraBirimi = 'TL') => {
    const res = await t.call(mehmet.kimlikNo, {
      method: 'POST',
      url: '/api/v1/Odeme/KartOdemeBaslat',
      payload: { amac: 'teminat', cariId: mehmet.person, tutar, paraBirimi },
    });
    assert.equal(res.statusCode, 200, res.body);
    return res.json().data as { odemeId: string; fields: Record<string, string> };
  };
  /** The bank's approved answer to a started payment, signed with the stand-in's store key, with any field changed. */
  const approved = (fields: Record<string, string>, change: Record<string, string> = {}) => {
    const { hash, ...rest } = signFields(
      {
        ...fields,
        Response: 'Approved',
        ProcReturnCode: '00',
        mdStatus: '1',
        AuthCode: '654321',
        MaskedPan: '450803******4509',
        ErrMsg: '',
        ...change,
      },
      DEV_POS.storeKey,
    );
    return { ...rest, HASH: hash };
  };
  const postCallback = (fields: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: CALLBACK,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(fields).toString(),
    });
  const available = async (currency: 'TL' | 'USD' = 'TL') => {
    const data = (
      await t.call(mehmet.kimlikNo, { method: 'GET', url: `/api/v1/Teminat/Detay?cariId=${mehmet.person}` })
    ).json().data;
    if (currency === 'TL') return data.teminatKullanilabilirTutar as number;
    const usd = (data.paraBirimleri ?? []).find((p: { paraBirimi: string }) => p.paraBirimi === 'USD');
    return (usd?.teminatKullanilabilirTutar ?? 0) as number;
  };
  const queue = async (query = '') => {
    const res = await staff(elif, 'GET', `${QUEUE}${query}`);
    assert.equal(res.statusCode, 200, res.body);
    return res.json().data as StaffCardMismatch[];
  };
  const itemOf = async (odemeId: string, query = '') => (await queue(query)).find((i) => i.odemeId === odemeId);
  const ledger = (key: string) =>
    t.handle.db.select().from(teminatHareket).where(eq(teminatHareket.idempotencyKey, key));
  const audits = (islem: string, id: number) =>
    t.handle.db
      .select()
      .from(denetimKaydi)
      .where(and(eq(denetimKaydi.islem, islem), eq(denetimKaydi.hedefId, String(id))));

  before(async () => {
    t = await openProfileTestApp();
    elif = await staffCookie(t.app, TEST_STAFF.mali.kimlikNo);
    hakan = await staffCookie(t.app, TEST_STAFF.mali2.kimlikNo);
  });
  after(async () => {
    await t?.close();
  });

  it('an approval of another amount is not credited: it waits in the queue with what the bank reported', async () => {
    const before = await available();
    const started = await startDeposit(700);
    const answer = approved(started.fields, { amount: '750.00' });
    assert.equal((await postCallback(answer)).statusCode, 303);
    assert.equal((await postCallback(answer)).statusCode, 303, 'the same answer again');

    assert.equal(await available(), before, 'nothing credited by itself');
    assert.equal((await ledger(`kart:${started.odemeId}`)).length, 0);
    const items = (await queue()).filter((i) => i.odemeId === started.odemeId);
    assert.equal(items.length, 1, 'queued once');
    const [item] = items;
    assert.equal(item.neden, 'tutar_farkli');
    assert.equal(item.durum, 'beklemede');
    assert.equal(item.cariId, mehmet.person);
    assert.equal(item.cariUnvan, 'Mehmet Kaya');
    assert.equal(item.siparisTutari, 700);
    assert.equal(item.siparisParaBirimi, 'TL');
    assert.equal(item.bankaTutari, '750.00');
    assert.equal(item.bankaParaBirimiKodu, '949');
    assert.equal(item.bankaParaBirimi, 'TL');
    assert.equal(item.onayKodu, '654321');
    assert.equal(item.maskeliKartNo, '450803******4509');
    assert.equal(item.bankaYaniti, 'Approved 00');
    assert.equal(item.karar, null);
  });

  it('"Teminata aktar" credits the bank’s amount as deposit once, under two clicks at once', async () => {
    const started = await startDeposit(300);
    await postCallback(approved(started.fields, { amount: '310.50' }));
    const item = await itemOf(started.odemeId);
    assert.ok(item);
    const before = await available();

    const [a, b] = await Promise.all([
      staff(elif, 'POST', `${QUEUE}/${item.id}/teminata-aktar`),
      staff(hakan, 'POST', `${QUEUE}/${item.id}/teminata-aktar`),
    ]);
    assert.deepEqual([a.statusCode, b.statusCode].sort(), [200, 409], `${a.body} ${b.body}`);
    const refused = a.statusCode === 409 ? a : b;
    assert.deepEqual(refused.json().mesajList, [M.notWaiting]);

    assert.equal(Math.round((await available()) * 100), Math.round((before + 310.5) * 100));
    const rows = await ledger(`kart-uyusmazlik:${item.id}`);
    assert.equal(rows.length, 1);
    assert.equal(rows[0].tur, 'yatirma');
    assert.equal(rows[0].cariId, mehmet.person);
    assert.equal(rows[0].aciklama, 'Teminat yatırma (Kredi Kartı, Mali İşler onayıyla) **** 4509');
    assert.ok(rows[0].personelId, 'the deciding staff member is on the ledger row');
    const told = await t.handle.db
      .select()
      .from(bildirimOlayi)
      .where(eq(bildirimOlayi.tekilAnahtar, eventKeys.teminatAlindi(`kart-uyusmazlik:${item.id}`)));
    assert.equal(told.length, 1, 'the account hears its deposit arrived');

    assert.equal(await itemOf(started.odemeId), undefined, 'no longer open');
    const done = await itemOf(started.odemeId, '?durum=alacaklandirildi');
    assert.ok(done?.karar);
    assert.ok(['Elif Arslan', 'Hakan Yıldız'].includes(done.karar.personel), done.karar.personel);
    assert.equal((await audits('mali.kart-aktar', item.id)).length, 1);
    // Refunding it now is refused: the money is already in the deposit.
    const late = await staff(elif, 'POST', `${QUEUE}/${item.id}/karta-iade`);
    assert.equal(late.statusCode, 409);
    assert.equal(standInRefunds().filter((r) => r.oid === started.odemeId).length, 0);
  });

  it('"Karta iade et" refunds the bank’s amount to the card through the virtual POS once and closes the item', async () => {
    // A TL order the bank approved in USD.
    const started = await startDeposit(120);
    await postCallback(approved(started.fields, { currency: '840' }));
    const item = await itemOf(started.odemeId);
    assert.ok(item);
    assert.equal(item.bankaParaBirimi, 'USD');
    const beforeTl = await available();
    const beforeUsd = await available('USD');

    const [a, b] = await Promise.all([
      staff(elif, 'POST', `${QUEUE}/${item.id}/karta-iade`),
      staff(hakan, 'POST', `${QUEUE}/${item.id}/karta-iade`),
    ]);
    assert.deepEqual([a.statusCode, b.statusCode].sort(), [200, 409], `${a.body} ${b.body}`);

    const refunds = standInRefunds().filter((r) => r.oid === started.odemeId);
    assert.equal(refunds.length, 1, 'the bank was asked once');
    assert.equal(refunds[0].total, '120.00');
    assert.equal(refunds[0].currency, '840');
    assert.equal(await itemOf(started.odemeId), undefined, 'no longer open');
    const done = await itemOf(started.odemeId, '?durum=iade_edildi');
    assert.ok(done?.karar);
    assert.match(done.iadeSonucu ?? '', new RegExp(refunds[0].transId));
    assert.equal(await available(), beforeTl, 'nothing credited');
    assert.equal(await available('USD'), beforeUsd, 'nothing credited');
    assert.equal((await ledger(`kart-uyusmazlik:${item.id}`)).length, 0);
    const audit = await audits('mali.kart-iade', item.id);
    assert.equal(audit.length, 1);
    assert.equal((audit[0].sonraki as { durum: string }).durum, 'iade_edildi');
    // Crediting it afterwards is refused: the money went back to the card.
    const credit = await staff(hakan, 'POST', `${QUEUE}/${item.id}/teminata-aktar`);
    assert.equal(credit.statusCode, 409);
    assert.deepEqual(credit.json().mesajList, [M.notWaiting]);
  });

  it('a refund whose answer was lost is settled by asking the bank when Mali İşler open the queue', async () => {
    const [elifRow] = await t.handle.db
      .select({ id: personel.id })
      .from(personel)
      .where(eq(personel.kimlikNo, TEST_STAFF.mali.kimlikNo));
    const minutesAgo = (m: number) => new Date(TEST_NOW.getTime() - m * 60_000);
    const mismatch = async (tutar: number) => {
      const started = await startDeposit(tutar);
      await postCallback(approved(started.fields, { amount: `${tutar + 1}.00` }));
      const item = await itemOf(started.odemeId);
      assert.ok(item);
      return { odemeId: started.odemeId, id: item.id };
    };
    const row = async (id: number) =>
      (await t.handle.db.select().from(kartOdemeUyusmazlik).where(eq(kartOdemeUyusmazlik.id, id)))[0];
    // "Karta iade et" claimed each and the process died: after the bank refunded (a), before the
    // bank was asked (b), and one only just claimed, its call may still be under way (c).
    const a = await mismatch(81);
    const b = await mismatch(82);
    const c = await mismatch(83);
    const late = minutesAgo(STUCK_REFUND_MINUTES + 1);
    await claimCardRefund(t.handle.db, { id: a.id, personelId: elifRow.id, now: late });
    const refund = await appPos(t.app).refund(a.odemeId, 8200n, '949');
    assert.equal(refund.approved, true);
    await claimCardRefund(t.handle.db, { id: b.id, personelId: elifRow.id, now: late });
    await claimCardRefund(t.handle.db, { id: c.id, personelId: elifRow.id, now: minutesAgo(2) });

    const open = await queue();
    assert.equal(
      open.find((i) => i.id === a.id),
      undefined,
      'refunded at the bank: no longer open',
    );
    const done = await row(a.id);
    assert.equal(done.durum, 'iade_edildi');
    assert.match(done.iadeSonucu ?? '', new RegExp(`işlem no ${refund.transId}`));
    const back = open.find((i) => i.id === b.id);
    assert.equal(back?.durum, 'beklemede', 'no refund at the bank: waiting again');
    assert.equal(back?.karar, null);
    assert.match(back?.iadeSonucu ?? '', /iade yapılmamış/);
    assert.equal(open.find((i) => i.id === c.id)?.durum, 'iade_ediliyor', 'a recent claim is not asked about');

    for (const [id, durum] of [
      [a.id, 'iade_edildi'],
      [b.id, 'beklemede'],
    ] as const) {
      const audit = await audits('mali.kart-iade', id);
      assert.equal(audit.length, 1, `one audit record for ${id}`);
      assert.equal(audit[0].personelId, null, 'the system settled it');
      assert.equal((audit[0].sonraki as { durum: string }).durum, durum);
    }
    assert.equal((await audits('mali.kart-iade', c.id)).length, 0);
    // Opening the queue again changes nothing; the one sent back is refunded by the button once.
    await queue();
    assert.equal((await row(a.id)).durum, 'iade_edildi');
    assert.equal((await audits('mali.kart-iade', a.id)).length, 1);
    const retry = await staff(elif, 'POST', `${QUEUE}/${b.id}/karta-iade`);
    assert.equal(retry.statusCode, 200, retry.body);
    assert.equal(standInRefunds().filter((r) => r.oid === b.odemeId).length, 1);
    assert.equal(standInRefunds().filter((r) => r.oid === a.odemeId).length, 1, 'a was never refunded twice');
  });

  describe('a refund the bank does not answer definitely is never credited as well', () => {
    const mismatch = async (tutar: number) => {
      const started = await startDeposit(tutar);
      await postCallback(approved(started.fields, { amount: `${tutar}.50` }));
      const item = await itemOf(started.odemeId);
      assert.ok(item);
      return { odemeId: started.odemeId, id: item.id, amount: `${tutar}.50` };
    };
    const row = async (id: number) =>
      (await t.handle.db.select().from(kartOdemeUyusmazlik).where(eq(kartOdemeUyusmazlik.id, id)))[0];
    const refundsOf = (oid: string) => standInRefunds().filter((r) => r.oid === oid);

    it('the bank refunds and its answer is lost: the item stays "İade işleniyor", cannot be credited or refunded again, and is settled as refunded on the next opening', async () => {
      const m = await mismatch(91);
      const before = await available();
      failNextStandInRefund(m.odemeId, 'answer-lost');

      const res = await staff(elif, 'POST', `${QUEUE}/${m.id}/karta-iade`);
      assert.equal(res.statusCode, 502, res.body);
      assert.equal(res.json().key, 'RefundOutcomeUnknown');
      assert.deepEqual(res.json().mesajList, [CHECK.outcomeUnknown]);
      assert.equal(refundsOf(m.odemeId).length, 1, 'the bank did refund');
      const pending = await row(m.id);
      assert.equal(pending.durum, 'iade_ediliyor', 'not back to waiting: the bank may have refunded');
      assert.equal(pending.iadeSonucu, CHECK.rowResult);
      const tried = await audits('mali.kart-iade', m.id);
      assert.equal(tried.length, 1);
      assert.ok(tried[0].personelId, 'the staff member’s attempt is on record');
      assert.equal((tried[0].sonraki as { durum: string }).durum, 'iade_ediliyor');

      // Meanwhile nothing else can take it: no credit, no second refund.
      for (const [cookie, act] of [
        [hakan, 'teminata-aktar'],
        [elif, 'teminata-aktar'],
        [hakan, 'karta-iade'],
      ] as const) {
        const other = await staff(cookie, 'POST', `${QUEUE}/${m.id}/${act}`);
        assert.equal(other.statusCode, 409, `${act}: ${other.body}`);
        assert.deepEqual(other.json().mesajList, [CHECK.underWay]);
      }
      assert.equal(refundsOf(m.odemeId).length, 1, 'the bank was asked once');
      assert.equal((await ledger(`kart-uyusmazlik:${m.id}`)).length, 0);
      assert.equal(await available(), before);

      // Opening the queue asks the bank at once (the call is over), well before STUCK_REFUND_MINUTES.
      assert.equal(await itemOf(m.odemeId), undefined, 'refunded at the bank: no longer open');
      const done = await row(m.id);
      assert.equal(done.durum, 'iade_edildi');
      assert.match(done.iadeSonucu ?? '', new RegExp(`işlem no ${refundsOf(m.odemeId)[0].transId}`));
      const settled = await audits('mali.kart-iade', m.id);
      assert.equal(settled.length, 2);
      assert.ok(settled.some((a) => a.personelId === null && (a.sonraki as { durum: string }).durum === 'iade_edildi'));

      const late = await staff(hakan, 'POST', `${QUEUE}/${m.id}/teminata-aktar`);
      assert.equal(late.statusCode, 409);
      assert.deepEqual(late.json().mesajList, [M.notWaiting]);
      assert.equal((await ledger(`kart-uyusmazlik:${m.id}`)).length, 0, 'never credited');
      assert.equal(await available(), before, 'paid back once, to the card only');
      assert.equal(refundsOf(m.odemeId).length, 1);
    });

    it('the request is lost before the bank: the item waits in "İade işleniyor" until the bank, asked after STUCK_REFUND_MINUTES, shows no refund', async () => {
      const m = await mismatch(92);
      failNextStandInRefund(m.odemeId, 'request-lost');
      const res = await staff(elif, 'POST', `${QUEUE}/${m.id}/karta-iade`);
      assert.equal(res.statusCode, 502, res.body);
      assert.equal(refundsOf(m.odemeId).length, 0);

      // Asked at once, the bank shows the sale only; it may still process a request it got late.
      const shown = await itemOf(m.odemeId);
      assert.equal(shown?.durum, 'iade_ediliyor');
      assert.equal(shown?.iadeSonucu, CHECK.rowResult, 'the screen says the bank is being asked');
      assert.equal((await staff(hakan, 'POST', `${QUEUE}/${m.id}/teminata-aktar`)).statusCode, 409);

      await t.handle.db
        .update(kartOdemeUyusmazlik)
        .set({ kararTarihi: new Date(TEST_NOW.getTime() - (STUCK_REFUND_MINUTES + 1) * 60_000) })
        .where(eq(kartOdemeUyusmazlik.id, m.id));
      const back = await itemOf(m.odemeId);
      assert.equal(back?.durum, 'beklemede');
      assert.match(back?.iadeSonucu ?? '', /iade yapılmamış/);
      const credit = await staff(hakan, 'POST', `${QUEUE}/${m.id}/teminata-aktar`);
      assert.equal(credit.statusCode, 200, credit.body);
      assert.equal((await ledger(`kart-uyusmazlik:${m.id}`)).length, 1);
      assert.equal(refundsOf(m.odemeId).length, 0);
    });

    it('a definite decline sends the item back to waiting with the bank’s reason, and it may be credited', async () => {
      const m = await mismatch(93);
      const before = await available();
      failNextStandInRefund(m.odemeId, 'declined');
      const res = await staff(elif, 'POST', `${QUEUE}/${m.id}/karta-iade`);
      assert.equal(res.statusCode, 409, res.body);
      assert.equal(res.json().key, 'RefundRefused');
      assert.deepEqual(res.json().mesajList, [M.refundRefused(STAND_IN_REFUND_DECLINE)]);
      assert.equal(refundsOf(m.odemeId).length, 0);

      const back = await itemOf(m.odemeId);
      assert.equal(back?.durum, 'beklemede');
      assert.equal(back?.iadeSonucu, STAND_IN_REFUND_DECLINE);
      assert.equal(back?.karar, null);
      const audit = await audits('mali.kart-iade', m.id);
      assert.equal(audit.length, 1);
      assert.equal((audit[0].sonraki as { durum: string }).durum, 'beklemede');

      const credit = await staff(hakan, 'POST', `${QUEUE}/${m.id}/teminata-aktar`);
      assert.equal(credit.statusCode, 200, credit.body);
      assert.equal((await ledger(`kart-uyusmazlik:${m.id}`)).length, 1);
      assert.equal(Math.round((await available()) * 100), Math.round((before + 93.5) * 100));
    });
  });

  it('a late balance payment the won tender no longer takes waits in the queue instead of being dropped', async () => {
    const db = t.handle.db;
    const [won] = await db
      .select({ id: ihale.id, teminat: ihale.teminatTutari, paraBirimiId: ihale.paraBirimiId })
      .from(ihale)
      .where(
        sql`${ihale.ihaleDurumuId} = ${TENDER_STATUS.kazananBelirli} and ${ihale.odemeDurumu} = ${ODEME_DURUMU.bekleniyor}
            and ${ihale.paraBirimiId} = 1`,
      )
      .orderBy(ihale.id)
      .limit(1);
    assert.ok(won, 'the seed has a won tender awaiting payment');
    await db
      .update(ihale)
      .set({ kazananCariId: mehmet.person, sonOdemeTarihi: new Date(TEST_NOW.getTime() + 86_400_000) })
      .where(eq(ihale.id, won.id));
    await blockDeposit(db, {
      cariId: mehmet.person,
      ihaleId: won.id,
      tutar: Number(won.teminat),
      paraBirimiId: won.paraBirimiId,
      at: TEST_NOW,
    });
    const res = await t.call(mehmet.kimlikNo, {
      method: 'POST',
      url: '/api/v1/Odeme/KartOdemeBaslat',
      payload: { amac: 'ihale_bakiye', cariId: mehmet.person, ihaleId: won.id },
    });
    assert.equal(res.statusCode, 200, res.body);
    const started = res.json().data as { odemeId: string; fields: Record<string, string> };
    // The payment timed out, and meanwhile the deadline passed and the sale was forfeited.
    await db.execute(
      sql`update kart_odeme set olusturma_tarihi = ${new Date(TEST_NOW.getTime() - 16 * 60_000).toISOString()} where id = ${started.odemeId}`,
    );
    await db.update(ihale).set({ odemeDurumu: ODEME_DURUMU.yandi }).where(eq(ihale.id, won.id));
    const before = await available();

    const answer = approved(started.fields);
    assert.equal((await postCallback(answer)).statusCode, 303);
    assert.equal((await postCallback(answer)).statusCode, 303, 'the same answer again');

    assert.equal((await db.select().from(ihaleTahsilat).where(eq(ihaleTahsilat.ihaleId, won.id))).length, 0);
    assert.equal(await available(), before, 'not turned into deposit by itself');
    const [payment] = await db.select().from(kartOdeme).where(eq(kartOdeme.id, started.odemeId));
    assert.equal(payment.durum, 'zaman_asimi');
    const items = (await queue()).filter((i) => i.odemeId === started.odemeId);
    assert.equal(items.length, 1);
    assert.equal(items[0].neden, 'gec_odenemedi');
    assert.equal(items[0].amac, 'ihale_bakiye');
    assert.equal(items[0].ihaleId, won.id);
    assert.equal(items[0].bankaTutari, started.fields.amount);
  });

  it('only Mali İşler may see or decide; a bidder or an anonymous caller gets 401', async () => {
    const started = await startDeposit(55);
    await postCallback(approved(started.fields, { amount: '56.00' }));
    const item = await itemOf(started.odemeId);
    assert.ok(item);
    const calls = [
      ['GET', QUEUE],
      ['POST', `${QUEUE}/${item.id}/teminata-aktar`],
      ['POST', `${QUEUE}/${item.id}/karta-iade`],
    ] as const;
    const ihaleStaff = await staffCookie(t.app, TEST_STAFF.ihale.kimlikNo);
    const bidder = await t.as(mehmet.kimlikNo);
    for (const [method, url] of calls) {
      assert.equal((await staff(ihaleStaff, method, url)).statusCode, 403, `ihale → ${url}`);
      const asBidder = await t.app.inject({
        method,
        url,
        headers: bidder,
        payload: method === 'POST' ? {} : undefined,
      });
      assert.equal(asBidder.statusCode, 401, `bidder → ${url}`);
      const anon = await t.app.inject({ method, url, payload: method === 'POST' ? {} : undefined });
      assert.equal(anon.statusCode, 401, `anonymous → ${url}`);
    }
    assert.equal((await itemOf(started.odemeId))?.durum, 'beklemede', 'nothing decided');
    assert.equal(standInRefunds().filter((r) => r.oid === started.odemeId).length, 0);
  });
});

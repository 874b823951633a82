// Also on PostgreSQL: identical bank callbacks at once credit once.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { TENDER_STATUS } from '../../../lib/contract/lookups';
import { ODEME_DURUMU } from '../../../lib/contract/money';
import { CARD_PAYMENT_MESSAGES, STAND_IN_CARDS, STAND_IN_SMS_CODE } from '../../../lib/rules/card-payment';
import { depositReference } from '../../../lib/rules/payment-reference';
import { buildApp } from '../../app';
import { DEV_POS, loadConfig } from '../../config';
import type { Db } from '../../db/client';
import { bildirimOlayi, ihale, ihaleTahsilat, kartOdeme, kartOdemeBildirim, teminatHareket } from '../../db/schema';
import { eventKeys } from '../../notifications/event-keys';
import { ACCOUNTS, openProfileTestApp, TEST_NOW, type ProfileTestContext } from '../../modules/persons/test-support';
import type { TestDbHandle } from '../../db/test-db';
import { blockDeposit } from '../ledger/deposit-blocks';
import { toKurus } from '../../kernel/kurus';
import { signFields } from '../pos/nestpay-hash';
import { STAND_IN_BANK_MESSAGES } from '../pos/stand-in-bank-routes';

/**
 * Card payments end to end on the API (docs/architecture.md §9): the portal starts a payment, the
 * stand-in bank takes a test card and posts its signed answer back, and only a genuine, fresh
 * answer for the started amount credits anything, once.
 */

const START = '/api/v1/Odeme/KartOdemeBaslat';
const CALLBACK = '/api/odeme/3d/sonuc';
const mehmet = ACCOUNTS.mehmet;
const KIMLIK: Record<number, string> = {
  1: ACCOUNTS.ayse.kimlikNo,
  2: mehmet.kimlikNo,
  3: ACCOUNTS.ali.kimlikNo,
  4: ACCOUNTS.ayse.kimlikNo,
  5: ACCOUNTS.ayse.kimlikNo,
  6: ACCOUNTS.ali.kimlikNo,
};

const unescapeHtml = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The hidden fields of the page's form, as a browser would post them. */
function hiddenFields(html: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of html.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g)) {
    out[unescapeHtml(m[1])] = unescapeHtml(m[2]);
  }
  return out;
}

const form = (fields: Record<string, string>) => ({
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  payload: new URLSearchParams(fields).toString(),
});

describe('card payments through the virtual POS (3-D Secure)', () => {
  let t: ProfileTestContext;
  let db: Db;

  const start = async (body: Record<string, unknown>, who: string = mehmet.kimlikNo) =>
    t.call(who, { method: 'POST', url: START, payload: body });
  const startDeposit = async (tutar: string | number, paraBirimi = 'TL', cariId: number = mehmet.person) => {
    const res = await start({ amac: 'teminat', cariId, tutar, paraBirimi }, KIMLIK[cariId]);
    assert.equal(res.statusCode, 200, res.body);
    return res.json().data as { odemeId: string; gatewayUrl: string; fields: Record<string, string> };
  };
  /** The browser at the stand-in bank: the start form, then the card and SMS code; answers the result page. */
  const payAtBank = async (app: FastifyInstance, fields: Record<string, string>, pan: string) => {
    const gate = await app.inject({ method: 'POST', url: '/api/sanal-pos/3d', ...form(fields) });
    assert.equal(gate.statusCode, 200, gate.body);
    assert.match(gate.body, /Örnek Banka – 3D Secure Ödeme/);
    return app.inject({
      method: 'POST',
      url: '/api/sanal-pos/3d/onay',
      ...form({
        ...hiddenFields(gate.body),
        kartNo: pan,
        sonKullanma: '12/30',
        cvv: '123',
        smsKodu: STAND_IN_SMS_CODE,
      }),
    });
  };
  const postCallback = (fields: Record<string, string>, app: FastifyInstance = t.app) =>
    app.inject({ method: 'POST', url: CALLBACK, ...form(fields) });
  /** A callback as the bank would sign it (the stand-in's store key), for any fields a test wants. */
  const bankSigned = (fields: Record<string, string>) => {
    const { hash, ...rest } = signFields(fields, DEV_POS.storeKey);
    return { ...rest, HASH: hash };
  };
  const available = async (cariId = mehmet.person) =>
    (await t.call(KIMLIK[cariId], { method: 'GET', url: `/api/v1/Teminat/Detay?cariId=${cariId}` })).json().data
      .teminatKullanilabilirTutar as number;
  const ledgerRows = async (key: string) =>
    db.select().from(teminatHareket).where(eq(teminatHareket.idempotencyKey, key));
  const state = async (odemeId: string, cariId: number = mehmet.person) =>
    (await t.call(KIMLIK[cariId], { method: 'GET', url: `/api/v1/Odeme/Kart/${odemeId}?cariId=${cariId}` })).json()
      .data;
  const notices = async (odemeId: string) =>
    (await db.select().from(kartOdemeBildirim).where(eq(kartOdemeBildirim.kartOdemeId, odemeId))).map((r) => r.sonuc);
  /** A full approved round trip's signed answer, without posting it. */
  const approvedAnswer = async (tutar: string) => {
    const started = await startDeposit(tutar);
    const result = await payAtBank(t.app, started.fields, STAND_IN_CARDS.approved.pan);
    return { started, answer: hiddenFields(result.body) };
  };

  before(async () => {
    t = await openProfileTestApp();
    db = t.handle.db;
  });
  after(async () => {
    await t.close();
  });

  it('an approved card credits the deposit once the signed answer comes back, and the state says so', async () => {
    const before = await available();
    const started = await startDeposit('1.250,50');
    assert.equal(started.fields.amount, '1250.50');
    assert.equal(started.fields.currency, '949');
    assert.equal(started.fields.storetype, '3d_pay_hosting');
    assert.equal(started.fields.oid, started.odemeId);
    assert.ok(started.gatewayUrl.endsWith('/api/sanal-pos/3d'));
    assert.equal((await state(started.odemeId)).durum, 'baslatildi');

    const result = await payAtBank(t.app, started.fields, STAND_IN_CARDS.approved.pan);
    assert.equal(result.statusCode, 200);
    assert.match(result.body, /Ödemeniz onaylandı\./);
    const answer = hiddenFields(result.body);
    assert.equal(answer.Response, 'Approved');
    assert.equal(answer.MaskedPan, '450803******4509');

    const back = await postCallback(answer);
    assert.equal(back.statusCode, 303);
    assert.equal(
      back.headers.location,
      `http://localhost:3000/finansal-bilgilerim/teminat-bilgileri?odeme=${started.odemeId}`,
    );
    assert.equal(await available(), before + 1250.5);
    const [row] = await ledgerRows(`kart:${started.odemeId}`);
    assert.equal(row.aciklama, 'Teminat yatırma (Kredi Kartı) **** 4509');
    assert.equal(row.tur, 'yatirma');
    const s = await state(started.odemeId);
    assert.equal(s.durum, 'basarili');
    assert.equal(s.tutar, 1250.5);
    assert.equal(s.maskeliKartNo, '450803******4509');
    assert.deepEqual(await notices(started.odemeId), ['uygulandi']);

    // The same answer again (a reload, a bank retry): logged, nothing more credited.
    const again = await postCallback(answer);
    assert.equal(again.statusCode, 303);
    assert.equal(await available(), before + 1250.5);
    assert.equal((await ledgerRows(`kart:${started.odemeId}`)).length, 1);
    assert.deepEqual((await notices(started.odemeId)).sort(), ['tekrar', 'uygulandi']);
  });

  it('a declined card writes nothing to the ledger and the state carries the bank’s message', async () => {
    const before = await available();
    const started = await startDeposit(500);
    const result = await payAtBank(t.app, started.fields, STAND_IN_CARDS.declined.pan);
    const answer = hiddenFields(result.body);
    assert.equal(answer.Response, 'Declined');
    assert.equal((await postCallback(answer)).statusCode, 303);
    assert.equal(await available(), before);
    assert.equal((await ledgerRows(`kart:${started.odemeId}`)).length, 0);
    const s = await state(started.odemeId);
    assert.equal(s.durum, 'reddedildi');
    assert.equal(s.bankaMesaji, 'Kart limiti yetersiz.');
  });

  it('the timeout card never calls back; the bank page offers only a way back', async () => {
    const started = await startDeposit(300);
    const result = await payAtBank(t.app, started.fields, STAND_IN_CARDS.timeout.pan);
    assert.equal(result.statusCode, 200);
    assert.match(result.body, /Banka yanıt vermedi/);
    assert.deepEqual(hiddenFields(result.body), {});
    assert.equal(await (await notices(started.odemeId)).length, 0);
    const link = /<a [^>]*href="([^"]+)"/.exec(result.body)?.[1] ?? '';
    const back = await t.app.inject({
      method: 'GET',
      url: new URL(unescapeHtml(link)).pathname + new URL(unescapeHtml(link)).search,
    });
    assert.equal(back.statusCode, 303);
    assert.ok(back.headers.location?.toString().endsWith(`?odeme=${started.odemeId}`));
    assert.equal((await state(started.odemeId)).durum, 'baslatildi');
  });

  it('the stand-in bank refuses a forged start and a wrong SMS code', async () => {
    const started = await startDeposit(100);
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/sanal-pos/3d',
      ...form({ ...started.fields, amount: '1.00' }),
    });
    assert.equal(forged.statusCode, 400);
    assert.match(forged.body, new RegExp(STAND_IN_BANK_MESSAGES.forged));
    const gate = await t.app.inject({ method: 'POST', url: '/api/sanal-pos/3d', ...form(started.fields) });
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/sanal-pos/3d/onay',
      ...form({
        ...hiddenFields(gate.body),
        kartNo: STAND_IN_CARDS.approved.label,
        sonKullanma: '12/30',
        cvv: '123',
        smsKodu: '000000',
      }),
    });
    assert.equal(wrong.statusCode, 400);
    assert.match(wrong.body, /SMS doğrulama kodu hatalı\./);
  });

  it('a forged, altered, other-currency or unknown callback credits nothing', async () => {
    const before = await available();
    const { started, answer } = await approvedAnswer('700.00');
    const oid = started.odemeId;

    // Altered after the bank signed it: the signature no longer holds.
    const tampered = await postCallback({ ...answer, amount: '7000.00' });
    assert.equal(tampered.statusCode, 303);
    // Signed (say, with a leaked key) but for another amount, then another currency.
    const otherAmount = await postCallback(bankSigned({ ...answer, amount: '7.00', HASH: '' }));
    const otherCurrency = await postCallback(bankSigned({ ...answer, currency: '840', HASH: '' }));
    assert.equal(otherAmount.statusCode, 303);
    assert.equal(otherCurrency.statusCode, 303);
    // No such order.
    const unknown = await postCallback(bankSigned({ ...answer, oid: randomUUID(), HASH: '' }));
    assert.equal(unknown.statusCode, 400);
    assert.deepEqual(unknown.json().mesajList, [CARD_PAYMENT_MESSAGES.paymentNotFound]);
    // No signature at all.
    const { HASH: _h, ...unsigned } = answer;
    assert.equal((await postCallback(unsigned)).statusCode, 303);

    assert.equal(await available(), before);
    assert.equal((await ledgerRows(`kart:${oid}`)).length, 0);
    assert.equal((await state(oid)).durum, 'baslatildi');
    assert.deepEqual((await notices(oid)).sort(), ['imza-hatali', 'imza-hatali', 'tutar-farkli', 'tutar-farkli']);
  });

  it('an approval that comes after the timeout is credited once, as an on-time one, and the receipt notice goes out', async () => {
    const before = await available();
    const { started, answer } = await approvedAnswer('640.00');
    const oid = started.odemeId;
    // The payment started longer ago than the timeout, and a first look already closed it as timed out.
    await db.execute(
      sql`update kart_odeme set olusturma_tarihi = ${new Date(TEST_NOW.getTime() - 16 * 60_000).toISOString()} where id = ${oid}`,
    );
    assert.equal((await state(oid)).durum, 'zaman_asimi', 'read as timed out before any callback');
    await db.execute(sql`update kart_odeme set durum = 'zaman_asimi' where id = ${oid}`);

    const back = await postCallback(answer);
    assert.equal(back.statusCode, 303);
    assert.ok(back.headers.location?.toString().endsWith(`?odeme=${oid}`));
    assert.equal(await available(), before + 640);
    const [row] = await ledgerRows(`kart:${oid}`);
    assert.equal(row.tur, 'yatirma');
    assert.equal(row.aciklama, 'Teminat yatırma (Kredi Kartı) **** 4509');
    const s = await state(oid);
    assert.equal(s.durum, 'basarili');
    assert.equal(s.maskeliKartNo, '450803******4509');
    const told = await db
      .select()
      .from(bildirimOlayi)
      .where(eq(bildirimOlayi.tekilAnahtar, eventKeys.teminatAlindi(`kart:${oid}`)));
    assert.equal(told.length, 1, 'the account hears its deposit arrived');

    // The bank (or the browser) sends it again: nothing more.
    assert.equal((await postCallback(answer)).statusCode, 303);
    assert.equal(await available(), before + 640);
    assert.equal((await ledgerRows(`kart:${oid}`)).length, 1);
    assert.deepEqual((await notices(oid)).sort(), ['gec-uygulandi', 'tekrar']);
  });

  it('a decline that comes after the timeout only closes the payment as timed out', async () => {
    const before = await available();
    const started = await startDeposit(90);
    const result = await payAtBank(t.app, started.fields, STAND_IN_CARDS.declined.pan);
    await db.execute(
      sql`update kart_odeme set olusturma_tarihi = ${new Date(TEST_NOW.getTime() - 16 * 60_000).toISOString()} where id = ${started.odemeId}`,
    );
    assert.equal((await postCallback(hiddenFields(result.body))).statusCode, 303);
    assert.equal(await available(), before);
    const [row] = await db.select().from(kartOdeme).where(eq(kartOdeme.id, started.odemeId));
    assert.equal(row.durum, 'zaman_asimi');
    assert.deepEqual(await notices(started.odemeId), ['gec']);
  });

  it('refuses bad starts with Turkish messages', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ amac: 'teminat', cariId: mehmet.person, tutar: 0, paraBirimi: 'TL' }, CARD_PAYMENT_MESSAGES.amountPositive],
      [{ amac: 'teminat', cariId: mehmet.person, tutar: '', paraBirimi: 'TL' }, CARD_PAYMENT_MESSAGES.amountRequired],
      [
        { amac: 'teminat', cariId: mehmet.person, tutar: '12,345', paraBirimi: 'TL' },
        CARD_PAYMENT_MESSAGES.amountDecimals,
      ],
      [
        { amac: 'teminat', cariId: mehmet.person, tutar: '10000000,01', paraBirimi: 'TL' },
        CARD_PAYMENT_MESSAGES.amountTooLarge,
      ],
      [{ amac: 'teminat', cariId: mehmet.person, tutar: 'abc', paraBirimi: 'TL' }, CARD_PAYMENT_MESSAGES.amountInvalid],
      [{ amac: 'teminat', cariId: mehmet.person, tutar: 10, paraBirimi: 'GBP' }, CARD_PAYMENT_MESSAGES.currencyInvalid],
      [{ amac: 'hediye', cariId: mehmet.person, tutar: 10, paraBirimi: 'TL' }, CARD_PAYMENT_MESSAGES.purposeInvalid],
      [{ amac: 'ihale_bakiye', cariId: mehmet.person }, CARD_PAYMENT_MESSAGES.tenderRequired],
      [{ amac: 'ihale_bakiye', cariId: mehmet.person, ihaleId: 999_999 }, CARD_PAYMENT_MESSAGES.balanceNotDue],
    ];
    for (const [body, message] of cases) {
      const res = await start(body);
      assert.equal(res.statusCode, 400, JSON.stringify(body));
      assert.deepEqual(res.json().mesajList, [message], JSON.stringify(body));
    }
    const nonObject = await t.call(mehmet.kimlikNo, {
      method: 'POST',
      url: START,
      payload: '[1]',
      headers: { 'content-type': 'application/json' },
    });
    assert.equal(nonObject.statusCode, 400);
  });

  it('one account may neither start a payment for another nor read its payment', async () => {
    const mine = await startDeposit(50);
    const ayse = ACCOUNTS.ayse;
    const before = (await db.select({ n: sql<number>`count(*)::int` }).from(kartOdeme))[0].n;
    const res = await t.call(ayse.kimlikNo, {
      method: 'POST',
      url: START,
      payload: { amac: 'teminat', cariId: mehmet.person, tutar: 50, paraBirimi: 'TL' },
    });
    assert.equal(res.statusCode, 403);
    assert.equal((await db.select({ n: sql<number>`count(*)::int` }).from(kartOdeme))[0].n, before);
    const asHer = await t.call(ayse.kimlikNo, {
      method: 'GET',
      url: `/api/v1/Odeme/Kart/${mine.odemeId}?cariId=${ayse.person}`,
    });
    assert.equal(asHer.statusCode, 404);
    const naming = await t.call(ayse.kimlikNo, {
      method: 'GET',
      url: `/api/v1/Odeme/Kart/${mine.odemeId}?cariId=${mehmet.person}`,
    });
    assert.equal(naming.statusCode, 403);
    const anon = await t.call(null, {
      method: 'POST',
      url: START,
      payload: { amac: 'teminat', cariId: 2, tutar: 5, paraBirimi: 'TL' },
    });
    assert.equal(anon.statusCode, 401);
  });

  it('the answers that name no payment, to the bidder and to the bank, keep their exact shape', async () => {
    const notFoundBody = {
      key: 'NotFound',
      message: CARD_PAYMENT_MESSAGES.paymentNotFound,
      errors: [CARD_PAYMENT_MESSAGES.paymentNotFound],
      mesajList: [CARD_PAYMENT_MESSAGES.paymentNotFound],
    };
    const mine = await startDeposit(60);
    // The bidder: an id that is no payment id is a 404 like a missing one; the id's case does not matter.
    for (const id of ['not-a-uuid', randomUUID()]) {
      const res = await t.call(mehmet.kimlikNo, {
        method: 'GET',
        url: `/api/v1/Odeme/Kart/${id}?cariId=${mehmet.person}`,
      });
      assert.equal(res.statusCode, 404, id);
      assert.deepEqual(res.json(), notFoundBody, id);
    }
    assert.equal((await state(mine.odemeId.toUpperCase())).odemeId, mine.odemeId);

    // The bank: a callback that is no form is refused; one naming no payment is a 400 with the not-found body.
    const json = await t.app.inject({ method: 'POST', url: CALLBACK, payload: { oid: mine.odemeId } });
    assert.equal(json.statusCode, 415);
    assert.equal(json.json().key, 'UnsupportedMediaType');
    const unknown = await postCallback({ oid: randomUUID() });
    assert.equal(unknown.statusCode, 400);
    assert.equal(unknown.headers['cache-control'], 'no-store');
    assert.deepEqual(unknown.json(), notFoundBody);

    // The way back without a callback: to the payment's page when the oid names one, else to the deposit page.
    const back = async (query: string) => {
      const res = await t.app.inject({ method: 'GET', url: `${CALLBACK}${query}` });
      assert.equal(res.statusCode, 303, query);
      assert.equal(res.headers['cache-control'], 'no-store', query);
      return new URL(String(res.headers.location));
    };
    const own = await back(`?oid=${mine.odemeId.toUpperCase()}`);
    assert.equal(own.pathname + own.search, `/finansal-bilgilerim/teminat-bilgileri?odeme=${mine.odemeId}`);
    for (const query of ['', '?oid=x', `?oid=${randomUUID()}`, `?oid=${mine.odemeId}&oid=${mine.odemeId}`]) {
      const other = await back(query);
      assert.equal(other.pathname + other.search, '/finansal-bilgilerim/teminat-bilgileri', query);
    }
  });

  it('transfer details: the institution account for the currency and the personal reference', async () => {
    const res = await t.call(mehmet.kimlikNo, {
      method: 'GET',
      url: `/api/v1/Odeme/HavaleBilgileri?cariId=${mehmet.person}&paraBirimi=EUR`,
    });
    assert.equal(res.statusCode, 200, res.body);
    const data = res.json().data;
    assert.equal(data.paraBirimi, 'EUR');
    assert.equal(data.referans, depositReference(mehmet.person));
    assert.match(data.hesap.iban, /^TR\d{24}$/);
  });

  it('a USD deposit is credited in USD', async () => {
    const started = await startDeposit('250', 'USD');
    assert.equal(started.fields.currency, '840');
    const result = await payAtBank(t.app, started.fields, STAND_IN_CARDS.approved.pan);
    await postCallback(hiddenFields(result.body));
    const [row] = await ledgerRows(`kart:${started.odemeId}`);
    assert.equal(row.paraBirimiId, 2);
    assert.equal(Number(row.tutar), 250);
  });

  it('the same valid callback fired concurrently credits exactly once', async () => {
    const before = await available();
    const { started, answer } = await approvedAnswer('999.99');
    // A second portal instance on the same database where there is one (PostgreSQL): other connections, other pools.
    const second = await (t.handle as TestDbHandle).second?.();
    const other = second ? await buildApp({ config: loadConfig({}), db: second.db, now: () => TEST_NOW }) : t.app;
    try {
      const results = await Promise.all(
        Array.from({ length: 10 }, (_, i) => postCallback(answer, i % 2 === 0 ? t.app : other)),
      );
      assert.ok(results.every((r) => r.statusCode === 303));
    } finally {
      if (second) {
        await other.close();
        await second.close();
      }
    }
    assert.equal((await ledgerRows(`kart:${started.odemeId}`)).length, 1);
    assert.equal(Math.round((await available()) * 100), Math.round((before + 999.99) * 100));
    const n = await notices(started.odemeId);
    assert.equal(n.filter((x) => x === 'uygulandi').length, 1);
    assert.equal(n.filter((x) => x === 'tekrar').length, 9);
  });

  it('a balance payment marks the won tender paid and turns its deposit block into use', async () => {
    const [won] = await db
      .select({
        id: ihale.id,
        kazanan: ihale.kazananTutar,
        teminat: ihale.teminatTutari,
        paraBirimiId: ihale.paraBirimiId,
      })
      .from(ihale)
      .where(
        sql`${ihale.ihaleDurumuId} = ${TENDER_STATUS.kazananBelirli} and ${ihale.odemeDurumu} = ${ODEME_DURUMU.bekleniyor}
            and ${ihale.paraBirimiId} = 1`,
      )
      .orderBy(ihale.id)
      .limit(1);
    assert.ok(won, 'the seed has a won tender awaiting payment');
    // Mehmet won it (the seed's winners are accounts no test citizen acts for): his deposit blocked in
    // it, the deadline still ahead at the test clock.
    await db
      .update(ihale)
      .set({ kazananCariId: mehmet.person, sonOdemeTarihi: new Date(TEST_NOW.getTime() + 2 * 86_400_000) })
      .where(eq(ihale.id, won.id));
    await blockDeposit(db, {
      cariId: mehmet.person,
      ihaleId: won.id,
      tutar: Number(won.teminat),
      paraBirimiId: won.paraBirimiId,
      at: TEST_NOW,
    });
    const cariId = mehmet.person;
    // The client's amount is ignored: the server takes balanceDue.
    const res = await start({ amac: 'ihale_bakiye', cariId, ihaleId: won.id, tutar: 1 }, KIMLIK[cariId]);
    assert.equal(res.statusCode, 200, res.body);
    const started = res.json().data;
    const [row] = await db.select().from(kartOdeme).where(eq(kartOdeme.id, started.odemeId));
    assert.equal(
      toKurus(row.tutar),
      toKurus(won.kazanan) - toKurus(won.teminat),
      'won amount less the blocked deposit',
    );
    const transfer = await t.call(KIMLIK[cariId], {
      method: 'GET',
      url: `/api/v1/Odeme/HavaleBilgileri?cariId=${cariId}&ihaleId=${won.id}`,
    });
    assert.match(transfer.json().data.referans, /^IHL/);

    const result = await payAtBank(t.app, started.fields, STAND_IN_CARDS.approved.pan);
    const back = await postCallback(hiddenFields(result.body));
    assert.equal(back.statusCode, 303);
    assert.ok(
      back.headers.location?.toString().endsWith(`/katildigim-ihaleler?tab=kazandigim&odeme=${started.odemeId}`),
    );
    const [paid] = await db.select({ odeme: ihale.odemeDurumu }).from(ihale).where(eq(ihale.id, won.id));
    assert.equal(paid.odeme, ODEME_DURUMU.odendi);
    const collections = await db.select().from(ihaleTahsilat).where(eq(ihaleTahsilat.ihaleId, won.id));
    assert.equal(collections.length, 1);
    assert.equal(collections[0].kaynak, 'kart');
    const kinds = await db
      .select({ tur: teminatHareket.tur })
      .from(teminatHareket)
      .where(sql`${teminatHareket.ihaleId} = ${won.id} and ${teminatHareket.cariId} = ${cariId}`);
    assert.ok(
      kinds.some((k) => k.tur === 'kullanim'),
      'the block is used towards the payment',
    );
    // Paid: a second balance payment is refused.
    const again = await start({ amac: 'ihale_bakiye', cariId, ihaleId: won.id }, KIMLIK[cariId]);
    assert.equal(again.statusCode, 400);
    assert.deepEqual(again.json().mesajList, [CARD_PAYMENT_MESSAGES.balanceNotDue]);
  });
});

// Also on PostgreSQL: the same statement imported at once credits once.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, desc, eq, like, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { ODEME_DURUMU, PARA_BIRIMI } from '../../../lib/contract/money';
import { TENDER_STATUS } from '../../../lib/contract/lookups';
import { balanceReference, depositReference } from '../../../lib/rules/payment-reference';
import { STATEMENT_DEPOSIT_DESCRIPTION, STATEMENT_MESSAGES as M } from '../../../lib/rules/statement-schemas';
import { blockDeposit } from '../../money/ledger/deposit-blocks';
import {
  bankaEkstreSatiri,
  bankaEkstresi,
  bildirimOlayi,
  denetimKaydi,
  ihale,
  ihaleTahsilat,
  teminatHareket,
} from '../../db/schema';
import { TEST_STAFF } from '../../seed/constants';
import { INSTITUTION_ACCOUNTS } from '../../seed/data/institution-accounts';
import { balanceDue } from '../../money/balance-payment';
import { camt053Fixture, csvFixture, type FixtureEntry } from '../../money/statements/fixtures';
import { ledgerBalances } from '../../money/ledger/ledger-balances';
import { ACCOUNTS, openProfileTestApp, type ProfileTestContext } from '../../modules/persons/test-support';
import { multipartBody } from '../files/test-support';
import { staffCookie } from '../test-support';

const TL_IBAN = INSTITUTION_ACCOUNTS.TL.iban;
const UPLOAD = '/api/yonetim/mali/ekstreler';
const LINES = '/api/yonetim/mali/ekstre-satirlari';
const mehmet = ACCOUNTS.mehmet.person;

/** Bank statement import for Mali İşler (docs/architecture.md §9), on the seeded portal. */
describe('bank statement import', () => {
  let t: ProfileTestContext;
  let elif: string;
  let hakan: string;
  let fileNo = 0;

  before(async () => {
    t = await openProfileTestApp();
    elif = await staffCookie(t.app, TEST_STAFF.mali.kimlikNo);
    hakan = await staffCookie(t.app, TEST_STAFF.mali2.kimlikNo);
  });
  after(async () => {
    await t?.close();
  });

  const as = (cookie: string, opts: InjectOptions) =>
    t.app.inject({ ...opts, headers: { ...(opts.headers ?? {}), cookie } });
  const upload = (content: string, name = `ekstre-${++fileNo}.xml`, cookie = elif) => {
    const { payload, headers } = multipartBody({ name, type: 'application/octet-stream', bytes: Buffer.from(content) });
    return as(cookie, { method: 'POST', url: UPLOAD, payload, headers });
  };
  const availableKurus = async (cariId: number, currency: number = PARA_BIRIMI.TL.id) =>
    Math.round((await ledgerBalances(t.handle.db, cariId, currency)).kullanilabilir * 100);
  const lineByRef = async (ref: string) =>
    (await t.handle.db.select().from(bankaEkstreSatiri).where(eq(bankaEkstreSatiri.bankaReferansi, ref)))[0];
  const count = async (table: typeof bankaEkstresi | typeof teminatHareket | typeof bankaEkstreSatiri) =>
    (await t.handle.db.select({ n: sql<number>`count(*)::int` }).from(table))[0].n;
  const camt = (entries: FixtureEntry[], version: '02' | '08' = '08') =>
    camt053Fixture({ iban: TL_IBAN, version, statementId: `S-${++fileNo}`, entries });

  it('credits Mehmet’s deposit by exactly the amount of his transfer with his TMN reference', async () => {
    const before = await availableKurus(mehmet);
    const res = await upload(
      camt([
        { amount: '2500.75', ref: 'A-1', description: `Teminat ${depositReference(mehmet)}`, sender: 'Mehmet Kaya' },
        { amount: '99.99', ref: 'A-2', description: 'Referanssız havale', sender: 'Bilinmeyen Gönderen' },
        { amount: '40.00', ref: 'A-3', description: 'Hesap işletim ücreti', debit: true },
      ]),
    );
    assert.equal(res.statusCode, 200, res.body);
    assert.deepEqual(
      { ...res.json().data, ekstreId: 0 },
      {
        ekstreId: 0,
        bicim: 'camt053',
        hesapIban: TL_IBAN,
        okunanHareket: 3,
        alacakHareket: 2,
        borcHareket: 1,
        yeniSatir: 2,
        dahaOnceAktarilan: 0,
        eslesen: 1,
        benzer: 0,
        eslesmeyen: 1,
        donenIade: 0,
        yeniBorcSatiri: 1,
        dahaOnceAktarilanBorc: 0,
        odenenIade: 0,
        eslesmeyenBorc: 1,
      },
    );
    assert.equal(await availableKurus(mehmet), before + 250075);
    // The bank's fee is an outgoing transfer of no refund: kept and listed for Mali İşler.
    const debits = (await as(elif, { method: 'GET', url: '/api/yonetim/mali/ekstre-borc-satirlari?durum=eslesmedi' }))
      .json()
      .data.items.map((l: { bankaReferansi: string; tutar: number; iadeTalebiId: number | null }) => [
        l.bankaReferansi,
        l.tutar,
        l.iadeTalebiId,
      ]);
    assert.deepEqual(debits, [['A-3', 40, null]]);
    const line = await lineByRef('A-1');
    assert.equal(line.durum, 'eslesti');
    assert.equal(line.cariId, mehmet);
    const [row] = await t.handle.db
      .select()
      .from(teminatHareket)
      .where(eq(teminatHareket.id, line.teminatHareketId ?? 0));
    assert.equal(row.idempotencyKey, `ekstre:${line.id}`);
    assert.equal(row.aciklama, STATEMENT_DEPOSIT_DESCRIPTION);
    assert.equal(row.tutar, '2500.75');
    assert.equal((await lineByRef('A-2')).durum, 'eslesmedi');
    const [audit] = await t.handle.db.select().from(denetimKaydi).orderBy(desc(denetimKaydi.id)).limit(1);
    assert.equal(audit.islem, 'mali.ekstre-yukle');
    assert.equal(audit.personelAdi, `${TEST_STAFF.mali.adi} ${TEST_STAFF.mali.soyadi}`);
  });

  it('changes nothing when the same file is uploaded again', async () => {
    const file = camt([{ amount: '10.00', ref: 'B-1', description: depositReference(mehmet) }]);
    assert.equal((await upload(file)).statusCode, 200);
    const before = [await count(bankaEkstresi), await count(teminatHareket), await availableKurus(mehmet)];
    const again = await upload(file, 'baska-ad.xml');
    assert.equal(again.statusCode, 409);
    assert.deepEqual(again.json().mesajList, [M.duplicateFile]);
    assert.deepEqual([await count(bankaEkstresi), await count(teminatHareket), await availableKurus(mehmet)], before);
  });

  it('credits only the new lines of an overlapping statement, also across CSV and camt.053', async () => {
    const ref = depositReference(mehmet);
    const first = [
      { amount: '100.00', ref: 'C-1', description: ref },
      { amount: '200.00', ref: 'C-2', description: ref },
    ];
    assert.equal((await upload(camt(first))).statusCode, 200);
    const before = await availableKurus(mehmet);
    const res = await upload(
      csvFixture({ iban: TL_IBAN, entries: [...first, { amount: '300.00', ref: 'C-3', description: `ödeme ${ref}` }] }),
      'hareketler.csv',
    );
    assert.equal(res.statusCode, 200, res.body);
    const s = res.json().data;
    assert.deepEqual([s.bicim, s.alacakHareket, s.yeniSatir, s.dahaOnceAktarilan, s.eslesen], ['csv', 3, 1, 2, 1]);
    assert.equal(await availableKurus(mehmet), before + 30000);
  });

  const counts = (d: Record<string, number>) => ({
    yeniSatir: d.yeniSatir,
    dahaOnceAktarilan: d.dahaOnceAktarilan,
    eslesen: d.eslesen,
    benzer: d.benzer,
    eslesmeyen: d.eslesmeyen,
  });
  const linesOf = async (durum: string, ekstreId: number) =>
    (await as(elif, { method: 'GET', url: `${LINES}?durum=${durum}&ekstreId=${ekstreId}` })).json().data.items;

  it('keeps a reference-less transfer repeated in a later intraday file as a look-alike, shown with the line it resembles, not credited', async () => {
    const same = { amount: '321.00', description: `Teminat ${depositReference(mehmet)} öğle`, sender: 'Mehmet Kaya' };
    const before = await availableKurus(mehmet);
    const first = await upload(camt([same]), 'gun-ici-1.xml');
    assert.equal(first.statusCode, 200, first.body);
    assert.equal(first.json().data.eslesen, 1);
    const second = await upload(camt([same, { amount: '1.50', ref: 'N-1', description: 'başka bir havale' }]));
    assert.equal(second.statusCode, 200, second.body);
    assert.deepEqual(counts(second.json().data), {
      yeniSatir: 2,
      dahaOnceAktarilan: 0,
      eslesen: 0,
      benzer: 1,
      eslesmeyen: 1,
    });
    // Not credited a second time by itself, and not lost: Mali İşler see it with the line it resembles.
    assert.equal(await availableKurus(mehmet), before + 32100);
    const [shown] = await linesOf('benzer', second.json().data.ekstreId);
    assert.deepEqual(
      [shown.tutar, shown.bankaReferansi, shown.hesapIban, shown.aciklama],
      [321, null, TL_IBAN, same.description],
    );
    const firstLine = (await linesOf('eslesti', first.json().data.ekstreId))[0];
    assert.deepEqual(
      {
        id: shown.benzedigiSatir.id,
        dosyaAdi: shown.benzedigiSatir.dosyaAdi,
        durum: shown.benzedigiSatir.durum,
        cariUnvan: shown.benzedigiSatir.cariUnvan,
      },
      { id: firstLine.id, dosyaAdi: 'gun-ici-1.xml', durum: 'eslesti', cariUnvan: firstLine.cariUnvan },
    );
    const list = (await as(elif, { method: 'GET', url: UPLOAD })).json().data.items;
    const row = list.find((x: { id: number }) => x.id === second.json().data.ekstreId);
    assert.deepEqual([row.hesapIban, row.benzerSayisi, row.eslesmeyenSayisi], [TL_IBAN, 1, 1]);
  });

  it('credits two identical reference-less transfers of one file, and only a third one of a later file', async () => {
    const same = { amount: '45.60', description: `${depositReference(mehmet)} ikiz havale` };
    const before = await availableKurus(mehmet);
    const first = await upload(csvFixture({ iban: TL_IBAN, entries: [same, same] }), 'ikiz.csv');
    assert.deepEqual(counts(first.json().data), {
      yeniSatir: 2,
      dahaOnceAktarilan: 0,
      eslesen: 2,
      benzer: 0,
      eslesmeyen: 0,
    });
    assert.equal(await availableKurus(mehmet), before + 2 * 4560);
    // The day's closing statement lists them again with one more: two look-alikes, one new transfer.
    const closing = await upload(camt([same, same, same]), 'gun-sonu.xml');
    assert.deepEqual(counts(closing.json().data), {
      yeniSatir: 3,
      dahaOnceAktarilan: 0,
      eslesen: 1,
      benzer: 2,
      eslesmeyen: 0,
    });
    assert.equal(await availableKurus(mehmet), before + 3 * 4560);
    const shown = await linesOf('benzer', closing.json().data.ekstreId);
    assert.equal(new Set(shown.map((l: { benzedigiSatir: { id: number } }) => l.benzedigiSatir.id)).size, 2);
  });

  it('lets Mali İşler credit a look-alike once as a second transfer, or mark one as a duplicate with a reason', async () => {
    const same = { amount: '77.70', description: 'açıklamasız gelen havale', sender: 'Ayşe Yılmaz' };
    await upload(camt([same]));
    const files = [await upload(camt([same])), await upload(camt([same]))];
    const [credit, duplicate] = await Promise.all(
      files.map(async (f) => (await linesOf('benzer', f.json().data.ekstreId))[0]),
    );
    const ayse = ACCOUNTS.ayse.person;
    const before = await availableKurus(ayse);
    const results = await Promise.all(
      [elif, hakan].map((cookie) =>
        as(cookie, { method: 'POST', url: `${LINES}/${credit.id}/ata`, payload: { cariId: ayse } }),
      ),
    );
    assert.deepEqual(results.map((r) => r.statusCode).sort(), [200, 409]);
    assert.equal(await availableKurus(ayse), before + 7770);
    const assigned = (await linesOf('atandi', files[0].json().data.ekstreId))[0];
    assert.equal(assigned.id, credit.id);
    const [assignAudit] = await t.handle.db
      .select()
      .from(denetimKaydi)
      .where(and(eq(denetimKaydi.islem, 'mali.ekstre-ata'), eq(denetimKaydi.hedefId, String(credit.id))));
    assert.equal((assignAudit.onceki as { durum: string }).durum, 'benzer');

    const ledger = await count(teminatHareket);
    const reason = 'Mükerrer: gün içi ekstrede aktarılan havalenin tekrarı';
    const marked = await as(hakan, {
      method: 'POST',
      url: `${LINES}/${duplicate.id}/yok-say`,
      payload: { neden: reason },
    });
    assert.equal(marked.statusCode, 200, marked.body);
    assert.equal(await count(teminatHareket), ledger);
    const aside = (await linesOf('yok_sayildi', files[1].json().data.ekstreId))[0];
    assert.deepEqual(
      [aside.id, aside.yokSaymaNedeni, aside.benzedigiSatir.id],
      [duplicate.id, reason, duplicate.benzedigiSatir.id],
    );
    const again = await as(elif, { method: 'POST', url: `${LINES}/${duplicate.id}/ata`, payload: { cariId: ayse } });
    assert.equal(again.statusCode, 409);
    assert.equal(await availableKurus(ayse), before + 7770);
  });

  it('credits the same bank reference on two institution accounts, and skips it repeated on one account', async () => {
    const ref = depositReference(mehmet);
    const [tl, usd] = [await availableKurus(mehmet), await availableKurus(mehmet, PARA_BIRIMI.USD.id)];
    const onTl = await upload(camt([{ amount: '50.00', ref: 'P-1', description: ref }]));
    assert.equal(onTl.json().data.eslesen, 1);
    const onUsd = await upload(
      camt053Fixture({
        iban: INSTITUTION_ACCOUNTS.USD.iban,
        currency: 'USD',
        statementId: 'USD-P',
        entries: [{ amount: '20.00', ref: 'P-1', description: ref }],
      }),
    );
    assert.equal(onUsd.statusCode, 200, onUsd.body);
    assert.deepEqual([onUsd.json().data.eslesen, onUsd.json().data.dahaOnceAktarilan], [1, 0]);
    assert.equal(await availableKurus(mehmet), tl + 5000);
    assert.equal(await availableKurus(mehmet, PARA_BIRIMI.USD.id), usd + 2000);
    const repeated = await upload(
      csvFixture({ iban: TL_IBAN, entries: [{ amount: '50.00', ref: 'P-1', description: ref }] }),
      'tekrar.csv',
    );
    assert.deepEqual(counts(repeated.json().data), {
      yeniSatir: 0,
      dahaOnceAktarilan: 1,
      eslesen: 0,
      benzer: 0,
      eslesmeyen: 0,
    });
    assert.equal(await availableKurus(mehmet), tl + 5000);
  });

  it('pays a won tender’s balance from an IHL line and credits the surplus as deposit', async () => {
    const [tender] = await t.handle.db
      .select({ id: ihale.id })
      .from(ihale)
      .where(eq(ihale.paraBirimiId, PARA_BIRIMI.TL.id))
      .orderBy(ihale.id)
      .limit(1);
    const now = new Date('2026-11-20T09:00:00Z');
    await t.handle.db
      .update(ihale)
      .set({
        ihaleDurumuId: TENDER_STATUS.kazananBelirli,
        kazananCariId: mehmet,
        kazananTutar: '12000.00',
        odemeDurumu: ODEME_DURUMU.bekleniyor,
        sonOdemeTarihi: new Date('2026-11-27T21:00:00Z'),
      })
      .where(eq(ihale.id, tender.id));
    await blockDeposit(t.handle.db, { cariId: mehmet, ihaleId: tender.id, tutar: 1000, paraBirimiId: 1, at: now });
    const due = await balanceDue(t.handle.db, tender.id);
    assert.ok(due && due.kalanKurus > 0n);
    const kalan = due.kalanKurus;
    const amount = `${(kalan + 50025n) / 100n}.${String((kalan + 50025n) % 100n).padStart(2, '0')}`;
    const before = await availableKurus(mehmet);
    const res = await upload(
      camt([{ amount, ref: 'D-1', description: `İhale bedeli ${balanceReference(tender.id, mehmet)}` }], '02'),
    );
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().data.eslesen, 1);
    const [paid] = await t.handle.db.select().from(ihale).where(eq(ihale.id, tender.id));
    assert.equal(paid.odemeDurumu, ODEME_DURUMU.odendi);
    const line = await lineByRef('D-1');
    assert.equal(line.durum, 'eslesti');
    assert.equal(line.ihaleId, tender.id);
    const [collection] = await t.handle.db
      .select()
      .from(ihaleTahsilat)
      .where(eq(ihaleTahsilat.idempotencyKey, `ekstre:${line.id}`));
    assert.equal(BigInt(collection.tutar.replace('.', '')), kalan);
    assert.equal(collection.kaynak, 'havale');
    // The surplus (500,25 TL) comes back as deposit; the block was used towards the payment.
    assert.equal(await availableKurus(mehmet), before + 50025);
    // Mehmet hears his payment arrived and that nothing is left to pay (issue #36), once.
    const notices = await t.handle.db
      .select({ veri: bildirimOlayi.veri })
      .from(bildirimOlayi)
      .where(eq(bildirimOlayi.tekilAnahtar, `odemeAlindi:ekstre:${line.id}`));
    assert.deepEqual(
      notices.map((n) => n.veri),
      [
        {
          tur: 'odemeAlindi',
          cariId: mehmet,
          ihaleId: tender.id,
          tutar: { kurus: Number(kalan), paraBirimiId: PARA_BIRIMI.TL.id },
          kalanOdeme: { kurus: 0, paraBirimiId: PARA_BIRIMI.TL.id },
        },
      ],
    );
  });

  it('assigns an unmatched line to an account once, with an audit record', async () => {
    await upload(camt([{ amount: '750.00', ref: 'E-1', description: 'isim yazılmış, referans yok' }]));
    const line = await lineByRef('E-1');
    const list = await as(elif, { method: 'GET', url: `${LINES}?durum=eslesmedi` });
    assert.ok(list.json().data.items.some((l: { id: number }) => l.id === line.id));
    const search = await as(elif, {
      method: 'GET',
      url: `/api/yonetim/mali/hesaplar?ara=${encodeURIComponent('kaya')}`,
    });
    const found = search.json().data.find((a: { cariId: number }) => a.cariId === mehmet);
    assert.ok(found, search.body);
    assert.match(found.kimlikNo, /^\d{3}\*{6}\d{2}$/);
    const byTc = await as(elif, { method: 'GET', url: `/api/yonetim/mali/hesaplar?ara=${ACCOUNTS.mehmet.kimlikNo}` });
    assert.deepEqual(
      byTc.json().data.map((a: { cariId: number }) => a.cariId),
      [mehmet],
    );
    const before = await availableKurus(mehmet);
    const ok = await as(elif, { method: 'POST', url: `${LINES}/${line.id}/ata`, payload: { cariId: mehmet } });
    assert.equal(ok.statusCode, 200, ok.body);
    assert.equal(await availableKurus(mehmet), before + 75000);
    const again = await as(hakan, { method: 'POST', url: `${LINES}/${line.id}/ata`, payload: { cariId: mehmet } });
    assert.equal(again.statusCode, 409);
    assert.deepEqual(again.json().mesajList, [M.lineAlreadyHandled]);
    const aside = await as(hakan, { method: 'POST', url: `${LINES}/${line.id}/yok-say`, payload: { neden: 'iade' } });
    assert.equal(aside.statusCode, 409);
    assert.equal(await availableKurus(mehmet), before + 75000);
    const after = await lineByRef('E-1');
    assert.equal(after.durum, 'atandi');
    assert.equal(after.cariId, mehmet);
    const [audit] = await t.handle.db.select().from(denetimKaydi).orderBy(desc(denetimKaydi.id)).limit(1);
    assert.equal(audit.islem, 'mali.ekstre-ata');
    assert.equal(audit.hedefId, String(line.id));
  });

  it('sets an unmatched line aside with a reason shown in the list; no money moves', async () => {
    await upload(camt([{ amount: '12.00', ref: 'F-1', description: 'yanlış hesaba' }]));
    const line = await lineByRef('F-1');
    const before = await count(teminatHareket);
    const empty = await as(elif, { method: 'POST', url: `${LINES}/${line.id}/yok-say`, payload: { neden: '  ' } });
    assert.equal(empty.statusCode, 400);
    assert.deepEqual(empty.json().mesajList, [M.reasonRequired]);
    const res = await as(elif, {
      method: 'POST',
      url: `${LINES}/${line.id}/yok-say`,
      payload: { neden: 'Gönderene iade edilecek' },
    });
    assert.equal(res.statusCode, 200);
    assert.equal(await count(teminatHareket), before);
    const list = await as(elif, { method: 'GET', url: `${LINES}?durum=yok_sayildi` });
    const shown = list.json().data.items.find((l: { id: number }) => l.id === line.id);
    assert.equal(shown.yokSaymaNedeni, 'Gönderene iade edilecek');
    assert.equal(shown.atayan, `${TEST_STAFF.mali.adi} ${TEST_STAFF.mali.soyadi}`);
  });

  it('refuses a statement of another account or currency, and bad files, with Turkish messages and no 500', async () => {
    const before = await count(bankaEkstresi);
    const other = await upload(
      camt053Fixture({ iban: 'TR330006100519786457841326', entries: [{ amount: '1.00', description: 'x' }] }),
    );
    assert.equal(other.statusCode, 400);
    assert.deepEqual(other.json().mesajList, [M.unknownAccount('TR330006100519786457841326')]);
    const usd = await upload(camt([{ amount: '1.00', currency: 'USD', ref: 'G-1', description: 'x' }]));
    assert.equal(usd.statusCode, 400);
    assert.deepEqual(usd.json().mesajList, [M.currencyMismatch('1. hareketin', 'USD', TL_IBAN, 'TRY')]);
    const twoAccounts = await upload(
      `${csvFixture({ iban: TL_IBAN, entries: [{ amount: '1.00', ref: 'G-3', description: 'x' }] })}20.11.2026;G-4;x;;1,00;USD;${INSTITUTION_ACCOUNTS.USD.iban}\r\n`,
      'iki-hesap.csv',
    );
    assert.equal(twoAccounts.statusCode, 400);
    assert.deepEqual(twoAccounts.json().mesajList, [M.oneAccountPerFile([TL_IBAN, INSTITUTION_ACCOUNTS.USD.iban])]);
    const usdOk = await upload(
      camt053Fixture({
        iban: INSTITUTION_ACCOUNTS.USD.iban,
        currency: 'USD',
        entries: [{ amount: '15.00', ref: 'G-2', description: depositReference(mehmet) }],
      }),
    );
    assert.equal(usdOk.statusCode, 200, usdOk.body);
    assert.equal((await lineByRef('G-2')).paraBirimiId, PARA_BIRIMI.USD.id);
    for (const [content, status] of [
      ['<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e "a">]><x>&e;</x>', 400],
      ['bozuk dosya', 400],
      ['', 400],
      [
        `<?xml version="1.0"?><Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08"><BkToCstmrStmt>${'<a>'.repeat(1000)}${'</a>'.repeat(1000)}</BkToCstmrStmt></Document>`,
        400,
      ],
    ] as const) {
      const res = await upload(content);
      assert.equal(res.statusCode, status, content);
      assert.ok(res.json().mesajList[0].length > 0);
    }
    const big = await upload(`${'x'.repeat(5 * 1024 * 1024 + 1)}`);
    assert.equal(big.statusCode, 413);
    assert.deepEqual(big.json().mesajList, [M.tooLarge]);
    const noFile = await as(elif, { method: 'POST', url: UPLOAD, payload: {} });
    assert.equal(noFile.statusCode, 415);
    assert.equal(await count(bankaEkstresi), before + 1);
  });

  it('lists statements and validates list inputs', async () => {
    const res = await as(elif, { method: 'GET', url: UPLOAD });
    assert.equal(res.statusCode, 200);
    const first = res.json().data.items[0];
    assert.equal(first.yukleyen, `${TEST_STAFF.mali.adi} ${TEST_STAFF.mali.soyadi}`);
    for (const url of [
      `${LINES}?durum=bilinmiyor`,
      `${LINES}?sayfa=0`,
      `${UPLOAD}?sayfa=x`,
      '/api/yonetim/mali/hesaplar?ara=a',
    ]) {
      const bad = await as(elif, { method: 'GET', url });
      assert.equal(bad.statusCode, 400, url);
    }
    const missing = await as(elif, { method: 'POST', url: `${LINES}/999999/ata`, payload: { cariId: mehmet } });
    assert.equal(missing.statusCode, 404);
    assert.deepEqual(missing.json().mesajList, [M.lineNotFound]);
  });

  it('imports one file uploaded from five connections at once exactly once', async () => {
    const ref = depositReference(mehmet);
    const file = camt([
      { amount: '111.11', ref: 'H-1', description: ref },
      { amount: '222.22', ref: 'H-2', description: ref },
      { amount: '5.00', ref: 'H-3', description: 'referanssız' },
    ]);
    const statements = await count(bankaEkstresi);
    const before = await availableKurus(mehmet);
    const results = await Promise.all(
      Array.from({ length: 5 }, (_, i) => upload(file, `ayni-${i}.xml`, i % 2 ? hakan : elif)),
    );
    assert.deepEqual(
      results.map((r) => r.statusCode).sort(),
      [200, 409, 409, 409, 409],
      results.map((r) => r.body).join('\n'),
    );
    assert.equal(await count(bankaEkstresi), statements + 1);
    assert.equal(await availableKurus(mehmet), before + 33333);
    for (const r of ['H-1', 'H-2']) {
      const line = await lineByRef(r);
      const credits = await t.handle.db
        .select()
        .from(teminatHareket)
        .where(like(teminatHareket.idempotencyKey, `ekstre:${line.id}%`));
      assert.equal(credits.length, 1);
    }
  });

  it('credits each shared line once when overlapping statements are imported at once', async () => {
    const ref = depositReference(mehmet);
    const shared = ['L-1', 'L-2', 'L-3', 'L-4'].map((r) => ({ amount: '10.01', ref: r, description: ref }));
    const files = [
      camt([...shared, { amount: '1.00', ref: 'L-A', description: ref }]),
      camt([...shared].reverse()),
      csvFixture({ iban: TL_IBAN, entries: [shared[2], shared[0], { amount: '2.00', ref: 'L-B', description: ref }] }),
    ];
    const before = await availableKurus(mehmet);
    const results = await Promise.all(files.map((f, i) => upload(f, `ortak-${i}`, i % 2 ? hakan : elif)));
    assert.deepEqual(
      results.map((r) => r.statusCode),
      [200, 200, 200],
      results.map((r) => r.body).join('\n'),
    );
    const newLines = results.reduce((n, r) => n + r.json().data.yeniSatir, 0);
    assert.equal(newLines, 6);
    assert.equal(await availableKurus(mehmet), before + 4 * 1001 + 100 + 200);
  });

  it('gives one deposit when two Mali İşler staff assign the same line at once', async () => {
    await upload(camt([{ amount: '640.00', ref: 'K-1', description: 'referans eksik' }]));
    const line = await lineByRef('K-1');
    const before = await availableKurus(ACCOUNTS.ayse.person);
    const results = await Promise.all(
      [elif, hakan, elif, hakan].map((cookie) =>
        as(cookie, { method: 'POST', url: `${LINES}/${line.id}/ata`, payload: { cariId: ACCOUNTS.ayse.person } }),
      ),
    );
    assert.deepEqual(results.map((r) => r.statusCode).sort(), [200, 409, 409, 409]);
    assert.equal(await availableKurus(ACCOUNTS.ayse.person), before + 64000);
    const rows = await t.handle.db
      .select()
      .from(teminatHareket)
      .where(and(eq(teminatHareket.idempotencyKey, `ekstre:${line.id}`), eq(teminatHareket.tur, 'yatirma')));
    assert.equal(rows.length, 1);
  });
});

import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { PDFParse } from 'pdf-parse';
import { DOCUMENT_LABELS, DOCUMENT_MESSAGES, DOCUMENT_TEXTS, DOCUMENT_TITLES } from '../../lib/contract/documents';
import { formatDateTime } from '../../lib/format/date';
import { ACCOUNTS, openProfileTestApp, type ProfileTestContext, TEST_NOW } from '../modules/persons/test-support';
import { STAFF_BY_ROLE, staffCookie } from '../backoffice/test-support';
import { queryRows } from '../security/support';
import { DOCUMENT_NUMBERS, maskId } from './money-documents';
import { renderPdf } from './pdf-document';
import { firstDepositRow, paidWonTender } from './test-support';

/** The text a reader (pdf.js, as a PDF viewer's search or copy sees it) gets back from a PDF. */
async function pdfText(pdf: Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

const TURKISH = 'çğıİöşü ÇĞÖŞÜ — Iğdır, Şişli, Çanakkale, Ödemiş, Üsküdar';

describe('the PDF layout (embedded font)', () => {
  const spec = {
    title: 'Deneme Belgesi',
    header: { kurum: 'Kurum A.Ş.', birim: 'E-Satış İhale Birimi', adresSatirlari: ['Çankaya / ANKARA'], iletisim: '' },
    sections: [{ kind: 'fields' as const, rows: [['Açıklama', TURKISH]] as [string, string][] }],
    belgeNo: 'TD-00000001',
    createdAt: new Date('2026-11-20T21:30:00Z'),
  };

  it('prints Turkish letters that come back exactly when the text is extracted', async () => {
    const text = await pdfText(await renderPdf(spec));
    assert.ok(text.includes(TURKISH), text);
    assert.ok(text.includes('E-Satış İhale Birimi'));
    assert.ok(text.includes('Çankaya / ANKARA'));
    // The footer: the document number and the creation time in Istanbul time (UTC+3: the next day).
    assert.ok(text.includes('Belge No: TD-00000001'), text);
    assert.ok(text.includes('Oluşturma: 21.11.2026 00:30'), text);
  });

  it('embeds the font (a TrueType FontFile2 of DejaVu Sans), so every reader shows the same letters', async () => {
    const raw = (await renderPdf(spec)).toString('latin1');
    assert.ok(/\/FontFile2 \d+ 0 R/.test(raw), 'a FontFile2 stream');
    assert.ok(/\/BaseFont \/[A-Z]{6}\+DejaVuSans\n/.test(raw), 'DejaVu Sans, subset');
    assert.ok(!raw.includes('/BaseFont /Helvetica'), 'no standard font');
  });

  it('is reproducible: the same spec and clock give the same bytes', async () => {
    const a = await renderPdf(spec);
    const b = await renderPdf(spec);
    assert.ok(a.equals(b));
    assert.ok(a.toString('latin1').includes('(D:20261120213000Z)'), 'CreationDate is the given clock');
  });

  it('masks a kimlik or vergi no but its last four digits', () => {
    assert.equal(maskId('10000000146'), '*******0146');
    assert.equal(maskId('1234567890'), '******7890');
    assert.equal(maskId(null), '—');
  });
});

describe('money document routes', () => {
  let t: ProfileTestContext;
  const ayse = ACCOUNTS.ayse;
  const mehmet = ACCOUNTS.mehmet;
  let ayseDeposit: number;
  let mehmetDeposit: number;
  let paid: { ihaleId: number; tahsilatId: number };
  let unpaid: number;

  before(async () => {
    t = await openProfileTestApp();
    const db = t.handle.db;
    ayseDeposit = await firstDepositRow(db, ayse.person);
    mehmetDeposit = await firstDepositRow(db, mehmet.person);
    paid = await paidWonTender(db, { cariId: ayse.person, now: TEST_NOW });
    unpaid = (await paidWonTender(db, { cariId: ayse.person, now: TEST_NOW, pay: false })).ihaleId;
  });
  after(async () => {
    await t?.close();
  });

  const get = (url: string, cariId: number = ayse.person) => t.call(ayse.kimlikNo, { method: 'GET', url }, cariId);

  it("the owner downloads her deposit's receipt: a PDF attachment, never cached, with her payment's facts", async () => {
    const res = await get(`/api/v1/Odeme/Dekont/Teminat/${ayseDeposit}?cariId=${ayse.person}`);
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.headers['content-type'], 'application/pdf');
    assert.equal(res.headers['cache-control'], 'private, no-store');
    assert.equal(
      res.headers['content-disposition'],
      `attachment; filename="teminat-dekontu-${ayseDeposit}.pdf"; filename*=UTF-8''teminat-dekontu-${ayseDeposit}.pdf`,
    );
    const [row] = await queryRows<{ tutar: string; at: Date | string }>(
      t.handle.db,
      sql`select tutar::text as tutar, islem_tarihi as at from teminat_hareket where id = ${ayseDeposit}`,
    );
    const text = await pdfText(res.rawPayload);
    for (const expected of [
      'Makine ve Kimya Endüstrisi A.Ş.',
      'E-Satış İhale Birimi',
      DOCUMENT_TITLES.teminatDekontu,
      `${DOCUMENT_LABELS.dekontNo} ${DOCUMENT_NUMBERS.teminat(ayseDeposit)}`,
      'Ayşe Yılmaz',
      maskId(ayse.kimlikNo),
      `${DOCUMENT_LABELS.tutar} ${new Intl.NumberFormat('tr-TR', { minimumFractionDigits: 2 }).format(Number(row.tutar))} TL`,
      `${DOCUMENT_LABELS.islemTarihi} ${formatDateTime(new Date(row.at))}`,
      DOCUMENT_TEXTS.teminatAmaci,
      DOCUMENT_TEXTS.havale,
    ])
      assert.ok(text.includes(expected), `missing «${expected}» in:\n${text}`);
    assert.ok(!text.includes(ayse.kimlikNo), 'the full kimlik no is never printed');
  });

  it("another account's row is 404 (not 403: whether it exists is not revealed), and so is a row that is no payment", async () => {
    const other = await get(`/api/v1/Odeme/Dekont/Teminat/${mehmetDeposit}?cariId=${ayse.person}`);
    assert.equal(other.statusCode, 404);
    assert.equal(other.json().message, DOCUMENT_MESSAGES.receiptNotFound);
    const [block] = await queryRows<{ id: string }>(
      t.handle.db,
      sql`select id::text as id from teminat_hareket where cari_id = ${ayse.person} and tur = 'blokaj' limit 1`,
    );
    assert.equal((await get(`/api/v1/Odeme/Dekont/Teminat/${block.id}?cariId=${ayse.person}`)).statusCode, 404);
    assert.equal((await get(`/api/v1/Odeme/Dekont/Teminat/999999999?cariId=${ayse.person}`)).statusCode, 404);
  });

  it('naming an account she may not act for is 403, like every account route', async () => {
    const res = await get(`/api/v1/Odeme/Dekont/Teminat/${mehmetDeposit}?cariId=${mehmet.person}`);
    assert.equal(res.statusCode, 403);
  });

  it('bad ids are 400 with a Turkish message; no session is 401', async () => {
    for (const id of ['abc', '0', '-1', '1.5', '99999999999']) {
      const res = await get(`/api/v1/Odeme/Dekont/Teminat/${id}?cariId=${ayse.person}`);
      assert.equal(res.statusCode, 400, `${id}: ${res.body}`);
      assert.equal(res.json().message, DOCUMENT_MESSAGES.badId);
    }
    const noSession = await t.app.inject({
      method: 'GET',
      url: `/api/v1/Odeme/Dekont/Teminat/${ayseDeposit}?cariId=${ayse.person}`,
    });
    assert.equal(noSession.statusCode, 401);
  });

  it("a won tender's balance collection has its receipt, naming the tender", async () => {
    const res = await get(`/api/v1/Odeme/Dekont/Tahsilat/${paid.tahsilatId}?cariId=${ayse.person}`);
    assert.equal(res.statusCode, 200, res.body);
    assert.match(String(res.headers['content-disposition']), /filename="tahsilat-dekontu-\d+\.pdf"/);
    const text = await pdfText(res.rawPayload);
    assert.ok(text.includes(DOCUMENT_TITLES.tahsilatDekontu));
    assert.ok(text.includes(DOCUMENT_TEXTS.ihaleAmaci(paid.ihaleId)), text);
    assert.ok(text.includes(DOCUMENT_TEXTS.havale));
    const asMehmet = await t.call(
      mehmet.kimlikNo,
      { method: 'GET', url: `/api/v1/Odeme/Dekont/Tahsilat/${paid.tahsilatId}?cariId=${mehmet.person}` },
      mehmet.person,
    );
    assert.equal(asMehmet.statusCode, 404);
  });

  it('the sale document of a paid won tender: items, buyer, amounts, KDV and the payment date', async () => {
    const res = await get(`/api/v1/Odeme/SatisBelgesi/${paid.ihaleId}?cariId=${ayse.person}`);
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(
      res.headers['content-disposition'],
      `attachment; filename="satis-belgesi-${paid.ihaleId}.pdf"; filename*=UTF-8''${encodeURIComponent(`satış-belgesi-${paid.ihaleId}.pdf`)}`,
    );
    const [tender] = await queryRows<{ baslik: string; teminat: string; kdv: boolean }>(
      t.handle.db,
      sql`select baslik, teminat_tutari::text as teminat, kdv_dahil as kdv from ihale where id = ${paid.ihaleId}`,
    );
    const [item] = await queryRows<{ adi: string; teslim: string }>(
      t.handle.db,
      sql`select k.adi, y.adi as teslim from ihale_kalem i join ihale_kalem_kategori k on k.id = i.ihale_kalem_kategori_id
          join teslimat_yeri y on y.id = i.teslimat_yeri_id where i.ihale_id = ${paid.ihaleId} limit 1`,
    );
    const tl = (v: number) => `${new Intl.NumberFormat('tr-TR', { minimumFractionDigits: 2 }).format(v)} TL`;
    const text = (await pdfText(res.rawPayload)).replace(/\s+/g, ' ');
    const deposit = Number(tender.teminat);
    for (const expected of [
      DOCUMENT_TITLES.satisBelgesi,
      `${DOCUMENT_LABELS.ihaleNo} ${paid.ihaleId}`,
      tender.baslik,
      'Ayşe Yılmaz',
      `${DOCUMENT_LABELS.kazananTutar} 125.000,50 TL`,
      `${DOCUMENT_LABELS.kullanilanTeminat} ${tl(deposit)}`,
      `${DOCUMENT_LABELS.tahsilEdilen} ${tl(125000.5 - deposit)}`,
      `${DOCUMENT_LABELS.kdv} ${tender.kdv ? DOCUMENT_TEXTS.kdvDahil : DOCUMENT_TEXTS.kdvHaric}`,
      `${DOCUMENT_LABELS.odemeTarihi} ${formatDateTime(TEST_NOW)}`,
      item.adi,
      item.teslim,
      DOCUMENT_NUMBERS.tahsilat(paid.tahsilatId),
    ])
      assert.ok(text.includes(expected.replace(/\s+/g, ' ')), `missing «${expected}» in:\n${text}`);
  });

  it('an unpaid won tender, or a tender she did not win, has no sale document (404)', async () => {
    const res = await get(`/api/v1/Odeme/SatisBelgesi/${unpaid}?cariId=${ayse.person}`);
    assert.equal(res.statusCode, 404);
    assert.equal(res.json().message, DOCUMENT_MESSAGES.saleDocumentNotFound);
    const [theirs] = await queryRows<{ id: number }>(
      t.handle.db,
      sql`select id from ihale where kazanan_cari_id <> ${ayse.person} limit 1`,
    );
    await t.handle.db.execute(sql`update ihale set odeme_durumu = 2 where id = ${theirs.id}`);
    assert.equal((await get(`/api/v1/Odeme/SatisBelgesi/${theirs.id}?cariId=${ayse.person}`)).statusCode, 404);
  });
  it("Mali İşler downloads any account's documents from the back-office; an unpaid tender is 404 there too", async () => {
    const cookie = await staffCookie(t.app, STAFF_BY_ROLE.mali);
    const staffGet = (url: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });
    const receipt = await staffGet(`/api/yonetim/mali/belgeler/teminat-dekontu/${mehmetDeposit}`);
    assert.equal(receipt.statusCode, 200, receipt.body);
    assert.ok((await pdfText(receipt.rawPayload)).includes('Mehmet Kaya'));
    const sale = await staffGet(`/api/yonetim/mali/belgeler/satis-belgesi/${paid.ihaleId}`);
    assert.equal(sale.statusCode, 200);
    assert.ok((await pdfText(sale.rawPayload)).includes('Ayşe Yılmaz'));
    assert.equal((await staffGet(`/api/yonetim/mali/belgeler/tahsilat-dekontu/${paid.tahsilatId}`)).statusCode, 200);
    assert.equal((await staffGet(`/api/yonetim/mali/belgeler/satis-belgesi/${unpaid}`)).statusCode, 404);
    assert.equal((await staffGet('/api/yonetim/mali/belgeler/teminat-dekontu/abc')).statusCode, 400);
    const other = await staffCookie(t.app, STAFF_BY_ROLE.ihale);
    const refused = await t.app.inject({
      method: 'GET',
      url: `/api/yonetim/mali/belgeler/teminat-dekontu/${mehmetDeposit}`,
      headers: { cookie: other },
    });
    assert.equal(refused.statusCode, 403);
  });
});

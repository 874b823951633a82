import { INSTITUTION_NAME, PORTAL_NAME } from '../../lib/brand';
import { DOCUMENT_LABELS as L, DOCUMENT_TEXTS as T, DOCUMENT_TITLES } from '../../lib/contract/documents';
import { type CollectionSource, currencyById } from '../../lib/contract/money';
import type { ContactDetails } from '../../lib/rules/contact-details';
import { formatDateTime } from '../../lib/format/date';
import { formatMoney } from '../../lib/format/money';
import { fromKurus } from '../kernel/kurus';
import type { DocumentSpec, InstitutionHeader } from './pdf-document';
import type { CollectionReceiptData, DepositReceiptData, Payer, SaleDocumentData } from './queries';

/**
 * The money documents' contents (docs/architecture.md §9 "Documents"): pure functions from what
 * the ledger says to a DocumentSpec, so tests can read them without a database and the layout
 * (pdf-document.ts) stays one.
 */

/** The header from the contact details of /iletisim (portal_ayar 'iletisim'). */
export function institutionHeader(c: ContactDetails | null): InstitutionHeader {
  if (!c) return { kurum: INSTITUTION_NAME, birim: PORTAL_NAME, adresSatirlari: [], iletisim: '' };
  return {
    kurum: INSTITUTION_NAME,
    birim: c.birim,
    adresSatirlari: c.adres.split('\n'),
    iletisim: [c.telefon, c.eposta].join(' · '),
  };
}

/** An amount in kuruş, Turkish style with its currency: 1234550n, 1 → '12.345,50 TL'. */
export function money(kurus: bigint, paraBirimiId: number): string {
  return formatMoney(fromKurus(kurus), currencyById(paraBirimiId)?.adi ?? '');
}

/** A T.C. kimlik or vergi no with all but its last four digits hidden, as receipts print them. */
export function maskId(id: string | null): string {
  if (!id) return '—';
  return `${'*'.repeat(Math.max(0, id.length - 4))}${id.slice(-4)}`;
}

const quantity = new Intl.NumberFormat('tr-TR', { maximumFractionDigits: 3 });
const methodOf = (k: CollectionSource | null, fallback: string) =>
  k === 'kart' ? T.kart : k === 'havale' ? T.havale : fallback;
const payerRows = (p: Payer): [string, string][] => [
  [L.odeyen, p.unvan],
  [L.kimlikNo, maskId(p.kimlikNo)],
];

const numbered = (prefix: string) => (id: number) => `${prefix}-${String(id).padStart(8, '0')}`;

/** Document numbers: a prefix per kind and the row id, zero-padded so they sort. */
export const DOCUMENT_NUMBERS = { teminat: numbered('TD'), tahsilat: numbered('TH'), satis: numbered('SB') };

/** A receipt of money paid in: the same fields for a deposit and a won tender's collection. */
function receiptSpec(
  p: {
    title: string;
    no: string;
    d: DepositReceiptData | CollectionReceiptData;
    amac: string;
    yontem: string;
  },
  header: InstitutionHeader,
  now: Date,
): DocumentSpec {
  return {
    title: p.title,
    header,
    belgeNo: p.no,
    createdAt: now,
    note: T.footerNote,
    sections: [
      {
        kind: 'fields',
        rows: [
          [L.dekontNo, p.no],
          [L.islemTarihi, formatDateTime(p.d.islemTarihi)],
          ...payerRows(p.d.payer),
          [L.tutar, money(p.d.tutarKurus, p.d.paraBirimiId)],
          [L.amac, p.amac],
          [L.yontem, p.yontem],
          [L.referans, p.d.referans ?? '—'],
        ],
      },
    ],
  };
}

export function depositReceiptSpec(d: DepositReceiptData, header: InstitutionHeader, now: Date): DocumentSpec {
  const no = DOCUMENT_NUMBERS.teminat(d.id);
  const yontem = methodOf(d.kaynak, d.aciklama);
  return receiptSpec({ title: DOCUMENT_TITLES.teminatDekontu, no, d, amac: T.teminatAmaci, yontem }, header, now);
}

export function collectionReceiptSpec(d: CollectionReceiptData, header: InstitutionHeader, now: Date): DocumentSpec {
  const no = DOCUMENT_NUMBERS.tahsilat(d.id);
  const amac = T.ihaleAmaci(d.ihaleId);
  return receiptSpec(
    { title: DOCUMENT_TITLES.tahsilatDekontu, no, d, amac, yontem: methodOf(d.kaynak, '—') },
    header,
    now,
  );
}

export function saleDocumentSpec(d: SaleDocumentData, header: InstitutionHeader, now: Date): DocumentSpec {
  const no = DOCUMENT_NUMBERS.satis(d.ihaleId);
  const m = (k: bigint) => money(k, d.paraBirimiId);
  const collected = d.tahsilatlar.reduce((a, c) => a + c.tutarKurus, 0n);
  return {
    title: DOCUMENT_TITLES.satisBelgesi,
    header,
    belgeNo: no,
    createdAt: now,
    note: T.footerNote,
    sections: [
      {
        kind: 'fields',
        rows: [
          [L.belgeNo, no],
          [L.ihaleNo, String(d.ihaleId)],
          [L.ihaleBasligi, d.baslik],
          [L.alici, d.buyer.unvan],
          [L.kimlikNo, maskId(d.buyer.kimlikNo)],
          [L.kazananTutar, m(d.kazananTutarKurus)],
          [L.kdv, d.kdvDahil ? T.kdvDahil : T.kdvHaric],
          [L.kullanilanTeminat, m(d.teminatKurus)],
          [L.tahsilEdilen, m(collected)],
          [L.odemeTarihi, d.odemeTarihi ? formatDateTime(d.odemeTarihi) : '—'],
        ],
      },
      {
        kind: 'table',
        heading: L.kalemler,
        columns: [
          { header: L.kalemAdi, width: 5 },
          { header: L.miktar, width: 2, align: 'right' },
          { header: L.teslimYeri, width: 3 },
        ],
        rows: d.kalemler.map((k) => [
          k.aciklama ? `${k.adi}\n${k.aciklama}` : k.adi,
          `${quantity.format(Number(k.miktar))} ${k.birim}`,
          k.teslimYeri,
        ]),
      },
      ...(d.tahsilatlar.length > 0
        ? [
            {
              kind: 'table' as const,
              heading: L.tahsilatlar,
              columns: [
                { header: L.dekontNo, width: 3 },
                { header: L.islemTarihi, width: 3 },
                { header: L.yontem, width: 3 },
                { header: L.tutar, width: 3, align: 'right' as const },
              ],
              rows: d.tahsilatlar.map((c) => [
                DOCUMENT_NUMBERS.tahsilat(c.id),
                formatDateTime(c.islemTarihi),
                methodOf(c.kaynak, '—'),
                m(c.tutarKurus),
              ]),
            },
          ]
        : []),
    ],
  };
}

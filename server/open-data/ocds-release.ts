import { TENDER_STATUS } from '../../lib/contract/lookups';
import { currencyById, ODEME_DURUMU } from '../../lib/contract/money';
import { htmlToText } from '../../lib/html/sanitize-html';
import { smallestIncrement } from '../../lib/rules/bid-increments';
import { tenderEnd } from '../db/schema/tender-end';
import type { EndedTender } from './ended-tenders';

/**
 * One OCDS 1.1 release per ended tender (docs/architecture.md §13), with the bids, participation
 * fee and auction extensions. The portal SELLS: the institution runs the procedure and is paid, the
 * winning bidder pays. OCDS is written for purchases, so the roles are chosen thus:
 * - the institution is the `procuringEntity` (it runs the tender) and the `payee` of the deposit
 *   and of the sale price; there is no `buyer`: in OCDS that is whoever's budget pays, and the
 *   institution pays nothing;
 * - every bidder is a `tenderer`; the winner is also the award's `supplier` (OCDS has no
 *   "purchaser of the lot" role; the award goes to whom the sale is awarded, as open sale
 *   platforms publishing OCDS do) and the `payer`.
 * Bidders are organisations named by their per-tender alias, with an id built from it: the alias
 * is what the public tender page already shows, and nothing leads back to the account behind it.
 */
export interface ReleaseContext {
  /** OCDS_OCID_PREFIX (server/config.ts). */
  ocidPrefix: string;
  /** The portal's public origin, for the tender's page address. */
  publicOrigin: string;
  institutionName: string;
}

export type OcdsRelease = Record<string, unknown> & { ocid: string; id: string; date: string };

const INSTITUTION_PARTY_ID = 'kurum';
const bidderPartyId = (alias: string) => `rumuz-${alias}`;
const amount = (decimal: string) => Number(decimal);
const iso = (d: Date) => d.toISOString();

const TENDER_STATUS_CODE: Record<number, string> = {
  [TENDER_STATUS.kazananBelirli]: 'complete',
  [TENDER_STATUS.kazananBelirsiz]: 'unsuccessful',
  [TENDER_STATUS.iptal]: 'cancelled',
};

/** The release's date: when the tender last changed, its result decided, or its bidding ended. */
function releaseDate(t: EndedTender, now: Date): Date {
  const end = tenderEnd(t);
  const candidates = [t.guncellemeTarihi, t.sonucKararTarihi, end <= now ? end : null].filter(
    (d): d is Date => d !== null,
  );
  return new Date(Math.max(...candidates.map((d) => d.getTime())));
}

export function ocidOf(prefix: string, ihaleId: number): string {
  return `${prefix}-${ihaleId}`;
}

export function tenderRelease(t: EndedTender, ctx: ReleaseContext, now: Date): OcdsRelease {
  const currency = currencyById(t.paraBirimiId)?.kod ?? 'TRY';
  const money = (decimal: string) => ({ amount: amount(decimal), currency });
  const ocid = ocidOf(ctx.ocidPrefix, t.id);
  const date = releaseDate(t, now);
  const tenderUrl = `${ctx.publicOrigin}/ihaleler/${t.id}`;
  const institution = { id: INSTITUTION_PARTY_ID, name: ctx.institutionName };
  const won = t.ihaleDurumuId === TENDER_STATUS.kazananBelirli && t.kazananRumuzu !== null;
  const aliases = [...new Set(t.bids.map((b) => b.rumuz))];
  const ref = (alias: string) => ({ id: bidderPartyId(alias), name: alias });
  const openingPrice = t.items.reduce((sum, i) => sum + amount(i.acilisFiyati), 0);
  const end = tenderEnd(t);
  const items = t.items.map((i) => ({
    id: String(i.id),
    description: i.aciklama || t.baslik,
    quantity: amount(i.miktar),
    unit: { name: i.birim },
  }));
  const highest = t.bids.reduce<(typeof t.bids)[number] | null>(
    (top, b) => (top === null || amount(b.tutar) > amount(top.tutar) ? b : top),
    null,
  );
  const winningBid = won ? (t.bids.filter((b) => b.rumuz === t.kazananRumuzu).at(-1) ?? null) : null;

  const parties = [
    { ...institution, roles: ['procuringEntity', 'payee'] },
    ...aliases.map((alias) => ({
      ...ref(alias),
      roles: alias === t.kazananRumuzu && won ? ['tenderer', 'supplier', 'payer'] : ['tenderer'],
    })),
  ];

  const tender: Record<string, unknown> = {
    id: String(t.id),
    title: t.baslik,
    description: htmlToText(t.aciklama),
    status: TENDER_STATUS_CODE[t.ihaleDurumuId],
    ...(t.ihaleDurumuId === TENDER_STATUS.iptal && t.iptalNedeni ? { statusDetails: t.iptalNedeni } : {}),
    procuringEntity: institution,
    items,
    value: { amount: openingPrice, currency },
    procurementMethod: 'open',
    procurementMethodDetails: 'Herkese açık elektronik satış ihalesi (açık artırma)',
    mainProcurementCategory: 'goods',
    awardCriteria: 'priceOnly',
    awardCriteriaDetails: 'En yüksek teklif',
    submissionMethod: ['electronicAuction'],
    ...(t.uzatma
      ? {
          submissionMethodDetails: `Son ${t.uzatma.sonDakika} dakikada verilen teklif bitişi ${t.uzatma.uzatmaDakika} dakika uzatır.`,
        }
      : {}),
    tenderPeriod: { startDate: iso(t.baslangicTarihi), endDate: iso(t.bitisTarihi) },
    numberOfTenderers: aliases.length,
    tenderers: aliases.map(ref),
    participationFees: [
      {
        id: 'teminat',
        type: ['deposit'],
        value: money(t.teminatTutari),
        description: 'Teminat: ihaleye katılmak için yatırılır; kazanamayan katılımcıya iade edilir.',
        methodOfPayment: ['wireTransfer', 'creditCard'],
        payee: institution,
      },
    ],
    auctions: [
      {
        url: tenderUrl,
        // The auction's end is the one that applied: moved on by the automatic extension when a late
        // bid came (the scheduled end stays in tenderPeriod).
        period: { startDate: iso(t.baslangicTarihi), endDate: iso(end) },
        minimalStep: { amount: smallestIncrement(openingPrice), currency },
      },
    ],
  };

  const awards: Record<string, unknown>[] = [];
  if (t.ihaleDurumuId === TENDER_STATUS.kazananBelirli && won) {
    const forfeited = t.odemeDurumu === ODEME_DURUMU.yandi;
    awards.push({
      id: `${t.id}-1`,
      title: t.baslik,
      status: forfeited ? 'cancelled' : 'active',
      ...(forfeited ? { description: 'Kazanan, satış bedelini süresi içinde ödemedi.' } : {}),
      date: iso(t.sonucKararTarihi ?? end),
      value: money(t.kazananTutar ?? highest?.tutar ?? '0'),
      suppliers: [ref(t.kazananRumuzu as string)],
      items,
      ...(winningBid ? { relatedBids: [String(winningBid.siraNo)] } : {}),
    });
  } else if (t.ihaleDurumuId === TENDER_STATUS.kazananBelirsiz) {
    awards.push({
      id: `${t.id}-1`,
      title: t.baslik,
      status: 'unsuccessful',
      ...(t.sonucNedeni ? { description: t.sonucNedeni } : {}),
      date: iso(t.sonucKararTarihi ?? end),
    });
  }

  const statistics: Record<string, unknown>[] = [
    { id: '1', measure: 'bids', value: t.bids.length },
    { id: '2', measure: 'bidders', value: aliases.length },
  ];
  if (highest) {
    statistics.push({ id: '3', measure: 'highestValidBidValue', value: amount(highest.tutar), currency });
  }

  return {
    ocid,
    id: `${ocid}-${date.getTime()}`,
    date: iso(date),
    tag: ['tender', t.ihaleDurumuId === TENDER_STATUS.iptal ? 'tenderCancellation' : 'award'],
    initiationType: 'tender',
    language: 'tr',
    parties,
    tender,
    ...(awards.length ? { awards } : {}),
    bids: {
      statistics,
      details: t.bids.map((b) => ({
        id: String(b.siraNo),
        submissionType: 'bid',
        date: iso(b.tarih),
        status: 'valid',
        value: money(b.tutar),
        tenderers: [ref(b.rumuz)],
        ...(b.otomatik
          ? { description: 'Otomatik teklif: katılımcının belirlediği üst sınıra kadar portal verdi.' }
          : {}),
      })),
    },
  };
}

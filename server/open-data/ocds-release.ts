import { TENDER_STATUS } from '../../lib/contract/lookups';
import { currencyById, ODEME_DURUMU } from '../../lib/contract/money';
import { formatDateTime } from '../../lib/format/date';
import { htmlToText } from '../../lib/html/sanitize-html';
import { smallestIncrement } from '../../lib/rules/bid-increments';
import { tenderEnd } from '../db/schema/tender-end';
import type { EndedTender } from './ended-tenders';

/**
 * One OCDS 1.1 release per ended tender (docs/architecture.md §12), with the bids, participation
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

/** OCDS award.status (closed codelist awardStatus). */
type AwardStatus = 'pending' | 'active' | 'cancelled' | 'unsuccessful';

/** One award as the release tells it, before the money and items are filled in. */
interface AwardState {
  id: string;
  rumuz: string;
  status: AwardStatus;
  description?: string;
  date: Date;
  tutar: string;
  siraNo: number | null;
}

const AWARD_TEXT = {
  forfeited: 'Kazanan, satış bedelini süresi içinde ödemedi; teminatı yandı.',
  offered: (deadline: Date) =>
    `Kazananın ödememesi üzerine satış, ikinci en yüksek teklif sahibine kendi teklifiyle önerildi; son yanıt tarihi ${formatDateTime(deadline)} (İstanbul saati).`,
  accepted: 'İkinci en yüksek teklif sahibi öneriyi kabul etti.',
  acceptedForfeited: 'İkinci en yüksek teklif sahibi öneriyi kabul etti, ancak satış bedelini süresi içinde ödemedi.',
  declined: 'İkinci en yüksek teklif sahibi öneriyi reddetti.',
  expired: 'İkinci en yüksek teklif sahibi öneriyi süresi içinde yanıtlamadı.',
  awaitingRunnerUp: 'Kazananın ödememesi üzerine ikinci en yüksek teklif sahibinin yanıtı bekleniyor.',
} as const;

/**
 * The awards of a tender, oldest first, each in its OCDS state (docs/architecture.md §12):
 * - `<id>-1` to the winner: `active`, or `cancelled` once they did not pay and lost the deposit;
 * - `<id>-2`, when the sale was then offered to the runner-up at their own highest bid: `pending`
 *   while the offer awaits an answer, `active` once accepted (`cancelled` if they did not pay
 *   either), `unsuccessful` when declined or left to expire;
 * - a tender that ended without a winner and never had one: one `unsuccessful` award `<id>-1`.
 * A tender no longer won (216, 217) keeps no `pending` or `active` award.
 */
function awardStates(t: EndedTender): AwardState[] {
  const end = tenderEnd(t);
  const lastBid = (rumuz: string) => t.bids.filter((b) => b.rumuz === rumuz).at(-1) ?? null;
  const isForfeited = (rumuz: string) =>
    t.forfeits.some((f) => f.rumuz === rumuz) || (rumuz === t.kazananRumuzu && t.odemeDurumu === ODEME_DURUMU.yandi);
  const won = t.ihaleDurumuId === TENDER_STATUS.kazananBelirli;
  // The first winner: the one the runner-up's offer replaced, else one who forfeited, else the winner on the row.
  const first = t.offer?.oncekiRumuz ?? t.forfeits[0]?.rumuz ?? (won ? t.kazananRumuzu : null);
  const awards: AwardState[] = [];
  if (first !== null) {
    const bid = lastBid(first);
    const forfeited = isForfeited(first);
    awards.push({
      id: `${t.id}-1`,
      rumuz: first,
      status: forfeited ? 'cancelled' : 'active',
      ...(forfeited ? { description: AWARD_TEXT.forfeited } : {}),
      date: t.sonucKararTarihi ?? end,
      tutar: (first === t.kazananRumuzu && !t.offer ? t.kazananTutar : null) ?? bid?.tutar ?? t.kazananTutar ?? '0',
      siraNo: bid?.siraNo ?? null,
    });
  }
  if (t.offer) {
    const o = t.offer;
    const forfeited = o.durum === 'kabul' && isForfeited(o.rumuz);
    const [status, description]: [AwardStatus, string] =
      o.durum === 'beklemede'
        ? ['pending', AWARD_TEXT.offered(o.sonYanitTarihi)]
        : o.durum === 'kabul'
          ? forfeited
            ? ['cancelled', AWARD_TEXT.acceptedForfeited]
            : ['active', AWARD_TEXT.accepted]
          : ['unsuccessful', o.durum === 'red' ? AWARD_TEXT.declined : AWARD_TEXT.expired];
    awards.push({
      id: `${t.id}-2`,
      rumuz: o.rumuz,
      status,
      description,
      date: o.olusturmaTarihi,
      tutar: o.tutar,
      siraNo: lastBid(o.rumuz)?.siraNo ?? null,
    });
  }
  if (!won) {
    // Ended without a winner or cancelled: nothing is awarded or awaiting an answer any more.
    const closed: AwardStatus = t.ihaleDurumuId === TENDER_STATUS.iptal ? 'cancelled' : 'unsuccessful';
    for (const a of awards) if (a.status === 'pending' || a.status === 'active') a.status = closed;
  }
  return awards;
}

/**
 * tender.status (codelist tenderStatus) from the tender's state and its awards: 217 `cancelled`, 216
 * `unsuccessful`; a won tender (215) is `complete` while an award stands (`active`), and `active`
 * while none does: the winner's award `cancelled` and the sale awaiting the runner-up's answer
 * (their award `pending`).
 */
function tenderStatus(t: EndedTender, awards: AwardState[]): string {
  if (t.ihaleDurumuId === TENDER_STATUS.iptal) return 'cancelled';
  if (t.ihaleDurumuId === TENDER_STATUS.kazananBelirsiz) return 'unsuccessful';
  return awards.length > 0 && !awards.some((a) => a.status === 'active') ? 'active' : 'complete';
}

/** The release's date: when the tender last changed, its result decided, its bidding ended, or its award changed. */
function releaseDate(t: EndedTender, now: Date): Date {
  const end = tenderEnd(t);
  const candidates = [
    t.guncellemeTarihi,
    t.sonucKararTarihi,
    end <= now ? end : null,
    ...t.forfeits.map((f) => f.yanmaTarihi),
    t.offer?.olusturmaTarihi ?? null,
    t.offer?.yanitTarihi ?? null,
  ].filter((d): d is Date => d !== null);
  return new Date(Math.max(...candidates.map((d) => d.getTime())));
}

export function ocidOf(prefix: string, ihaleId: number): string {
  return `${prefix}-${ihaleId}`;
}

/**
 * The tender's current state as a release. Published releases are kept (published-releases.ts):
 * this one is stored, with its id and date fixed then, only when the state differs from the last.
 */
export function tenderRelease(t: EndedTender, ctx: ReleaseContext, now: Date): OcdsRelease {
  const currency = currencyById(t.paraBirimiId)?.kod ?? 'TRY';
  const money = (decimal: string) => ({ amount: amount(decimal), currency });
  const ocid = ocidOf(ctx.ocidPrefix, t.id);
  const date = releaseDate(t, now);
  const tenderUrl = `${ctx.publicOrigin}/ihaleler/${t.id}`;
  const institution = { id: INSTITUTION_PARTY_ID, name: ctx.institutionName };
  const awardList = awardStates(t);
  const status = tenderStatus(t, awardList);
  const aliases = [...new Set(t.bids.map((b) => b.rumuz))];
  // Whoever an award names is its supplier; the one whose award stands also pays.
  const suppliers = new Set(awardList.map((a) => a.rumuz));
  const payer = awardList.find((a) => a.status === 'active')?.rumuz ?? null;
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

  const parties = [
    { ...institution, roles: ['procuringEntity', 'payee'] },
    ...[...new Set([...aliases, ...suppliers])].map((alias) => ({
      ...ref(alias),
      roles: ['tenderer', ...(suppliers.has(alias) ? ['supplier'] : []), ...(alias === payer ? ['payer'] : [])],
    })),
  ];
  const statusDetails =
    t.ihaleDurumuId === TENDER_STATUS.iptal
      ? t.iptalNedeni
      : t.ihaleDurumuId === TENDER_STATUS.kazananBelirsiz
        ? t.sonucNedeni
        : status === 'active'
          ? awardList.some((a) => a.status === 'pending')
            ? AWARD_TEXT.awaitingRunnerUp
            : AWARD_TEXT.forfeited
          : null;

  const tender: Record<string, unknown> = {
    id: String(t.id),
    title: t.baslik,
    description: htmlToText(t.aciklama),
    status,
    ...(statusDetails ? { statusDetails } : {}),
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

  const awards: Record<string, unknown>[] = awardList.map((a) => ({
    id: a.id,
    title: t.baslik,
    status: a.status,
    ...(a.description ? { description: a.description } : {}),
    date: iso(a.date),
    value: money(a.tutar),
    suppliers: [ref(a.rumuz)],
    items,
    ...(a.siraNo !== null ? { relatedBids: [String(a.siraNo)] } : {}),
  }));
  if (awards.length === 0 && t.ihaleDurumuId === TENDER_STATUS.kazananBelirsiz) {
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

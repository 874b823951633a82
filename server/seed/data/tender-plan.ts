/**
 * The demo tenders, one line each: what is sold and where each tender stands RELATIVE TO the seed
 * time, so a freshly seeded portal always has tenders running, about to end and about to start.
 * Offsets are milliseconds from `now`.
 */
import { TENDER_STATUS, TENDER_TYPE } from '../../../lib/contract/lookups';
import { days, hours, minutes } from '../time';
import type { ExtensionRule } from './lookups';

export interface TenderSlot {
  material: string;
  durum: number;
  start: number;
  end: number;
  /** Publication offset; default a few days before the start. */
  yayin?: number;
  featured?: boolean;
  withdrawn?: boolean;
  ihaleTipiId?: number;
  /** Number of bids (running, 214, 215). */
  bids?: number;
  /** Accounts that joined without bidding. */
  idleJoiners?: number;
  extension?: ExtensionRule;
  /** The tender was extended by a bid in the rule's window at the original end. */
  extended?: boolean;
  /** A second lot of the same material: title suffix and a different quantity factor. */
  lot?: { suffix: string; factor: number };
  baslik?: string;
  /**
   * otomatik_sonuclandirma off: when bidding ends the tender waits at 214 for an İhale Sorumlusu's
   * decision (docs/architecture.md §8). Every other seeded tender settles by itself.
   */
  manualResult?: boolean;
  /**
   * The winner did not pay (constants.ts DEFAULTED_TENDER): won by a test citizen's company, the
   * runner-up another test citizen, still awaiting payment after the deadline, so the scheduler's
   * first tick forfeits the deposit and offers the sale to the runner-up (docs/architecture.md §9).
   */
  defaulted?: boolean;
}

const second = { suffix: ' – 2. Parti', factor: 0.65 };
const third = { suffix: ' – 3. Parti', factor: 0.5 };

export const TENDER_PLAN: TenderSlot[] = [
  // Running, ending three hours or more after now.
  { material: 'bakir-kablo', durum: TENDER_STATUS.devam, start: -days(2), end: days(3), featured: true, bids: 9, extension: 'uc', idleJoiners: 1 },
  { material: 'hms', durum: TENDER_STATUS.devam, start: -days(1), end: days(5), featured: true, bids: 7, extension: 'bes' },
  { material: 'forklift-dizel', durum: TENDER_STATUS.devam, start: -days(3), end: days(1), featured: true, bids: 11, extension: 'uc' },
  { material: 'ekskavator', durum: TENDER_STATUS.devam, start: -hours(6), end: days(6), featured: true, bids: 4 },
  { material: 'pirinc-kovan', durum: TENDER_STATUS.devam, start: -days(1), end: days(2), bids: 6, extension: 'bes' },
  { material: 'hidrolik-yag', durum: TENDER_STATUS.devam, start: -days(1), end: hours(8), bids: 5 },
  { material: 'vidali-kompresor', durum: TENDER_STATUS.devam, start: -hours(12), end: days(1) + hours(6), bids: 3 },
  { material: 'elektronik-bilgisayar', durum: TENDER_STATUS.devam, start: -hours(4), end: hours(3) + minutes(30), bids: 2 },
  { material: 'cnc-torna', durum: TENDER_STATUS.devam, start: -days(1), end: days(2) + hours(12), bids: 0, idleJoiners: 2 },
  { material: 'karton', durum: TENDER_STATUS.devam, start: -hours(2), end: days(7), bids: 0 },
  { material: 'aluminyum-profil', durum: TENDER_STATUS.devam, start: -days(1), end: hours(5), bids: 12, extension: 'uc' },
  { material: 'palet', durum: TENDER_STATUS.devam, start: -days(2), end: days(4), bids: 7 },
  // Running, ending 10–30 minutes after now (one of them already extended once).
  { material: 'binek-dizel', durum: TENDER_STATUS.devam, start: -days(3), end: minutes(27), bids: 14, extension: 'uc', featured: true },
  { material: 'pirinc-talas', durum: TENDER_STATUS.devam, start: -days(2), end: minutes(20), bids: 10, extension: 'bes' },
  { material: 'atik-yag', durum: TENDER_STATUS.devam, start: -days(2), end: -minutes(2), bids: 8, extension: 'on', extended: true },
  // Running, ending within the next two hours.
  { material: 'kamyonet', durum: TENDER_STATUS.devam, start: -days(1), end: minutes(50), bids: 5 },
  { material: 'torna', durum: TENDER_STATUS.devam, start: -hours(5), end: hours(1) + minutes(40), bids: 6, extension: 'uc' },
  // Not started, starting 5–60 minutes after now.
  { material: 'kamyon-damperli', durum: TENDER_STATUS.baslamadi, start: minutes(8), end: days(3), featured: true, idleJoiners: 2 },
  { material: 'bakir-millberry', durum: TENDER_STATUS.baslamadi, start: minutes(15), end: days(2), idleJoiners: 1, extension: 'uc' },
  { material: 'kirik-palet', durum: TENDER_STATUS.baslamadi, start: minutes(25), end: days(1) },
  { material: 'freze-lot', durum: TENDER_STATUS.baslamadi, start: minutes(35), end: days(4) },
  { material: 'aku', durum: TENDER_STATUS.baslamadi, start: minutes(45), end: days(2), extension: 'bes' },
  { material: 'bos-varil', durum: TENDER_STATUS.baslamadi, start: minutes(55), end: days(3) },
  // Not started, starting in the coming days.
  { material: 'beko-loder', durum: TENDER_STATUS.baslamadi, start: days(1), end: days(4), extension: 'uc' },
  { material: 'kursun-poligon', durum: TENDER_STATUS.baslamadi, start: days(2), end: days(5) },
  { material: 'euro-palet', durum: TENDER_STATUS.baslamadi, start: days(3), end: days(6) },
  { material: 'jenerator', durum: TENDER_STATUS.baslamadi, start: days(5), end: days(8) },
  // Ended, bids under evaluation.
  { material: 'celik-konstruksiyon', durum: TENDER_STATUS.degerlendiriliyor, start: -days(3), end: -hours(2), bids: 9 },
  { material: 'plastik', durum: TENDER_STATUS.degerlendiriliyor, start: -days(4), end: -days(1), bids: 4, idleJoiners: 1 },
  { material: 'aluminyum-kulce', durum: TENDER_STATUS.degerlendiriliyor, start: -days(5), end: -days(2), bids: 5 },
  { material: 'ups', durum: TENDER_STATUS.degerlendiriliyor, start: -days(6), end: -days(3), bids: 3 },
  // Ended with a winner.
  { material: 'bakir-boru', durum: TENDER_STATUS.kazananBelirli, start: -days(4), end: -days(1), bids: 12, extension: 'uc', extended: true, idleJoiners: 1 },
  { material: 'sac-kirpinti', durum: TENDER_STATUS.kazananBelirli, start: -days(5), end: -days(2), bids: 7 },
  { material: 'celik-talas', durum: TENDER_STATUS.kazananBelirli, start: -days(7), end: -days(4), bids: 6 },
  { material: 'paslanmaz-talas', durum: TENDER_STATUS.kazananBelirli, start: -days(8), end: -days(5), bids: 8 },
  { material: 'pik-dokum', durum: TENDER_STATUS.kazananBelirli, start: -days(10), end: -days(7), bids: 10, idleJoiners: 1 },
  { material: 'forklift-akulu', durum: TENDER_STATUS.kazananBelirli, start: -days(12), end: -days(9), bids: 5 },
  { material: 'kamyon-kapali', durum: TENDER_STATUS.kazananBelirli, start: -days(15), end: -days(12), bids: 9, extension: 'bes', extended: true },
  { material: 'binek-benzinli', durum: TENDER_STATUS.kazananBelirli, start: -days(18), end: -days(15), bids: 11 },
  { material: 'muhimmat-sandigi', durum: TENDER_STATUS.kazananBelirli, start: -days(23), end: -days(20), bids: 7, defaulted: true },
  { material: 'kursun-kulce', durum: TENDER_STATUS.kazananBelirli, start: -days(28), end: -days(25), bids: 4 },
  { material: 'pano-aksami', durum: TENDER_STATUS.kazananBelirli, start: -days(33), end: -days(30), bids: 6 },
  { material: 'bor-yagi', durum: TENDER_STATUS.kazananBelirli, start: -days(43), end: -days(40), bids: 5 },
  { material: 'hms', durum: TENDER_STATUS.kazananBelirli, start: -days(53), end: -days(50), bids: 13, lot: second },
  { material: 'forklift-grup', durum: TENDER_STATUS.kazananBelirli, start: -days(63), end: -days(60), bids: 8 },
  { material: 'bakir-sargi', durum: TENDER_STATUS.kazananBelirli, start: -days(78), end: -days(75), bids: 6 },
  // Ended without bids.
  { material: 'binek-hurda', durum: TENDER_STATUS.kazananBelirsiz, start: -days(6), end: -days(3), idleJoiners: 2 },
  { material: 'pistonlu-kompresor', durum: TENDER_STATUS.kazananBelirsiz, start: -days(11), end: -days(8), idleJoiners: 1 },
  { material: 'kereste-kirpinti', durum: TENDER_STATUS.kazananBelirsiz, start: -days(21), end: -days(18) },
  { material: 'disli-mil', durum: TENDER_STATUS.kazananBelirsiz, start: -days(36), end: -days(33), idleJoiners: 2 },
  { material: 'euro-palet', durum: TENDER_STATUS.kazananBelirsiz, start: -days(48), end: -days(45), idleJoiners: 1, lot: second },
  // Cancelled.
  { material: 'aluminyum-talas', durum: TENDER_STATUS.iptal, start: -days(10), end: -days(7) },
  { material: 'atik-yag', durum: TENDER_STATUS.iptal, start: days(1), end: days(3), lot: second },
  { material: 'forklift-dizel', durum: TENDER_STATUS.iptal, start: -days(20), end: -days(18), lot: second },
  { material: 'elektronik-bilgisayar', durum: TENDER_STATUS.iptal, start: -days(3), end: days(2), lot: second },
  // Drafts: never public.
  { material: 'kamyon-damperli', durum: TENDER_STATUS.taslak, yayin: days(5), start: days(7), end: days(10), lot: second },
  { material: 'pirinc-dokum', durum: TENDER_STATUS.taslak, yayin: days(3), start: days(4), end: days(6) },
  { material: 'bakir-millberry', durum: TENDER_STATUS.taslak, yayin: days(6), start: days(8), end: days(11), lot: second },
  // Withdrawn from publication: never public whatever their status.
  { material: 'hms', durum: TENDER_STATUS.devam, start: -days(1), end: days(2), withdrawn: true, lot: third },
  { material: 'palet', durum: TENDER_STATUS.baslamadi, start: days(1), end: days(3), withdrawn: true, lot: second },
  { material: 'aku', durum: TENDER_STATUS.kazananBelirsiz, start: -days(13), end: -days(10), withdrawn: true, lot: second },
  // Licensed-sale tenders: another portal's business, never on the public one.
  {
    material: 'bos-varil',
    durum: TENDER_STATUS.devam,
    start: -days(1),
    end: days(2),
    ihaleTipiId: TENDER_TYPE.licensedSale,
    baslik: 'Kontamine Metal Ambalaj (Lisanslı Satış)',
  },
  {
    material: 'kamyon-kapali',
    durum: TENDER_STATUS.baslamadi,
    start: days(2),
    end: days(5),
    ihaleTipiId: TENDER_TYPE.licensedSale,
    baslik: 'Askeri Araç Hurdası (Lisanslı Satış)',
  },
  // Ends minutes after the seed and then waits at 214 for the İhale Sorumlusu (/yonetim/ihaleler/[id]/sonuc).
  // Published 50 minutes ago, after every tender above (whose publication is at least an hour back),
  // so it takes the next id and leaves theirs as they were.
  { material: 'celik-konstruksiyon', durum: TENDER_STATUS.devam, yayin: -minutes(50), start: -minutes(45), end: minutes(8), bids: 5, lot: second, manualResult: true },
  // Published only tomorrow: not public yet.
  { material: 'kamyonet', durum: TENDER_STATUS.baslamadi, yayin: days(1), start: days(3), end: days(6), lot: second },
];

import { TENDER_STATUS } from '../contract/lookups';

/**
 * What a tender status means on the portal (the ids are lib/contract/lookups.ts): which lists show
 * it and which parts of a tender page it has. Its label and colours are ./status-style.ts.
 */

/** The only statuses the public lists show and the status filter offers (docs/spec.md §4, §9). */
export const LIST_STATUS_IDS = [TENDER_STATUS.baslamadi, TENDER_STATUS.devam] as const;

/** Finished for good: decided with or without a winner, or cancelled ('Sonuçlanan İhaleler'). */
export const FINISHED_STATUS_IDS = [
  TENDER_STATUS.kazananBelirli,
  TENDER_STATUS.kazananBelirsiz,
  TENDER_STATUS.iptal,
] as const;

/** docs/spec.md §4: the price box shows for 213–216. */
export const showsPriceBox = (id: number) => id >= 213 && id <= 216;

/** docs/spec.md §4: the countdown shows for 212–216. */
export const showsCountdown = (id: number) => id >= 212 && id <= 216;

/** docs/spec.md §4: bid controls only at 213. */
export const allowsBidding = (id: number) => id === TENDER_STATUS.devam;

/** A tender may be joined (and left) before it starts and while it runs (docs/spec.md §4 "Join and bid flow"). */
export const allowsJoining = (id: number) => id === TENDER_STATUS.baslamadi || id === TENDER_STATUS.devam;

/** The price box's label: the opening price until the first bid, then the highest (or winning) bid. */
export const priceLabelOf = (statusId: number, anyBid: boolean): string =>
  !anyBid ? 'Açılış Fiyatı' : statusId === TENDER_STATUS.kazananBelirli ? 'Kazanan Teklif' : 'En Yüksek Teklif';

/**
 * A tender that has started has a verifiable bid record (docs/architecture.md §11): the detail page
 * links 'Kaydı doğrula' and the verifier page exists from 213 on (a tender cancelled before its start
 * has none: the record endpoints answer 404 and the page says so).
 */
export const hasBidRecord = (id: number) => id >= TENDER_STATUS.devam && id <= TENDER_STATUS.iptal;

import { TENDER_STATUS, type TenderStatusId } from '../contract/lookups';

/**
 * What the portal shows of a tender status (the ids are lib/contract/lookups.ts): the label and
 * colours, and which parts of a tender page each status has. Every status has its own colour pair;
 * each pair meets WCAG AA (4.5:1) for the chip's text on its background.
 */

/** The only statuses the public lists show and the status filter offers (docs/spec.md §4, §9). */
export const LIST_STATUS_IDS = [TENDER_STATUS.baslamadi, TENDER_STATUS.devam] as const;

/** Finished for good: decided with or without a winner, or cancelled ('Sonuçlanan İhaleler'). */
export const FINISHED_STATUS_IDS = [
  TENDER_STATUS.kazananBelirli,
  TENDER_STATUS.kazananBelirsiz,
  TENDER_STATUS.iptal,
] as const;

export interface StatusStyle {
  label: string;
  /** Text colour */
  color: string;
  /** Background colour */
  background: string;
  /** Border colour (a shade of the text colour so the chip reads on white and grey) */
  border: string;
}

const STYLES: Record<TenderStatusId, StatusStyle> = {
  211: { label: 'Taslak', color: '#3d4852', background: '#eceff2', border: '#b8c2cc' },
  212: { label: 'Başlamadı', color: '#0b4a8b', background: '#e3effb', border: '#9cc3ea' },
  213: { label: 'Devam Ediyor', color: '#14602f', background: '#e2f4e8', border: '#94cfa8' },
  214: { label: 'Teklifler Değerlendiriliyor', color: '#7a4300', background: '#fdf0dc', border: '#e8bd7f' },
  215: { label: 'Kazanan Belirli', color: '#5b2a86', background: '#f0e7f8', border: '#c4a5de' },
  216: { label: 'Kazanan Belirsiz', color: '#5c4a00', background: '#f7f1d6', border: '#d6c676' },
  217: { label: 'İptal', color: '#9b111c', background: '#fbe6e7', border: '#eba2a7' },
};

const UNKNOWN: StatusStyle = { label: 'Bilinmiyor', color: '#3d4852', background: '#eceff2', border: '#b8c2cc' };

export function isKnownStatus(id: number): id is TenderStatusId {
  return id in STYLES;
}

/** Colours for a status id; the label falls back to the API's name for an unknown id. */
export function statusStyle(id: number, apiName?: string | null): StatusStyle {
  if (isKnownStatus(id)) return STYLES[id];
  return apiName ? { ...UNKNOWN, label: apiName } : UNKNOWN;
}

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

import type { AnnouncementModel } from '../api/announcements';
import type { TenderDetailModel } from '../api/tenders';
import { formatDate, formatDateTime } from '../format/date';
import { formatMoney } from '../format/money';
import { TENDER_STATUS } from '../contract/lookups';
import { tlEquivalentText } from '../rules/exchange-rate';
import { statusStyle, type StatusStyle } from '../rules/status-style';
import { priceLabelOf } from '../rules/tender-status';

/**
 * What a shared link's preview picture says (the 1200×630 PNG behind og:image): the portal's mark
 * is drawn by the picture itself; this is the text. Pure, so the wording is tested without
 * rendering a picture (components/share/share-preview-image.tsx draws it).
 */
export interface SharePreviewModel {
  /** The line above the title: the tender number, or 'Duyuru'. */
  kicker: string;
  title: string;
  /** A line under the title (the tender's delivery place), or null. */
  detail: string | null;
  /** The tender's status chip; none for announcements. */
  status: StatusStyle | null;
  /** `note` is a smaller line under the value (a EUR/USD price's TL equivalent). */
  facts: { label: string; value: string; note?: string }[];
}

/** Longer titles are cut at a word and end with '…' so three lines at 56 px always fit. */
export const PREVIEW_TITLE_MAX = 110;

export function previewTitle(title: string): string {
  const t = title.replace(/\s+/g, ' ').trim();
  if (t.length <= PREVIEW_TITLE_MAX) return t;
  const cut = t.slice(0, PREVIEW_TITLE_MAX - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > PREVIEW_TITLE_MAX / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/**
 * A tender: its number, title and status; the price the detail page's price box shows (opening
 * price before the first bid, then the highest or winning bid; none for a cancelled tender), with
 * the price box's own TL line under a EUR/USD price (issue #36); the start while it has not
 * started, and the end.
 */
export function tenderSharePreview(t: TenderDetailModel): SharePreviewModel {
  const facts: SharePreviewModel['facts'] = [];
  const anyBid = t.highestBid > 0;
  const price = anyBid ? t.highestBid : t.openingPrice;
  if (t.statusId !== TENDER_STATUS.iptal && price !== null) {
    const fact: SharePreviewModel['facts'][number] = {
      label: priceLabelOf(t.statusId, anyBid),
      value: formatMoney(price, t.currency),
    };
    // The same '≈ … TL (TCMB döviz satış, DD.MM.YYYY)' as the page, from the same rate (null for TL).
    if (t.exchangeRate) fact.note = tlEquivalentText(price, t.exchangeRate);
    facts.push(fact);
  }
  // Every time in a preview is Istanbul time, and says so (TSİ: Türkiye saati ile).
  if (t.statusId === TENDER_STATUS.baslamadi)
    facts.push({ label: 'Başlangıç (TSİ)', value: formatDateTime(t.startDate) });
  facts.push({ label: 'Bitiş (TSİ)', value: formatDateTime(t.endDate) });
  return {
    kicker: `İhale No: ${t.number}`,
    title: previewTitle(t.title),
    detail: t.deliveryPlace ? `Teslimat Yeri: ${t.deliveryPlace}` : null,
    status: statusStyle(t.statusId, t.statusName),
    facts,
  };
}

export function announcementSharePreview(a: AnnouncementModel): SharePreviewModel {
  return {
    kicker: 'Duyuru',
    title: previewTitle(a.title),
    detail: null,
    status: null,
    facts: [{ label: 'Yayın Tarihi', value: formatDate(a.publishedAt) }],
  };
}

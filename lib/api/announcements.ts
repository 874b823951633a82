import { ApiRequestError, apiRequest } from './http';
import { odataDate, odataPath, odataString } from './odata';
import type { DuyuruWire, ODataResponse } from '../contract/wire-types';
import { istanbulDayStart } from '../format/istanbul-time';
import { trDateToIso, validIsoDay } from '../rules/announcement-dates';
import { CONTENT_TAG } from '../cache/cache-tags';

/** Announcement sets (docs/spec.md §7). The popup uses the uncached set, which no HTTP cache keeps, so a newly published one shows at once. */
export const ANNOUNCEMENT_SET = 'DuyuruOData';
export const ANNOUNCEMENT_UNCACHED_SET = 'DuyuruWithOutCacheOData';
export const ANNOUNCEMENT_PAGE_SIZE = 10;
/** docs/spec.md §5: announcement title filter max 250 characters. */
export const ANNOUNCEMENT_TITLE_MAX = 250;
/** docs/spec.md §9: the home carousel shows up to 4 announcements. */
export const HOME_ANNOUNCEMENT_LIMIT = 4;

/** What the screens show of an announcement; pages never see the wire shape. */
export interface AnnouncementModel {
  id: number;
  title: string;
  /** Raw HTML from the API: sanitise on the server before rendering. */
  html: string;
  /** ISO date-time */
  publishedAt: string;
  popup: boolean;
}

export const toAnnouncementModel = (d: DuyuruWire): AnnouncementModel => ({
  id: d.Id,
  title: d.Baslik,
  html: d.Icerik ?? '',
  publishedAt: d.YayinTarihi,
  popup: !!d.Popup,
});

/** The list filters as they live in the URL: ?sayfa=2&baslik=…&baslangic=YYYY-MM-DD&bitis=YYYY-MM-DD */
export interface AnnouncementListParams {
  page: number;
  title: string;
  /** YYYY-MM-DD (Istanbul calendar day) or '' */
  from: string;
  to: string;
}

export type SearchParamsRecord = Record<string, string | string[] | undefined>;

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) ?? '';

/** Reads the URL of /duyurular; bad values fall back to defaults instead of failing. */
export function parseAnnouncementSearchParams(sp: SearchParamsRecord): AnnouncementListParams {
  const pageNum = Number.parseInt(first(sp.sayfa), 10);
  return {
    page: Number.isFinite(pageNum) && pageNum >= 1 && pageNum <= 100_000 ? pageNum : 1,
    title: first(sp.baslik).trim().slice(0, ANNOUNCEMENT_TITLE_MAX),
    // YYYY-MM-DD from the page's own links; DD.MM.YYYY when the form is sent without JavaScript.
    from: validIsoDay(first(sp.baslangic)) || trDateToIso(first(sp.baslangic)),
    to: validIsoDay(first(sp.bitis)) || trDateToIso(first(sp.bitis)),
  };
}

/** The URL query of a list state (page 1 and empty fields are left out, so URLs stay short). */
export function announcementListHref(p: Partial<AnnouncementListParams>): string {
  const q = new URLSearchParams();
  if (p.title) q.set('baslik', p.title);
  if (p.from) q.set('baslangic', p.from);
  if (p.to) q.set('bitis', p.to);
  if (p.page && p.page > 1) q.set('sayfa', String(p.page));
  const s = q.toString();
  return s ? `/duyurular?${s}` : '/duyurular';
}

/**
 * The OData filter of the list (docs/spec.md §7: not withdrawn, title contains, date bounds). The title is
 * matched case-insensitively in Turkish; the date bounds are whole Istanbul days, both inclusive.
 */
export function announcementListFilter(p: Pick<AnnouncementListParams, 'title' | 'from' | 'to'>): string[] {
  const filters = ['YayindanKaldir eq false'];
  if (p.title) filters.push(`contains(tolower(Baslik), ${odataString(p.title.toLocaleLowerCase('tr-TR'))})`);
  if (p.from) filters.push(`YayinTarihi ge ${odataDate(istanbulDayStart(p.from))}`);
  if (p.to) filters.push(`YayinTarihi lt ${odataDate(istanbulDayStart(p.to, 1))}`);
  return filters;
}

/** Path of one page of /duyurular: newest first, with the total count. */
export function announcementListPath(p: AnnouncementListParams): string {
  return odataPath(ANNOUNCEMENT_SET, {
    filter: announcementListFilter(p),
    orderby: 'YayinTarihi desc',
    top: ANNOUNCEMENT_PAGE_SIZE,
    skip: (p.page - 1) * ANNOUNCEMENT_PAGE_SIZE,
    count: true,
  });
}

export interface AnnouncementPage {
  items: AnnouncementModel[];
  total: number;
  pageCount: number;
}

export async function fetchAnnouncementPage(p: AnnouncementListParams): Promise<AnnouncementPage> {
  const res = await apiRequest<ODataResponse<DuyuruWire>>(announcementListPath(p));
  const total = res['@odata.count'] ?? res.value.length;
  return {
    items: res.value.map(toAnnouncementModel),
    total,
    pageCount: Math.max(1, Math.ceil(total / ANNOUNCEMENT_PAGE_SIZE)),
  };
}

/** DUYURULAR on the home: the newest non-popup announcements. */
export async function fetchHomeAnnouncements(): Promise<AnnouncementModel[]> {
  const res = await apiRequest<ODataResponse<DuyuruWire>>(
    odataPath(ANNOUNCEMENT_SET, {
      filter: ['YayindanKaldir eq false', 'Popup eq false'],
      orderby: 'YayinTarihi desc',
      top: HOME_ANNOUNCEMENT_LIMIT,
    }),
    { renderTags: [CONTENT_TAG] },
  );
  return res.value.map(toAnnouncementModel);
}

/**
 * The one published popup announcement, or null. A server render keeps the answer in the
 * render-data cache under the content tag, like the home's other announcements, so an uncached
 * render of the home asks the database nothing: a change to any announcement drops it on every
 * instance (pagesChanged); a publication time passing without an edit shows within the TTL.
 */
export async function fetchPopupAnnouncement(): Promise<AnnouncementModel | null> {
  const res = await apiRequest<ODataResponse<DuyuruWire>>(
    odataPath(ANNOUNCEMENT_UNCACHED_SET, {
      filter: ['YayindanKaldir eq false', 'Popup eq true'],
      orderby: 'YayinTarihi desc',
      top: 1,
    }),
    { renderTags: [CONTENT_TAG] },
  );
  return res.value[0] ? toAnnouncementModel(res.value[0]) : null;
}

/** Outcome of loading /duyurular/{id}: the page redirects on 'invalid' and 404s on 'missing'. */
export type AnnouncementLookup =
  | { kind: 'found'; announcement: AnnouncementModel }
  | { kind: 'invalid' }
  | { kind: 'missing' };

/** Ids the API can hold (positive 32-bit integers); anything else is an invalid request. */
export function parseAnnouncementId(raw: string): number | null {
  if (!/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}

export async function lookupAnnouncement(rawId: string): Promise<AnnouncementLookup> {
  const id = parseAnnouncementId(rawId);
  if (id === null) return { kind: 'invalid' };
  try {
    const res = await apiRequest<ODataResponse<DuyuruWire>>(
      odataPath(ANNOUNCEMENT_SET, { filter: [`Id eq ${id}`, 'YayindanKaldir eq false'], top: 1 }),
    );
    return res.value[0] ? { kind: 'found', announcement: toAnnouncementModel(res.value[0]) } : { kind: 'missing' };
  } catch (err) {
    // docs/spec.md §8: a 400 on the announcement detail sends the user back to the list.
    if (err instanceof ApiRequestError && err.status === 400) return { kind: 'invalid' };
    throw err;
  }
}

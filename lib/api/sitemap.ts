import { apiRequest } from './http';
import { odataPath } from './odata';
import type { ODataResponse } from '../contract/wire-types';
import { TENDER_SET } from './tenders';

export interface SitemapEntry {
  id: number;
  lastModified: string;
}

const PAGE = 100; // the API's largest $top
const MAX_PAGES = 200; // 20 000 rows: a guard, far above what the portal holds

/** Every row of a public set, a page at a time (only the id and a date are asked for). */
async function allRows(set: string, dateField: string): Promise<SitemapEntry[]> {
  const rows: SitemapEntry[] = [];
  for (let page = 0; page < MAX_PAGES; page++) {
    const res = await apiRequest<ODataResponse<Record<string, unknown>>>(
      odataPath(set, { select: ['Id', dateField], orderby: 'Id asc', top: PAGE, skip: page * PAGE }),
      { revalidate: 600, tags: ['sitemap'] },
    );
    for (const r of res.value) rows.push({ id: Number(r.Id), lastModified: String(r[dateField] ?? '') });
    if (res.value.length < PAGE) break;
  }
  return rows;
}

/** All public tenders (the set itself hides drafts, withdrawn and unpublished ones). */
export const fetchSitemapTenders = () => allRows(TENDER_SET, 'YayinTarihi');

/** All published announcements. */
export const fetchSitemapAnnouncements = () => allRows('DuyuruOData', 'YayinTarihi');

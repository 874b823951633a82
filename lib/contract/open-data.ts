/**
 * What the open data promises outsiders (docs/architecture.md §12): its licence and its addresses.
 * One definition: the OCDS packages and the Atom feed (server/open-data/) declare this licence, and
 * the /acik-veri page states it and documents these paths.
 */

/** Creative Commons Attribution 4.0: an Open Definition conformant licence, as OCDS recommends. */
export const OPEN_DATA_LICENSE = {
  name: 'Creative Commons Atıf 4.0 Uluslararası (CC BY 4.0)',
  url: 'https://creativecommons.org/licenses/by/4.0/',
} as const;

/** Paths under the API base (PORTAL_API_URL) and the site (PUBLIC_ORIGIN). */
export const OPEN_DATA_PATHS = {
  /** API: the bulk OCDS release package, paged by `links.next` (`?sayfa=n`). */
  ocdsPackages: '/acik-veri/ocds/ihaleler',
  /** API: the bulk OCDS record package (every release of each tender and its compiled release), paged the same way. */
  ocdsRecords: '/acik-veri/ocds/kayitlar',
  /** API: the Atom feed the site serves at `tenderFeed`. */
  feedSource: '/acik-veri/ihaleler/feed.xml',
  /** Site: the Atom feed of new tenders and results. */
  tenderFeed: '/ihaleler/feed.xml',
  /** Site: the page that explains all of it. */
  page: '/acik-veri',
} as const;

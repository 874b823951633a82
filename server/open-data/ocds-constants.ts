/**
 * What every OCDS package of the portal declares (docs/architecture.md §12): the standard's version,
 * the licence of the data (lib/contract/open-data.ts, which the /acik-veri page states too) and the extensions it uses, by
 * the canonical URLs of their extension.json files. The schemas themselves are kept offline in
 * tests/ocds-schemas/ for the validation test.
 */
export const OCDS_VERSION = '1.1';

/** bids.details/statistics, tender.participationFees (the deposit) and tender.auctions. */
export const OCDS_EXTENSIONS = [
  'https://raw.githubusercontent.com/open-contracting-extensions/ocds_bid_extension/master/extension.json',
  'https://raw.githubusercontent.com/open-contracting-extensions/ocds_participationFee_extension/master/extension.json',
  'https://raw.githubusercontent.com/openprocurement/ocds_auction_extension/master/extension.json',
] as const;

/** Releases per page of the bulk package; `links.next` points at the following page. */
export const OCDS_PAGE_SIZE = 50;

import type { LiveTenderSnapshot } from './live-snapshot';

/** For tests: a running tender's snapshot as the server hands it to the page, with one bid of 1.500 TL. */
export const testSnapshot = (id: number): LiveTenderSnapshot => ({
  id,
  statusId: 213,
  openingPrice: 1_000,
  highestBid: 1_500,
  bids: [{ id: 1, alias: 'Şahin-118', amount: 1_500, time: '2026-11-30T10:00:00Z', automatic: false }],
  start: '2026-11-30T09:00:00Z',
  end: '2026-12-01T09:00:00Z',
  currency: 'TL',
  deposit: 100,
  vatIncluded: true,
  lastSiraNo: 1,
});

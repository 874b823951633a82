import type { TenderDetailModel } from '@/lib/api/tenders';

/**
 * Places the live-auction work fills in: the favourite toggle and the alias / join / bid controls
 * (SPEC §2, §4). They render nothing yet; the detail layout already leaves them their spot, so
 * adding them later changes no page structure.
 */
export function FavoriteSlot(_props: { tender: TenderDetailModel }) {
  return null;
}

export function AuctionControlsSlot(_props: { tender: TenderDetailModel }) {
  return null;
}

import type { TenderDetailModel } from '@/lib/api/tenders';
import { AuctionControls } from '@/components/auction/auction-controls';
import { FavouriteToggle } from '@/components/auction/favourite-toggle';
import { liveSnapshotOf } from '@/components/auction/live-snapshot';

/**
 * Places the live-auction work fills in: the favourite toggle and the alias / join / bid controls
 * (docs/spec.md §2, §4), from components/auction.
 */
export function FavoriteSlot({ tender }: { tender: TenderDetailModel }) {
  return <FavouriteToggle ihaleId={tender.id} />;
}

export function AuctionControlsSlot({ tender }: { tender: TenderDetailModel }) {
  // The bid list travels once, with the live provider; the controls do not need it.
  const { bids: _bids, ...snapshot } = liveSnapshotOf(tender);
  return <AuctionControls snapshot={snapshot} />;
}

import type { AuctionEventListener } from './auction/auction-events';
import type { TaggedCache } from '../lib/cache/tagged-cache';

/**
 * Keeps an instance's page cache and render-data cache in step with the domain events (docs/architecture.md §14): this
 * instance's and those other instances relayed over the backplane. An accepted bid drops that
 * tender's page and the lists; a status change (start, end, staff decision, withdrawal,
 * cancellation, a forfeit, the back-office's edits) drops everything. Runs synchronously with the
 * emit, so no page request is served in between.
 */
export function pageCacheInvalidator(cache: TaggedCache<unknown>): AuctionEventListener {
  return (event) => {
    switch (event.type) {
      case 'bidAccepted':
        cache.invalidateTender(event.ihaleId);
        return;
      case 'tenderStarted':
      case 'tenderEnded':
      case 'statusChanged':
      case 'pagesChanged':
        cache.invalidateAll();
        return;
      default:
        return;
    }
  };
}

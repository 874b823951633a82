import type { AuctionEvent } from './events';

/** Where an event came from: this instance, or another one over the backplane (server/hub/backplane.ts). */
export type EventOrigin = 'local' | 'remote';

export type AuctionEventListener = (event: AuctionEvent, origin: EventOrigin) => void;

/**
 * The app's typed event channel (`app.auctionEvents`, created in server/app.ts;
 * docs/architecture.md §14). Listeners run synchronously, in the order they subscribed, when the
 * event is emitted, so a page cache is dropped before anything is served in between. Emitters
 * emit after their change committed; a failing listener is logged and never reaches the emitter
 * (the change has happened) nor the other listeners.
 */
export interface AuctionEvents {
  emit(event: AuctionEvent, origin?: EventOrigin): void;
  /** Returns the unsubscribe. */
  subscribe(listener: AuctionEventListener): () => void;
}

export function createAuctionEvents(log?: { error(obj: unknown, msg?: string): void }): AuctionEvents {
  const listeners: AuctionEventListener[] = [];
  return {
    emit(event, origin = 'local') {
      for (const listener of [...listeners]) {
        try {
          listener(event, origin);
        } catch (err) {
          log?.error({ err, event: event.type }, 'auction event listener failed');
        }
      }
    },
    subscribe(listener) {
      listeners.push(listener);
      return () => {
        const i = listeners.indexOf(listener);
        if (i >= 0) listeners.splice(i, 1);
      };
    },
  };
}

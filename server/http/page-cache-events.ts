import type { Delivery } from '../hub/backplane';
import { RECORD_SEPARATOR } from '../hub/protocol';
import type { AnonymousPageCache } from './anonymous-page-cache';

/**
 * Hub messages to everyone that change public pages: tender statuses (scheduler: start; end,
 * decided in the same tick) and the back-office's changes (active-hub.ts publicPagesChanged).
 */
const STATUS_EVENTS = new Set(['IhaleBaslangicEvent', 'IhaleBitisEvent', 'PortalGuncellendiEvent']);

/**
 * Keeps an instance's page cache in step with the hub messages every instance sees: its own
 * sends and those arriving over the backplane from other instances. An accepted bid (Recive to
 * the tender group) drops that tender's page and the lists; a status event drops everything.
 * Runs synchronously with the delivery, so no page request is served in between.
 */
export function pageCacheInvalidator(cache: AnonymousPageCache): (delivery: Delivery) => void {
  return (delivery) => {
    if (delivery.scope === 'account' || delivery.scope === 'person') return;
    // Cheap test first: most deliveries are not ours to read.
    if (!delivery.frame.includes('"target":"Recive"') && !delivery.frame.includes('Event"')) return;
    let message: { target?: unknown; arguments?: unknown[] };
    try {
      message = JSON.parse(delivery.frame.endsWith(RECORD_SEPARATOR) ? delivery.frame.slice(0, -1) : delivery.frame);
    } catch {
      cache.invalidateAll();
      return;
    }
    if (message.target === 'Recive') {
      const id = Number((message.arguments?.[0] as { id?: unknown } | undefined)?.id);
      if (Number.isInteger(id) && id > 0) cache.invalidateTender(id);
      else cache.invalidateAll();
    } else if (typeof message.target === 'string' && STATUS_EVENTS.has(message.target)) {
      cache.invalidateAll();
    }
  };
}

import { inArray } from 'drizzle-orm';
import type { NotificationEvent } from '../../lib/contract/notifications';
import type { Db } from '../db/client';
import { bildirimOlayi } from '../db/schema';

/**
 * Writes a notification event to the outbox inside the caller's transaction (docs/architecture.md
 * §13): if the cause rolls back, nobody is told; if it commits, the worker delivers. `key` names the
 * cause (e.g. `kazandi:12:34`, `teklifGecildi:12:57` with the bid's sequence number): writing the
 * same cause twice (a retried request, two instances' schedulers) is one event. One insert, no
 * reads, so a bid batch pays one statement however many bidders the event will reach.
 */
export async function enqueueNotification(tx: Db, event: NotificationEvent, key: string): Promise<void> {
  await tx
    .insert(bildirimOlayi)
    .values({
      tur: event.tur,
      cariId: 'cariId' in event ? event.cariId : null,
      ihaleId: 'ihaleId' in event ? event.ihaleId : null,
      veri: event,
      tekilAnahtar: key,
    })
    .onConflictDoNothing({ target: bildirimOlayi.tekilAnahtar });
}

/**
 * The keys of `keys` already in the outbox. A sweep runs every second: it asks first instead of
 * relying on ON CONFLICT alone, which would burn a sequence number per candidate per second.
 */
export async function writtenKeys(tx: Db, keys: readonly string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await tx
    .select({ key: bildirimOlayi.tekilAnahtar })
    .from(bildirimOlayi)
    .where(inArray(bildirimOlayi.tekilAnahtar, [...keys]));
  return new Set(rows.map((r) => r.key));
}

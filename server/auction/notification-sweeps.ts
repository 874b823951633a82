import { and, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import { ENDING_SOON_MINUTES, FAVOURITE_STARTS_SOON_MINUTES } from '../../lib/contract/notifications';
import { TENDER_STATUS } from '../../lib/contract/lookups';
import type { Db } from '../db/client';
import { ihale } from '../db/schema';
import { tenderEndSql } from '../db/schema/tender-end';
import { isPortalTender } from '../tenders/visibility';
import { enqueueNotification, writtenKeys } from '../notifications/enqueue';
import { eventKeys } from '../notifications/event-keys';

/**
 * The scheduler's notification events (docs/architecture.md §13). The tick runs them under its
 * advisory lock and in its transaction; the keys (event-keys.ts) make a second tick, a second
 * instance or a re-run write nothing more. Only portal tenders (tenders/visibility.ts) and only
 * tenders someone would be told about (a favourite, a join) get an event.
 */

const hasFavourite = sql`exists (select 1 from favori_ihale f where f.ihale_id = ${ihale.id})`;
const hasJoined = sql`exists (select 1 from ihale_katilim_cari k where k.ihale_id = ${ihale.id} and k.is_active)`;
const minutesAfter = (now: Date, minutes: number) => new Date(now.getTime() + minutes * 60_000);

/** `favoriBasladi` for the tenders this tick moved 212 → 213 that the portal lists and someone favourited. */
export async function notifyStarted(tx: Db, started: ReadonlyArray<{ id: number; listed: boolean }>): Promise<void> {
  const ids = started.filter((r) => r.listed).map((r) => r.id);
  if (ids.length === 0) return;
  const favourited = await tx
    .select({ id: ihale.id })
    .from(ihale)
    .where(and(inArray(ihale.id, ids), hasFavourite));
  for (const { id } of favourited)
    await enqueueNotification(tx, { tur: 'favoriBasladi', ihaleId: id }, eventKeys.favoriBasladi(id));
}

/**
 * `favoriBaslayacak`: favourited portal tenders not started whose start is at most
 * FAVOURITE_STARTS_SOON_MINUTES away (keyed by the start: a rescheduled start is told again).
 * `bitiyor`: joined running portal tenders whose current end is at most ENDING_SOON_MINUTES away
 * (once per tender).
 */
export async function sweepTenderNotifications(tx: Db, now: Date): Promise<void> {
  const startsSoon = await tx
    .select({ id: ihale.id, baslangic: ihale.baslangicTarihi })
    .from(ihale)
    .where(
      and(
        eq(ihale.ihaleDurumuId, TENDER_STATUS.baslamadi),
        gt(ihale.baslangicTarihi, now),
        lte(ihale.baslangicTarihi, minutesAfter(now, FAVOURITE_STARTS_SOON_MINUTES)),
        isPortalTender(now),
        hasFavourite,
      ),
    );
  const endsSoon = await tx
    .select({ id: ihale.id, bitis: sql<Date | string>`${tenderEndSql}` })
    .from(ihale)
    .where(
      and(
        eq(ihale.ihaleDurumuId, TENDER_STATUS.devam),
        sql`${tenderEndSql} > ${now.toISOString()}::timestamptz`,
        sql`${tenderEndSql} <= ${minutesAfter(now, ENDING_SOON_MINUTES).toISOString()}::timestamptz`,
        isPortalTender(now),
        hasJoined,
      ),
    );
  const events = [
    ...startsSoon.map((t) => ({
      event: { tur: 'favoriBaslayacak' as const, ihaleId: t.id, baslangic: t.baslangic.toISOString() },
      key: eventKeys.favoriBaslayacak(t.id, t.baslangic),
    })),
    ...endsSoon.map((t) => ({
      event: { tur: 'bitiyor' as const, ihaleId: t.id, bitis: new Date(t.bitis).toISOString() },
      key: eventKeys.bitiyor(t.id),
    })),
  ];
  const written = await writtenKeys(
    tx,
    events.map((e) => e.key),
  );
  for (const e of events) if (!written.has(e.key)) await enqueueNotification(tx, e.event, e.key);
}

import type { Db } from '../db/client';
import { enqueueNotification } from '../notifications/enqueue';
import { eventKeys, moneyAmount } from '../notifications/event-keys';
import type { PlacedBid } from './decide-bids';

/**
 * A bid batch's notification events (docs/architecture.md §13), in the batch's transaction: at most
 * one `teklifGecildi` (someone who led at the batch's start or during it was passed; the worker fans
 * it out to the joined accounts but the final leader, so a hot tender pays one INSERT here however
 * many bidders it reaches) and at most one `uzatildi` (the end moved). A batch that stored nothing,
 * or only gave the first leader the lead, writes nothing.
 */
export async function notifyBidBatch(
  tx: Db,
  b: { ihaleId: number; paraBirimiId: number; leaderBefore: number | null; stored: readonly PlacedBid[] },
): Promise<void> {
  const last = b.stored.at(-1);
  if (!last) return;
  const passed =
    (b.leaderBefore !== null && b.leaderBefore !== last.cariId) || b.stored.some((s) => s.cariId !== last.cariId);
  if (passed) {
    await enqueueNotification(
      tx,
      {
        tur: 'teklifGecildi',
        ihaleId: b.ihaleId,
        liderCariId: last.cariId,
        teklif: moneyAmount(last.tutar, b.paraBirimiId),
        zaman: last.now.toISOString(),
      },
      eventKeys.teklifGecildi(b.ihaleId, last.siraNo),
    );
  }
  if (b.stored.some((s) => s.extended)) {
    await enqueueNotification(
      tx,
      { tur: 'uzatildi', ihaleId: b.ihaleId, bitis: last.end.toISOString() },
      eventKeys.uzatildi(b.ihaleId, last.end),
    );
  }
}

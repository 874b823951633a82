import { setTimeout as sleep } from 'node:timers/promises';
import { bidsInFlight } from '../auction/bid-queue';
import type { Db } from '../db/client';

/**
 * Bids first (docs/architecture.md §13): on embedded PGlite the worker and the bids share one
 * connection and one thread, so before each relay slice and each delivery batch the worker waits
 * while this process has a bid batch running or queued, for at most `maxWaitMs` (so a tender that
 * never stops bidding still gets its notifications, one slice or batch per wait). On PostgreSQL it
 * returns at once: there the worker has its own connections.
 */
export async function yieldToBids(db: Db, embedded: boolean, maxWaitMs: number): Promise<void> {
  if (!embedded) return;
  const deadline = Date.now() + maxWaitMs;
  while (bidsInFlight(db) && Date.now() < deadline) await sleep(2);
}

import type { Db } from '../db/client';
import { type NudgeOutcome, type QueuedBid, type QueuedItem, type QueuedNudge, runBidBatch } from './bid-batch';
import type { BidOutcome } from './place-bid';

/** Largest batch one transaction decides; a longer queue is worked off in several. */
const MAX_BATCH = 256;

interface Waiting {
  bid: QueuedItem;
  resolve(outcome: BidOutcome | NudgeOutcome): void;
  reject(err: unknown): void;
}

/** Per database, per tender: the bids waiting for the batch after the one running now. */
const queues = new WeakMap<Db, Map<number, Waiting[]>>();

/**
 * Application-level group commit per tender. When no batch of the tender is running, a bid starts
 * one at once (no added latency when it is quiet); bids that arrive while it runs wait and go
 * together into the next batch, in arrival order. So under load one lock, one COMMIT and one WAL
 * flush serve many bids, while each bid is still decided against the one accepted before it.
 * Across processes the tender row lock still serialises batches.
 */
export function enqueueBid(db: Db, bid: QueuedBid): Promise<BidOutcome> {
  return enqueue(db, bid) as Promise<BidOutcome>;
}

/** A maximum was set or raised: the maximums answer in the tender's queue, after the bids before it. */
export function enqueueNudge(db: Db, nudge: QueuedNudge): Promise<NudgeOutcome> {
  return enqueue(db, nudge) as Promise<NudgeOutcome>;
}

function enqueue(db: Db, bid: QueuedItem): Promise<BidOutcome | NudgeOutcome> {
  let tenders = queues.get(db);
  if (!tenders) {
    tenders = new Map();
    queues.set(db, tenders);
  }
  const perDb = tenders;
  return new Promise<BidOutcome | NudgeOutcome>((resolve, reject) => {
    const entry: Waiting = { bid, resolve, reject };
    const waiting = perDb.get(bid.ihaleId);
    if (waiting) {
      waiting.push(entry);
      return;
    }
    perDb.set(bid.ihaleId, []);
    void drain(db, perDb, bid.ihaleId, [entry]);
  });
}

/**
 * Whether a bid batch is running or waiting on this database in this process. The notification
 * worker on embedded PGlite holds back while it is (docs/architecture.md §13): there every query
 * shares one connection and one thread with the bids. The hub writes in short slices while it is,
 * so the batch's round trips are not held back by the fan-out (server/hub/send-queue.ts).
 */
export function bidsInFlight(db: Db): boolean {
  return (queues.get(db)?.size ?? 0) > 0;
}

async function drain(db: Db, perDb: Map<number, Waiting[]>, ihaleId: number, first: Waiting[]): Promise<void> {
  let batch = first;
  while (batch.length > 0) {
    try {
      const outcomes = await runBidBatch(
        db,
        ihaleId,
        batch.map((w) => w.bid),
      );
      // In queue order: the callers' continuations (answer, then Recive to the group) run in this order.
      for (const [i, w] of batch.entries()) w.resolve(outcomes[i]);
    } catch (err) {
      for (const w of batch) w.reject(err);
    }
    const waiting = perDb.get(ihaleId) ?? [];
    batch = waiting.splice(0, MAX_BATCH);
  }
  perDb.delete(ihaleId);
}

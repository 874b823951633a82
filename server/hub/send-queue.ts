/**
 * The hub's writes (docs/architecture.md §14, "Fan-out at the closing minute"). Connections with
 * frames queued are written in arrival order, at the end of the event-loop turn, in slices of at
 * most SLICE_MS: a bid to a large group costs one socket write per watcher (the kernel's writev
 * is most of the hub's time there), and between slices the loop reads sockets and runs the next
 * bids, whose frames join the outboxes of the connections not yet written, so they leave in the
 * same write. A slice joins each distinct run of frames once (FrameJoiner), not once per watcher.
 * A connection owed an answer (a completion, the bidder's TeklifSonucuDon) goes in the urgent lane,
 * written at the start of the next slice instead of after every watcher queued before it: a bidder
 * hears "accepted" within a slice however large the group is. Its frames stay in order (one outbox).
 * While a bid waits on database round trips (`roundTripsWaiting`), slices are short: each round trip's
 * answer is read between two slices, so a long slice would hold every step of the bid back by its
 * length (docs/decisions/hub-slices-short-while-a-bid-waits.md).
 */

/** What the queue writes: a connection's outbox (server/hub/connection.ts). */
export interface Flushable {
  flush(join: (parts: readonly Buffer[]) => Buffer, now: number): void;
}

/**
 * Time one slice of writes may take before the loop gets to read sockets and run bids again. Two
 * slices per round at 5 000 watchers: shorter slices (4 ms was tried) split a bid's database work
 * into more, smaller batches (PGlite runs on this thread, about 4 ms per single-bid transaction
 * against 1 ms per bid in a batch), longer ones delay answers; bench/hub.ts, docs §14.
 */
const SLICE_MS = 12;
/**
 * The slice while a bid waits on round trips: one or two clock reads, about 64 to 128 connections.
 * A bid batch's transaction on PostgreSQL is six round trips (bid-batch.ts), and each waited up to
 * SLICE_MS behind the writes: at 5 000 watchers the bidder's answer p99 was 127–143 ms, 35–49 with this.
 */
const SLICE_MS_WHILE_WAITING = 0.5;
/** Clock reads: once every this many connections. */
const CHECK_EVERY = 64;

export interface SendQueueOptions {
  /** True while work of this process waits on round trips (a bid batch on the database): slices stay short. */
  roundTripsWaiting?: () => boolean;
}

export interface SendQueue {
  /**
   * Writes the connection's outbox in this turn's slice or a later one, in the order added; an
   * `urgent` one before any other. A connection added twice is written when first reached (its
   * outbox is empty by the second time, or holds frames that came since).
   */
  add(conn: Flushable, urgent?: boolean): void;
}

export function createSendQueue(opts: SendQueueOptions = {}): SendQueue {
  const waiting = opts.roundTripsWaiting ?? (() => false);
  let queue: Flushable[] = [];
  let next = 0;
  let urgent: Flushable[] = [];
  let scheduled = false;

  const run = () => {
    scheduled = false;
    const joiner = new FrameJoiner();
    const started = performance.now();
    const sliceMs = waiting() ? SLICE_MS_WHILE_WAITING : SLICE_MS;
    const now = Date.now();
    // Few (one per invocation answered since the last slice), so written whole.
    const answers = urgent;
    urgent = [];
    for (const conn of answers) conn.flush(joiner.join, now);
    while (next < queue.length) {
      queue[next++].flush(joiner.join, now);
      if (next % CHECK_EVERY === 0 && performance.now() - started > sliceMs) break;
    }
    if (next < queue.length || urgent.length > 0) {
      // Drop what was written so a queue that never empties under load does not grow.
      if (next > 4096) {
        queue = queue.slice(next);
        next = 0;
      }
      schedule();
      return;
    }
    queue = [];
    next = 0;
  };
  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    setImmediate(run);
  };

  return {
    add(conn, isUrgent = false) {
      (isUrgent ? urgent : queue).push(conn);
      schedule();
    },
  };
}

/** Distinct runs of frames kept per first frame; a watcher whose run is not among them is joined alone. */
const RUNS_PER_FIRST_FRAME = 8;

/**
 * Joins an outbox's frames into one WebSocket message, once per distinct run: the watchers of a
 * group hold the same frame Buffers in the same order (registry deliver() makes one Buffer per
 * delivery), so the first watcher's join serves all the others. Compared by identity, so it is
 * only ever the same bytes.
 */
export class FrameJoiner {
  private readonly byFirst = new Map<Buffer, Array<{ parts: readonly Buffer[]; joined: Buffer }>>();

  readonly join = (parts: readonly Buffer[]): Buffer => {
    if (parts.length === 1) return parts[0];
    const runs = this.byFirst.get(parts[0]);
    if (runs) {
      for (const run of runs) if (sameParts(run.parts, parts)) return run.joined;
    }
    const joined = Buffer.concat(parts);
    if (!runs) this.byFirst.set(parts[0], [{ parts, joined }]);
    else if (runs.length < RUNS_PER_FIRST_FRAME) runs.push({ parts, joined });
    return joined;
  };
}

function sameParts(a: readonly Buffer[], b: readonly Buffer[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

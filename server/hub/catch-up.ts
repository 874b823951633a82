import type { RecivePayload } from '../../lib/contract/hub-events';
import { invocationFrame } from './protocol';

/** Loads a tender's bids after a sequence number, oldest first (server/auction/missed-bids.ts). */
type LoadMissed = (ihaleId: number, afterSiraNo: number) => Promise<RecivePayload[]>;

/** A missed bid as the `Recive` frame the group heard, encoded once per read for every waiter. */
export interface MissedFrame {
  siraNo: number;
  frame: Buffer;
}

interface Waiter {
  after: number;
  resolve(frames: MissedFrame[]): void;
  reject(err: unknown): void;
}

/**
 * The hub's catch-up, shared per tender (docs/architecture.md §14 "Catching up after a
 * reconnect"): when an instance drops, its watchers come back within a second or two, each asking
 * for the bids after the last one it heard. Asking the database once per watcher is a herd; here
 * every request for a tender that arrives while no read of that tender is running starts one read
 * from the smallest number asked, and every request that arrives while one runs waits for the
 * next, so a thousand returning watchers cost a handful of reads, and each bid of a read is
 * encoded once for all of them.
 *
 * A request never joins a read that started before it: the watcher is in the group before it asks,
 * so a bid committed after the read began reaches it live, and one committed before is in the read.
 */
export function createCatchUp(load: LoadMissed) {
  const waiting = new Map<number, Waiter[]>();
  const running = new Set<number>();

  const run = (ihaleId: number) => {
    const batch = waiting.get(ihaleId);
    if (!batch || batch.length === 0 || running.has(ihaleId)) return;
    waiting.delete(ihaleId);
    running.add(ihaleId);
    const from = Math.min(...batch.map((w) => w.after));
    load(ihaleId, from)
      .then(
        (bids) => {
          const frames = bids.map((b) => ({
            siraNo: b.siraNo ?? 0,
            frame: Buffer.from(invocationFrame('Recive', [b])),
          }));
          for (const w of batch) w.resolve(frames.filter((f) => f.siraNo > w.after));
        },
        (err) => {
          for (const w of batch) w.reject(err);
        },
      )
      .finally(() => {
        running.delete(ihaleId);
        run(ihaleId);
      });
  };

  return {
    /** The bids of the tender after `afterSiraNo`, oldest first. */
    missedSince(ihaleId: number, afterSiraNo: number): Promise<MissedFrame[]> {
      return new Promise((resolve, reject) => {
        const list = waiting.get(ihaleId) ?? [];
        list.push({ after: afterSiraNo, resolve, reject });
        waiting.set(ihaleId, list);
        run(ihaleId);
      });
    },
  };
}

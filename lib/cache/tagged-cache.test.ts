import fc from 'fast-check';
import { LISTS_TAG, tenderTag } from './cache-tags';
import { type Flight, TaggedCache } from './tagged-cache';

const GRACE = 1000;
const KEYS = { t1: [tenderTag(1)], t2: [tenderTag(2)], list: [LISTS_TAG] } as const;
type Key = keyof typeof KEYS;

/** A cache on a clock the test moves; a value is the step at which its fill began (what it reflects). */
function cacheOnClock(bidGraceMs: number) {
  const clock = { now: 0 };
  return { clock, cache: new TaggedCache<number>({ bidGraceMs, now: () => clock.now }) };
}

type Step =
  | { op: 'wait'; ms: number }
  | { op: 'bid'; tender: 1 | 2 }
  | { op: 'statusChange' }
  | { op: 'fill'; key: Key }
  | { op: 'settle'; key: Key }
  | { op: 'ask'; key: Key };

const key = fc.constantFrom<Key>('t1', 't2', 'list');
const step: fc.Arbitrary<Step> = fc.oneof(
  // Whole tenths of a second, so that answers fall exactly on a grace's end too.
  {
    weight: 3,
    arbitrary: fc.record({ op: fc.constant('wait' as const), ms: fc.integer({ min: 0, max: 7 }).map((n) => n * 100) }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ op: fc.constant('bid' as const), tender: fc.constantFrom(1 as const, 2 as const) }),
  },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('statusChange' as const) }) },
  { weight: 2, arbitrary: fc.record({ op: fc.constant('fill' as const), key }) },
  { weight: 2, arbitrary: fc.record({ op: fc.constant('settle' as const), key }) },
  { weight: 3, arbitrary: fc.record({ op: fc.constant('ask' as const), key }) },
);

describe('the tagged cache under bids (lib/cache/tagged-cache.ts)', () => {
  it('never answers with a value that misses a bid from more than the grace ago, nor one a status change outdated', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { maxLength: 60, size: 'max' }), async (steps) => {
        const { clock, cache } = cacheOnClock(GRACE);
        const changes: Array<{ at: number; time: number; tags: readonly string[] | 'all' }> = [];
        const pending = new Map<Key, { began: number; settle: (v: number) => void; flight: Flight<number> }>();
        // The answer `value` (a fill begun at step `value`) given now: every change after that step
        // concerning `key` is a bid less than the grace ago.
        const check = (key: Key, value: number) => {
          for (const change of changes) {
            if (change.at <= value) continue;
            if (change.tags !== 'all' && !change.tags.some((t) => KEYS[key].includes(t as never))) continue;
            if (change.tags === 'all' || clock.now - change.time >= GRACE)
              throw new Error(`${key} answered at ${clock.now} from step ${value}, outdated at ${change.time}`);
          }
        };
        for (const [at, s] of steps.entries()) {
          if (s.op === 'wait') clock.now += s.ms;
          else if (s.op === 'bid') {
            changes.push({ at, time: clock.now, tags: [tenderTag(s.tender), LISTS_TAG] });
            cache.invalidateTender(s.tender);
          } else if (s.op === 'statusChange') {
            changes.push({ at, time: clock.now, tags: 'all' });
            cache.invalidateAll();
          } else if (s.op === 'fill') {
            if (cache.flight(s.key) || pending.has(s.key)) continue;
            let settle!: (v: number) => void;
            const flight = cache.startFlight(s.key, KEYS[s.key], new Promise<number>((r) => (settle = r)));
            pending.set(s.key, { began: at, settle, flight });
          } else if (s.op === 'settle') {
            const fill = pending.get(s.key);
            if (!fill) continue;
            pending.delete(s.key);
            fill.settle(fill.began);
            await fill.flight.result;
            await Promise.resolve();
            // Those who waited for this fill are answered with it when it is still answerable.
            if (cache.answerable(fill.flight)) check(s.key, fill.began);
          } else {
            const value = cache.get(s.key);
            if (value !== undefined) check(s.key, value);
          }
        }
      }),
      { numRuns: 1000 },
    );
  });

  it('drops at once on a bid after a calm grace; keeps what a bid in a stream outdates until a grace after it', async () => {
    const { clock, cache } = cacheOnClock(GRACE);
    cache.set('t1', 0, KEYS.t1);
    cache.invalidateTender(1);
    expect(cache.get('t1')).toBeUndefined();
    // A fill begins after that bid, and a second bid comes 300 ms after the first, while it runs.
    let settle!: (v: number) => void;
    const flight = cache.startFlight('t1', KEYS.t1, new Promise<number>((r) => (settle = r)));
    clock.now = 300;
    cache.invalidateTender(1);
    settle(1);
    await flight.result;
    await Promise.resolve();
    expect(cache.refreshDue('t1', 400)).toBe(false);
    clock.now = 300 + GRACE - 400;
    expect(cache.refreshDue('t1', 400)).toBe(true);
    clock.now = 300 + GRACE - 1;
    expect(cache.get('t1')).toBe(1);
    clock.now = 300 + GRACE;
    expect(cache.get('t1')).toBeUndefined();
    // An entry no bid outdated is never due. A bid a grace after the last one (at 300) is calm
    // again and drops at once; one a moment less than a grace after that is not.
    cache.set('t1', 2, KEYS.t1);
    expect(cache.refreshDue('t1', GRACE)).toBe(false);
    cache.invalidateTender(1);
    expect(cache.get('t1')).toBeUndefined();
    cache.set('t1', 3, KEYS.t1);
    clock.now += GRACE - 1;
    cache.invalidateTender(1);
    expect(cache.get('t1')).toBe(3);
  });

  it('under a stream of bids, fills a page about once per grace instead of once per bid', async () => {
    const fills = async (bidGraceMs: number) => {
      const { clock, cache } = cacheOnClock(bidGraceMs);
      let count = 0;
      const settling: Array<{ at: number; settle: () => void }> = [];
      // 3 s of a bid every 50 ms and a visitor every 10 ms; a fill takes 150 ms.
      for (clock.now = 0; clock.now < 3000; clock.now += 10) {
        for (const s of settling.filter((f) => f.at <= clock.now)) s.settle();
        await Promise.resolve();
        if (clock.now % 50 === 0) cache.invalidateTender(1);
        if (cache.get('t1') === undefined && !cache.flight('t1')) {
          count++;
          let settle!: (v: number) => void;
          const began = clock.now;
          cache.startFlight('t1', KEYS.t1, new Promise<number>((r) => (settle = r)));
          settling.push({ at: began + 150, settle: () => settle(began) });
        }
      }
      return count;
    };
    expect(await fills(GRACE)).toBeLessThanOrEqual(4);
    expect(await fills(0)).toBeGreaterThan(10);
  });
});

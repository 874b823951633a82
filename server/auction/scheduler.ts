import { endMaximums } from './proxy-maximums';
import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { TENDER_STATUS } from '../../lib/contract/lookups';
import { ihale } from '../db/schema';
import { tenderEndSql } from '../db/schema/tender-end';
import type { AuctionEvents } from './auction-events';
import type { AuctionEvent } from './events';
import { isPortalTender } from '../tenders/visibility';
import { type Settlement, settleTender } from './settle';
import { type SettlementSweep, sweepSettlements } from '../money/settlement/forfeit';
import { sweepPaymentReminders } from '../money/settlement/payment-reminder';
import { notifyStarted, sweepTenderNotifications } from './notification-sweeps';
import { appendEntries, type NewEntry } from '../transparency/append';
import { transparencySigner } from '../transparency/signing-key';

/** Advisory lock of the scheduler (727001 migrations, 727002 seed). */
export const SCHEDULER_LOCK_KEY = 727003;
/** Tenders decided per tick at most; the rest wait for the next second. */
const SETTLE_BATCH = 100;

export interface TickResult {
  started: number[];
  ended: number[];
  settled: Settlement[];
  /** Won tenders whose payment deadline passed (forfeited, offered on) and runner-up offers that expired. */
  money: SettlementSweep;
  /** Started or ended tenders the portal does not act on (tenders/visibility.ts): counted, never announced. */
  unlisted: number[];
}

/** What one tick did: ran, skipped (another instance held the lock), failed (database unreachable). */
export type TickOutcome = 'ran' | 'skipped' | 'failed';

/** Whether a tender row (in an UPDATE … RETURNING) is one the portal acts on, i.e. may be announced. */
const listed = (now: Date) => sql<boolean>`${isPortalTender(now)}`;
const iso = (d: Date | string) => new Date(d).toISOString();

type Log = { warn(obj: unknown, msg?: string): void; error(obj: unknown, msg?: string): void };

/**
 * One pass of the time-driven work, in one transaction under a PostgreSQL advisory lock so only
 * one instance acts at a time (the others get null and skip). Every transition is a conditional
 * UPDATE … WHERE ihale_durumu_id = <from> RETURNING, so it happens exactly once even if a lock
 * were ever lost. Settling each tender runs in a savepoint: one bad tender cannot block the rest.
 */
export async function runSchedulerTick(db: Db, now: Date, log?: Log): Promise<TickResult | null> {
  return db.transaction(async (tx) => {
    const lock = await tx.execute(sql`select pg_try_advisory_xact_lock(${SCHEDULER_LOCK_KEY}) as ok`);
    if (!(lock as unknown as { rows: Array<{ ok: boolean }> }).rows[0]?.ok) return null;

    const started = await tx
      .update(ihale)
      .set({ ihaleDurumuId: TENDER_STATUS.devam, guncellemeTarihi: now })
      .where(and(eq(ihale.ihaleDurumuId, TENDER_STATUS.baslamadi), lte(ihale.baslangicTarihi, now)))
      .returning({ id: ihale.id, listed: listed(now), end: tenderEndSql });

    const ended = await tx
      .update(ihale)
      .set({ ihaleDurumuId: TENDER_STATUS.degerlendiriliyor, guncellemeTarihi: now })
      .where(
        and(eq(ihale.ihaleDurumuId, TENDER_STATUS.devam), sql`${tenderEndSql} <= ${now.toISOString()}::timestamptz`),
      )
      .returning({ id: ihale.id, listed: listed(now), end: tenderEndSql });
    // The bid record of each tender says it started / ended, in this transaction, under the row
    // locks the UPDATEs above hold (docs/architecture.md §11). A tender that started and ended in
    // one tick (the portal was down) gets both.
    const zaman = now.toISOString();
    const recordOf = new Map<number, { ihaleId: number; entries: NewEntry[] }>();
    for (const [rows, tur] of [
      [started, 'baslangic'],
      [ended, 'bitis'],
    ] as const) {
      for (const r of rows) {
        const batch = recordOf.get(r.id) ?? { ihaleId: r.id, entries: [] };
        batch.entries.push({ tur, zaman, bitis: iso(r.end) });
        recordOf.set(r.id, batch);
      }
    }
    await appendEntries(tx, transparencySigner(db), [...recordOf.values()]);
    // Favourites hear that a tender started, committed with the start (docs/architecture.md §13).
    await notifyStarted(tx, started);
    // A finished tender's maximums end with it (otomatik teklif): nobody can bid any more.
    await endMaximums(tx, { ihaleIds: ended.map((r) => r.id), reason: 'ihaleBitti', now });

    const waiting = await tx
      .select({ id: ihale.id })
      .from(ihale)
      // Only tenders that settle by themselves (otomatik_sonuclandirma); the others wait at 214 for
      // an İhale Sorumlusu (docs/architecture.md §8). A withdrawn tender is never settled.
      .where(
        and(
          eq(ihale.ihaleDurumuId, TENDER_STATUS.degerlendiriliyor),
          eq(ihale.otomatikSonuclandirma, true),
          eq(ihale.yayindanKaldir, false),
        ),
      )
      .orderBy(asc(ihale.id))
      .limit(SETTLE_BATCH);
    const settled: Settlement[] = [];
    for (const { id } of waiting) {
      try {
        const s = await tx.transaction((sp) => settleTender(sp, id, now));
        if (s) settled.push(s);
      } catch (err) {
        log?.error({ err, ihaleId: id }, 'tender settlement failed; retried next tick');
      }
    }
    // Won tenders unpaid by their deadline, and runner-up offers unanswered by theirs (§9).
    const money = await sweepSettlements(tx, now, log);
    // Starts soon, ends soon, payment due tomorrow (§13): in a savepoint, never holding the auction back.
    try {
      await tx.transaction(async (sp) => {
        await sweepTenderNotifications(sp, now);
        await sweepPaymentReminders(sp, now);
      });
    } catch (err) {
      log?.error({ err }, 'notification sweep failed; retried next tick');
    }
    const unlisted = [...started, ...ended].filter((r) => !r.listed).map((r) => r.id);
    return { started: started.map((r) => r.id), ended: ended.map((r) => r.id), settled, money, unlisted };
  });
}

/**
 * A committed tick's domain events (docs/architecture.md §14): starts, ends, settlements, and the
 * tenders whose public page a forfeit or an expired offer changed (216 and its reason). Tenders the
 * portal does not act on yield none: to clients they do not exist.
 */
export function tickEvents(result: TickResult): AuctionEvent[] {
  const unlisted = new Set(result.unlisted);
  const moneyChanged = new Set([
    ...(result.money?.forfeited ?? []).map((f) => f.ihaleId),
    ...(result.money?.expired ?? []),
  ]);
  return [
    ...result.started
      .filter((id) => !unlisted.has(id))
      .map((ihaleId): AuctionEvent => ({ type: 'tenderStarted', ihaleId })),
    ...result.ended
      .filter((id) => !unlisted.has(id))
      .map((ihaleId): AuctionEvent => ({ type: 'tenderEnded', ihaleId })),
    ...result.settled.map(
      (s): AuctionEvent => ({ type: 'settled', ihaleId: s.ihaleId, durum: s.durum, kazananCariId: s.kazananCariId }),
    ),
    ...[...moneyChanged].map((ihaleId): AuctionEvent => ({ type: 'pagesChanged', ihaleId })),
  ];
}

export interface Scheduler {
  /** Runs one tick now (tests; also what the timer calls). Never overlaps a running tick. */
  tick(): Promise<TickResult | null>;
  stop(): Promise<void>;
}

/** Starts the every-second scheduler. The timer is unref'd: it never keeps the process alive. */
export function startScheduler(opts: {
  db: Db;
  now: () => Date;
  /** Where a committed tick's events go (tickEvents). */
  events?: Pick<AuctionEvents, 'emit'>;
  intervalMs?: number;
  log?: Log;
  /** false: no timer, ticks only when tick() is called (tests). */
  autoStart?: boolean;
  /** Told about every tick (metrics). */
  onTick?: (outcome: TickOutcome, result: TickResult | null) => void;
}): Scheduler {
  let running: Promise<TickResult | null> | null = null;
  let stopped = false;
  let failing = false;
  const tick = (): Promise<TickResult | null> => {
    if (stopped) return Promise.resolve(null);
    if (running) return running;
    running = (async () => {
      try {
        const result = await runSchedulerTick(opts.db, opts.now(), opts.log);
        if (failing) opts.log?.warn({}, 'auction scheduler recovered');
        failing = false;
        opts.onTick?.(result ? 'ran' : 'skipped', result);
        if (result && opts.events) for (const event of tickEvents(result)) opts.events.emit(event);
        return result;
      } catch (err) {
        // A database outage: log once, keep ticking; the work is still there next second.
        if (!failing) opts.log?.error({ err: (err as Error)?.message }, 'auction scheduler tick failed');
        failing = true;
        opts.onTick?.('failed', null);
        return null;
      } finally {
        running = null;
      }
    })();
    return running;
  };
  const timer = opts.autoStart === false ? null : setInterval(() => void tick(), opts.intervalMs ?? 1000);
  timer?.unref();
  return {
    tick,
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      await running?.catch(() => null);
    },
  };
}

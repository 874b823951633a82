import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { dovizKuru, paraBirimi } from '../db/schema';
import type { ExchangeRateSource } from './source';

type Log = { info(obj: unknown, msg?: string): void; error(obj: unknown, msg?: string): void };

export interface RefreshResult {
  /** The bulletin's date. */
  date: string;
  /** Rows inserted or corrected (0 when the bulletin was already stored). */
  stored: number;
}

/**
 * Fetches the day's rates and stores those of the portal's currencies (para_birimi.kod). Safe to
 * run on every instance at once: one row per (currency, bulletin date) by a unique index, and
 * ON CONFLICT leaves a stored row alone unless the value or source differ (a corrected bulletin,
 * or the stand-in's row of a day replaced once TCMB_RATES_URL is configured).
 */
export async function refreshRates(db: Db, source: ExchangeRateSource, now: Date): Promise<RefreshResult> {
  const daily = await source.fetchDaily();
  const currencies = await db.select({ id: paraBirimi.id, kod: paraBirimi.kod }).from(paraBirimi);
  const idOf = new Map(currencies.map((c) => [c.kod, c.id]));
  const rows = daily.rates
    .filter((r) => r.currency !== 'TRY' && idOf.has(r.currency))
    .map((r) => ({
      paraBirimiId: idOf.get(r.currency) as number,
      bultenTarihi: daily.date,
      dovizSatis: r.forexSelling,
      kaynak: source.kind,
      alinmaTarihi: now,
    }));
  if (rows.length === 0) return { date: daily.date, stored: 0 };
  const written = await db
    .insert(dovizKuru)
    .values(rows)
    .onConflictDoUpdate({
      target: [dovizKuru.paraBirimiId, dovizKuru.bultenTarihi],
      set: {
        dovizSatis: sql`excluded.doviz_satis`,
        kaynak: sql`excluded.kaynak`,
        alinmaTarihi: sql`excluded.alinma_tarihi`,
      },
      setWhere: sql`${dovizKuru.dovizSatis} <> excluded.doviz_satis or ${dovizKuru.kaynak} <> excluded.kaynak`,
    })
    .returning({ id: dovizKuru.id });
  return { date: daily.date, stored: written.length };
}

export interface RateRefresher {
  /** One refresh now; never throws (a failure is logged, the stored rates stay in force). */
  refresh(): Promise<RefreshResult | null>;
  stop(): void;
}

/**
 * Refreshes at start-up and then every `intervalMs` (the TCMB publishes around 15:30 Istanbul on
 * business days; hourly picks it up the same afternoon). The timer is unref'd.
 */
export function startRateRefresh(opts: {
  db: Db;
  source: ExchangeRateSource;
  now: () => Date;
  intervalMs: number;
  log?: Log;
}): RateRefresher {
  let running: Promise<RefreshResult | null> | null = null;
  const refresh = () => {
    running ??= (async () => {
      try {
        const result = await refreshRates(opts.db, opts.source, opts.now());
        if (result.stored > 0) opts.log?.info({ ...result, source: opts.source.kind }, 'exchange rates stored');
        return result;
      } catch (err) {
        opts.log?.error(
          { err: (err as Error)?.message, source: opts.source.kind },
          'exchange rate refresh failed; the last stored rates stay in force',
        );
        return null;
      } finally {
        running = null;
      }
    })();
    return running;
  };
  const timer = setInterval(() => void refresh(), opts.intervalMs);
  timer.unref();
  return { refresh, stop: () => clearInterval(timer) };
}

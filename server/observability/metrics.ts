import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { TickOutcome, TickResult } from '../auction/scheduler';
import type { EventOrigin } from '../auction/auction-events';
import type { AuctionEvent } from '../auction/events';
import { BID_REFUSAL_REASON } from './bid-reasons';

/**
 * The portal's Prometheus metrics. One registry per app (tests build several apps in one process);
 * default process metrics live in one process-wide registry, since they describe the process and
 * their collectors (event-loop monitor, GC observer) should exist once.
 */
export interface Metrics {
  /** One finished HTTP request; `route` is a pattern (never a raw path), `seconds` its duration. */
  observeHttp(method: string, route: string, status: number, seconds: number): void;
  /** One background render of a stored page (server/http/page-refresh.ts): the portal's, not a visitor's. */
  observePageRefresh(route: string, seconds: number): void;
  /**
   * Subscribed to app.auctionEvents (server/app.ts): counts this instance's answers to bids, an
   * account's own bid accepted or any bid refused, by the refusal's code.
   */
  auctionEvent(event: AuctionEvent, origin: EventOrigin): void;
  schedulerTick(outcome: TickOutcome, result: TickResult | null): void;
  /** A message the hub could not hand to the other instances (the Redis backplane refused it). */
  backplanePublishFailed(): void;
  /** Where hub_connections reads its value at scrape time; null when there is no hub. */
  countHubConnections(source: (() => number) | null): void;
  /** The exposition text and its content type. */
  scrape(): Promise<{ contentType: string; text: string }>;
}

let processRegistry: Registry | undefined;
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

export function createMetrics(): Metrics {
  const registry = new Registry();
  let hubSource: (() => number) | null = null;

  const http = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request duration by method, route pattern and status.',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const refreshes = new Histogram({
    name: 'page_refresh_duration_seconds',
    help: "Background renders of stored pages a stream of bids outdated, by page pattern (the page cache's own requests, kept out of http_request_duration_seconds).",
    labelNames: ['route'] as const,
    buckets: [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  new Gauge({
    name: 'hub_connections',
    help: 'Open (handshaken) connections to the real-time hub of this instance.',
    registers: [registry],
    collect() {
      this.set(hubSource ? hubSource() : 0);
    },
  });
  const bids = new Counter({
    name: 'bids_total',
    help: 'Bids answered through the hub, by result and refusal reason.',
    labelNames: ['result', 'reason'] as const,
    registers: [registry],
  });
  const runs = new Counter({
    name: 'scheduler_runs_total',
    help: 'Auction scheduler ticks by outcome (ran; skipped: another instance held the lock; failed).',
    labelNames: ['outcome'] as const,
    registers: [registry],
  });
  const tenders = new Counter({
    name: 'scheduler_tenders_total',
    help: 'Tender transitions made by the scheduler: started, ended, settled.',
    labelNames: ['transition'] as const,
    registers: [registry],
  });
  const publishFailures = new Counter({
    name: 'hub_backplane_publish_failures_total',
    help: 'Hub messages not handed to the other instances: the Redis backplane was unavailable (they reach only this instance).',
    registers: [registry],
  });
  // Zero series from the start, so rates and alerts work before the first event.
  for (const outcome of ['ran', 'skipped', 'failed']) runs.inc({ outcome }, 0);
  for (const transition of ['started', 'ended', 'settled']) tenders.inc({ transition }, 0);
  bids.inc({ result: 'accepted', reason: '' }, 0);

  return {
    observeHttp(method, route, status, seconds) {
      http.observe({ method, route, status: String(status) }, seconds);
    },
    observePageRefresh(route, seconds) {
      refreshes.observe({ route }, seconds);
    },
    auctionEvent(event, origin) {
      // Other instances count their own; the portal's bids for maximums answer nobody.
      if (origin === 'remote') return;
      if (event.type === 'bidAccepted' && !event.teklif.otomatik) bids.inc({ result: 'accepted', reason: '' });
      else if (event.type === 'bidRefused') {
        bids.inc({ result: 'refused', reason: BID_REFUSAL_REASON[event.refusal.code] });
      }
    },
    schedulerTick(outcome, result) {
      runs.inc({ outcome });
      if (!result) return;
      tenders.inc({ transition: 'started' }, result.started.length);
      tenders.inc({ transition: 'ended' }, result.ended.length);
      tenders.inc({ transition: 'settled' }, result.settled.length);
    },
    backplanePublishFailed() {
      publishFailures.inc();
    },
    countHubConnections(source) {
      hubSource = source;
    },
    async scrape() {
      const text = (await registry.metrics()) + (await processMetrics().metrics());
      return { contentType: registry.contentType, text };
    },
  };
}

import http from 'node:http';
import path from 'node:path';
import next from 'next';
import { buildApp } from './app';
import { ConfigError, loadDeploymentConfig } from './config';
import { DataDirLockedError, openDatabase } from './db/client';
import { prepareNewEmbeddedFolder, readyDatabase } from './seed/prepare-embedded';
import { HUB_PATH, type HubServer } from './hub/hub-server';
import { startRealtime } from './hub/realtime';
import { AnonymousPageCache } from './http/anonymous-page-cache';
import { withAnonymousPageCache } from './http/cached-page-handler';
import { loopbackRefresher } from './http/page-refresh';
import { holdPageCacheControl } from './http/cache-control';
import { trackRenderHealth } from '../lib/render-health';
import { pageCacheInvalidator } from './page-cache-events';
import { installRenderDataCache, RenderDataCache } from '../lib/cache/render-data-cache';
import { installApiClock } from '../lib/api-clock';
import { precompressedStatic } from './http/precompressed-static';
import { listStaticFiles, missingStaticFiles } from './http/static-misses';
import { allowRenderedScripts } from './http/script-nonce';
import { applySecurityHeaders, securityHeaders } from './http/security-headers';
import { createLogger, type Logger } from './kernel/logger';
import { createMetrics } from './observability/metrics';
import { configuredRateSource } from './rates/configured-source';
import { startRateRefresh } from './rates/refresh';
import { assignRequestId, observePage } from './observability/page-observer';
import { startNotificationWorker } from './notification-worker/worker';

/** Until the configuration (and its LOG_LEVEL) is read, start-up failures go to a default logger. */
let log: Logger = createLogger({ level: 'info' });

/**
 * The process entry: one http server for the whole portal. /api and /auth go to Fastify, the hub
 * path to the WebSocket hub, everything else (and Next's own upgrades) to Next.js.
 */
async function main() {
  const config = loadDeploymentConfig();
  log = createLogger({ level: config.logLevel });
  const metrics = createMetrics();
  const root = path.resolve(__dirname, '..');
  const dev = config.nodeEnv !== 'production';
  // Server components reach the API over loopback unless told otherwise.
  process.env.INTERNAL_API_URL ??= config.serveApi ? `http://127.0.0.1:${config.port}/api` : config.portalApiUrl;

  const closers: Array<() => Promise<void>> = [];
  let api: Awaited<ReturnType<typeof buildApp>> | undefined;
  let hub: HubServer | undefined;
  // The public pages' renders (session-free: docs/architecture.md §1) are cached in production
  // only, and only where this process hears every bid and status change (its hub).
  const pageCache = !dev && config.serveApi && config.anonPageCache ? new AnonymousPageCache() : null;
  // The same for the API answers those renders ask for, so a render that misses the page cache is cheap.
  const renderDataCache = !dev && config.serveApi && config.renderDataCache ? new RenderDataCache() : null;

  if (config.serveApi) {
    // A new embedded data folder is set up in a child process: the server never carries initdb's
    // and the seed's memory (server/seed/prepare-embedded.ts, docs/architecture.md §1 "Memory").
    if (await prepareNewEmbeddedFolder(config)) log.info({ dataDir: config.dataDir }, 'new data folder prepared');
    const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
    closers.push(() => db.close());
    await readyDatabase(db.db, config);
    api = await buildApp({ config, db: db.db, logger: log, metrics });
    await api.ready();
    closers.unshift(() => api!.close());
    // Renders here read the API's clock directly, not over loopback (lib/api-clock.ts).
    const apiApp = api;
    installApiClock(() => apiApp.now());
    // The hub and the auction scheduler close first: clients are told to reconnect, a running tick finishes.
    // The page cache hears the domain events of this instance and, through the hub, of the others (§14).
    if (pageCache) api.auctionEvents.subscribe(pageCacheInvalidator(pageCache));
    if (renderDataCache) {
      api.auctionEvents.subscribe(pageCacheInvalidator(renderDataCache));
      installRenderDataCache(renderDataCache);
    }
    const realtime = startRealtime(api);
    hub = realtime.hub;
    closers.unshift(() => realtime.close());
    // The notification worker beside the scheduler (docs/architecture.md §13): it stops first, after
    // its running relay and deliveries finish; what it leaves is picked up by the next start.
    if (config.notifications.worker) {
      if (config.notifications.standIns)
        log.warn({}, 'notifications: built-in SMTP catcher and SMS stand-in; see /gelistirici/posta');
      const worker = await startNotificationWorker({ db: db.db, config, log, hub: api.hub });
      closers.unshift(() => worker.stop());
    }
    // Exchange rates for the TL equivalents of EUR/USD prices: stored before the first page, then
    // refreshed periodically on every instance (idempotent). A failing source never stops the portal.
    if (config.exchangeRates.mode === 'dev') {
      log.warn({}, 'exchange rates: built-in stand-in with fixed rates ("örnek kur"); set TCMB_RATES_URL for the TCMB');
    }
    const rates = startRateRefresh({
      db: db.db,
      source: configuredRateSource(config, () => new Date()),
      now: () => new Date(),
      intervalMs: config.exchangeRates.refreshMs,
      log,
    });
    closers.unshift(async () => rates.stop());
    // Not awaited: a slow Central Bank must not hold up start-up (the fetch has its own timeout).
    void rates.refresh();
  }

  // next.config.ts through Node's own type stripping, as `next build --experimental-next-config-strip-types`
  // does: Next's SWC binding would otherwise be loaded to read it and stay mapped (about 22 MB).
  process.env.__NEXT_NODE_NATIVE_TS_LOADER_ENABLED = 'true';
  const nextApp = next({
    dev,
    dir: root,
    hostname: 'localhost',
    port: config.port,
    // Next adds an 'upgrade' listener of its own to this server (by default, to the server of the first
    // request it handles), and that listener ends every upgrade whose path a page matches, which since
    // the catch-all app/(public)/[...yol] is every path, the hub's included. Upgrades are routed below,
    // by us alone; Next gets a server that never listens, so its listener never hears one.
    httpServer: new http.Server(),
  });
  await nextApp.prepare();
  const handleNext = nextApp.getRequestHandler();
  const headers = securityHeaders(config);
  // A stored page a bid outdated is rendered again in the background, by a request to this server (§1).
  const handlePage = pageCache
    ? withAnonymousPageCache(
        pageCache,
        handleNext,
        headers.policy,
        loopbackRefresher(() => server.address()),
      )
    : handleNext;
  const handleNextUpgrade = nextApp.getUpgradeHandler();
  const distDir = path.join(root, process.env.NEXT_DIST_DIR || '.next');
  // In development Next writes its chunks as they are asked for: only a build's list is final.
  const staticFiles = dev ? new Set<string>() : listStaticFiles(distDir);
  const serveStatic = dev ? async () => false : precompressedStatic(distDir, staticFiles);
  const answerMissingStatic = dev ? () => false : missingStaticFiles(distDir, staticFiles);

  const server = http.createServer((req, res) => {
    const url = req.url ?? '/';
    const requestId = assignRequestId(req, res);
    applySecurityHeaders(res, url, headers);
    if (api && (url.startsWith('/api/') || url === '/api' || url.startsWith('/auth/'))) {
      // Fastify logs and times its own requests (by route pattern).
      api.routing(req, res);
      return;
    }
    observePage(req, res, requestId, { log, metrics });
    if (url.startsWith('/_next/static/')) {
      // Static files run no inline script (no nonce); a hashed script or stylesheet goes out as its
      // brotli copy when the browser takes it (server/http/precompressed-static.ts), a name the build
      // lacks as a plain 404 (server/http/static-misses.ts), else Next sends it.
      void serveStatic(req, res).then((served) => {
        if (!served && !answerMissingStatic(req, res)) void handleNext(req, res);
      });
      return;
    }
    allowRenderedScripts(req, res, headers);
    holdPageCacheControl(req, res);
    // A page that fell back for failed API data is neither stored nor shared (lib/render-health.ts).
    void trackRenderHealth(() => handlePage(req, res));
  });
  // An idle keep-alive connection stays open longer than the clients in front keep theirs (nginx's
  // upstream keepalive_timeout is 60 s): with Node's 5 s default the server closed connections just
  // as a client reused them, and that request failed with ECONNRESET (a full run lost a journey so).
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  server.on('upgrade', (req, socket, head) => {
    const pathname = (req.url ?? '').split('?')[0];
    if (hub && pathname.toLowerCase() === HUB_PATH.toLowerCase()) hub.handleUpgrade(req, socket, head);
    else void handleNextUpgrade(req, socket, head);
  });

  await new Promise<void>((resolve) => server.listen(config.port, config.host, resolve));
  log.info(
    {
      origin: config.publicOrigin,
      mode: dev ? 'development' : 'production',
      database: config.databaseUrl ? 'PostgreSQL' : 'PGlite',
    },
    `Portal ready at ${config.publicOrigin}`,
  );
  // Start-up leaves a few hundred MB of garbage: on a new data folder, the embedded database's initdb
  // (a WASM instance with its own heap) and the seed. V8 would return it only after the process has
  // idled a while; scripts/portal-node.sh passes --expose-gc so it is returned now (docs/architecture.md §1).
  (globalThis as { gc?: () => void }).gc?.();

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    server.close();
    server.closeIdleConnections();
    for (const close of closers) await close().catch((err) => log.error({ err }, 'shutdown step failed'));
    await nextApp.close?.().catch(() => {});
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((err) => {
  // A refused configuration is a screen for the person starting the portal: plain text, not a log record.
  if (err instanceof ConfigError) process.stderr.write(`\n${err.message}\n\n`);
  else if (err instanceof DataDirLockedError) log.fatal(err.message);
  else log.fatal({ err }, 'Portal failed to start');
  process.exit(1);
});

import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Whether the page being rendered had to leave something out because the API failed (a section
 * rendered empty, the list's "İhaleler şu anda yüklenemedi." notice). Such a page is fine to show
 * once but must not be kept: the anonymous page cache does not store it and shared caches get
 * `no-store` (server/http/cached-page-handler.ts, server/http/cache-control.ts; docs/architecture.md
 * §1 "Page cache and shared caches"). Without this, every visitor saw the failure for the cache's 60 s
 * after the API had recovered.
 *
 * server/main.ts runs each page request in `trackRenderHealth`; the pages' server code calls
 * `markRenderDegraded` where it falls back. The pages run from Next's bundle and the server from
 * its own module graph, so the two copies of this file share one store through globalThis.
 * Server code only (node:async_hooks).
 */
export interface RenderHealth {
  degraded: boolean;
}

const STORE = Symbol.for('portal.render-health');
const holder = globalThis as { [STORE]?: AsyncLocalStorage<RenderHealth> };
holder[STORE] ??= new AsyncLocalStorage<RenderHealth>();
const storage = holder[STORE];

/** Runs a page request with its own health record, which `renderHealth()` returns inside it. */
export function trackRenderHealth<T>(run: () => T): T {
  return storage.run({ degraded: false }, run);
}

/** The current page request's health record (undefined outside `trackRenderHealth`). */
export function renderHealth(): RenderHealth | undefined {
  return storage.getStore();
}

/** Records that the page being rendered falls back for data the API did not give. */
export function markRenderDegraded(): void {
  const health = storage.getStore();
  if (health) health.degraded = true;
}

/** A `.catch` handler for a page's optional data: the fallback, with the page marked degraded. */
export function degradedTo<T>(fallback: T): () => T {
  return () => {
    markRenderDegraded();
    return fallback;
  };
}

/**
 * The API's clock, for server renders in the process that serves the API (docs/architecture.md §1
 * "Render-data cache", issue #18). A tender page's render shows the time ServerCurrentTime answers
 * (lib/api/server-time.ts); asking it over loopback cost every uncached render a whole HTTP request
 * (undici, the http parser, Fastify, a log line) to read a clock this process already holds.
 * server/main.ts installs the clock the API's route reads (`app.now()`), so the answer is the same
 * one; a web-only instance (INTERNAL_API_URL elsewhere) installs none and asks the API as before.
 *
 * Reached through `globalThis` for the reason lib/cache/render-data-cache.ts gives: the server and
 * Next's server bundle each have their own copy of this module.
 */

const INSTALLED = Symbol.for('esatis.apiClock');
type WithClock = typeof globalThis & { [INSTALLED]?: () => Date };

/** server/main.ts: the clock the API's ServerCurrentTime answers with. */
export function installApiClock(now: (() => Date) | undefined): void {
  (globalThis as WithClock)[INSTALLED] = now;
}

/** The installed clock, if this process serves the API (on the server only). */
export function installedApiClock(): (() => Date) | undefined {
  return typeof window === 'undefined' ? (globalThis as WithClock)[INSTALLED] : undefined;
}

/**
 * The browser's query cache, as far as a logout needs it. The query client lives in the islands
 * that load react-query after hydration (lib/query-client.ts, docs/architecture.md §3 "Light on a
 * phone"); the session manager is on every first load and must not import it, yet a logout has to
 * drop whatever the previous user's queries cached.
 */
let clearCache: (() => void) | undefined;

/** Called by lib/query-client.ts when it creates the browser's one client. */
export function onBrowserQueryClient(clear: () => void) {
  clearCache = clear;
}

/** Drops every cached query and mutation; nothing to do while no island has loaded react-query. */
export function clearQueryCache() {
  clearCache?.();
}

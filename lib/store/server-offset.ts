'use client';
import { useSyncExternalStore } from 'react';
import { serverOffset } from '../rules/countdown';

/** One retry, a second later, as the portal's queries do (docs/spec.md §9). */
const RETRY_DELAY_MS = 1000;

let offset: number | undefined;
let measuring = false;
const listeners = new Set<() => void>();

function publish(next: number | undefined) {
  offset = next;
  for (const l of listeners) l();
}

async function measure(): Promise<void> {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      // Loaded when a countdown first asks: the fetch wrapper stays off a public page's first load
      // (docs/architecture.md §3 "Light on a phone"). A failed load counts as a failed attempt.
      const { fetchServerTime } = await import('../api/server-time');
      const sent = Date.now();
      const serverIso = await fetchServerTime();
      const received = Date.now();
      publish(serverOffset(serverIso, received, received - sent));
      return;
    } catch {
      if (attempt === 0) await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS));
    }
  }
  // Both failed: the countdowns keep the page's render-time server clock.
}

/**
 * The first countdown on a page (after a time with none) measures again: a laptop woken from sleep
 * or a changed system clock is caught at the next page. The last measurement stands meanwhile.
 */
function subscribe(cb: () => void): () => void {
  listeners.add(cb);
  if (listeners.size === 1 && !measuring) {
    measuring = true;
    void measure().finally(() => {
      measuring = false;
    });
  }
  return () => listeners.delete(cb);
}

const getOffset = () => offset;
const getServerOffset = () => undefined;

/**
 * Offset (ms) from this browser's clock to the server's, measured with the request's round trip so
 * countdowns run on server time (docs/architecture.md §5); undefined until measured (and on the
 * server). One measurement serves every countdown on the page.
 * A store of its own rather than a react-query query: countdowns are on every public page's first
 * load, which react-query is kept out of (docs/architecture.md §3 "Light on a phone").
 */
export function useServerOffset(): number | undefined {
  return useSyncExternalStore(subscribe, getOffset, getServerOffset);
}

/** For tests: a known measurement (or none), as if the server had answered. */
export function setMeasuredServerOffset(ms: number | undefined) {
  publish(ms);
}

'use client';
import { useSyncExternalStore } from 'react';

/** How often countdowns move on. */
export const CLOCK_TICK_MS = 1000;

let now = Date.now();
let timer: ReturnType<typeof setInterval> | null = null;
const listeners = new Set<() => void>();

/** The first subscriber starts the one interval, the last one stops it. */
function subscribe(cb: () => void): () => void {
  listeners.add(cb);
  if (timer === null) {
    now = Date.now();
    timer = setInterval(() => {
      now = Date.now();
      for (const l of listeners) l();
    }, CLOCK_TICK_MS);
  }
  return () => {
    listeners.delete(cb);
    if (listeners.size === 0 && timer !== null) {
      clearInterval(timer);
      timer = null;
    }
  };
}

const getNow = () => now;
const getServerNow = () => null;

/**
 * The browser's clock, ticking once a second for every countdown on the page together
 * (docs/architecture.md §3 "Client state"): one interval, not one per component. Null during
 * server rendering and hydration, so the first render can show the server's time instead.
 */
export function useNow(): number | null {
  return useSyncExternalStore(subscribe, getNow, getServerNow);
}

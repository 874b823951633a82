'use client';
import type { RefreshSettings } from '../session/refresh';
import { onLoggedOut, useSessionStore } from '../session/session-store';
import { hasAccessToken } from '../session/tokens';
import { DeferredRealtime } from './deferred-realtime';

export interface RealtimeSettings extends RefreshSettings {
  portalApiUrl: string;
}

let settings: RealtimeSettings | null = null;

/**
 * A token and a finished sign-in (active account chosen). The hub reads the caller's accounts when
 * the connection opens, so connecting in the middle of the login flow (before a new person account
 * exists) would leave that account out for the connection's lifetime.
 */
function sessionReady(): boolean {
  return hasAccessToken() && useSessionStore.getState().userInfos?.aktifCariId != null;
}

/**
 * The app's one hub connection as every hook and screen uses it. Its manager (realtime-manager.ts)
 * loads when a session is first ready; until then the handle keeps what screens asked for
 * (deferred-realtime.ts).
 */
export const realtime = new DeferredRealtime(() =>
  import('./realtime-manager').then((m) => m.sharedManager({ settings: () => settings, sessionReady })),
);

let attached = false;

/**
 * Wires the connection to the session, once per page load (the providers call it): it starts when
 * an access token exists (sign-in finished, refresh) and stops on every logout.
 */
export function attachRealtime(next: RealtimeSettings): () => void {
  settings = next;
  if (attached) return () => {};
  attached = true;
  const start = () => {
    if (sessionReady()) realtime.ensureStarted();
  };
  // A token stored (sign-in, refresh) or an account chosen: connect (again) when the session is ready.
  const unsubscribeStore = useSessionStore.subscribe((s, prev) => {
    if (s.token !== prev.token || s.userInfos?.aktifCariId !== prev.userInfos?.aktifCariId) start();
  });
  const offLogout = onLoggedOut(() => void realtime.stop());
  start();
  return () => {
    attached = false;
    unsubscribeStore();
    offLogout();
    void realtime.stop();
  };
}

import { HubCloseReasons } from './close-reasons';
import type { ConnectionRegistry } from './connection-registry';
import { HubErrors } from './protocol';

/**
 * One timer for all connections instead of timers per socket (docs/architecture.md §14): sockets
 * without a handshake in time are dropped; a connection whose access token expired is told to
 * reconnect (with a fresh token); a silent client is dropped; a quiet one is pinged.
 */
export function startSweeper(opts: {
  registry: Pick<ConnectionRegistry, 'pending' | 'open'>;
  timing: { keepAliveMs: number; clientTimeoutMs: number; handshakeTimeoutMs: number };
  /** The clock access tokens expire by; without it tokens are not watched. */
  tokenNow?: () => Date;
}): { stop(): void } {
  const { timing } = opts;
  const every = Math.max(
    10,
    Math.min(1000, Math.floor(Math.min(timing.keepAliveMs, timing.clientTimeoutMs, timing.handshakeTimeoutMs) / 4)),
  );
  const sweep = setInterval(() => {
    const now = Date.now();
    for (const conn of opts.registry.pending()) {
      if (now - conn.openedAt > timing.handshakeTimeoutMs) conn.terminate();
    }
    const tokenNow = opts.tokenNow?.().getTime();
    for (const conn of opts.registry.open()) {
      const expiresAt = conn.auth.expiresAt?.getTime();
      if (tokenNow !== undefined && expiresAt !== undefined && tokenNow >= expiresAt) {
        conn.close({ error: HubCloseReasons.tokenExpired, allowReconnect: true });
      } else if (now - conn.lastReceivedAt > timing.clientTimeoutMs) conn.close({ error: HubErrors.serverTimeout });
      else if (now - conn.lastSentAt >= timing.keepAliveMs) conn.ping();
    }
  }, every);
  sweep.unref();
  return { stop: () => clearInterval(sweep) };
}

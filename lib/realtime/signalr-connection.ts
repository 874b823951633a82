import type { HubLike } from './connection-manager';
import { RECONNECT_DELAYS_MS } from '../contract/hub-events';

/**
 * Builds the real @microsoft/signalr connection (docs/architecture.md §4): WebSockets only, no
 * negotiation, automatic reconnect with the delays of docs/spec.md §9. The library is loaded on demand, so
 * signed-out visitors (who never get a connection) do not download it.
 *
 * The token never goes into the URL: in browsers the SignalR client can only pass a token as
 * `?access_token=`, which shows in logs and in the console. The hub reads the access-token cookie
 * the browser sends with the upgrade instead (server/hub/upgrade-auth.ts). So the factory the
 * library calls before every (re)connect only makes sure that cookie is fresh (`tokenFactory`
 * refreshes an expired session) and hands the library nothing to put in the address.
 */
export async function createSignalRConnection(hubUrl: string, tokenFactory: () => Promise<string>): Promise<HubLike> {
  const { HubConnectionBuilder, HttpTransportType, LogLevel } = await import('@microsoft/signalr');
  return new HubConnectionBuilder()
    .withUrl(hubUrl, {
      skipNegotiation: true,
      transport: HttpTransportType.WebSockets,
      accessTokenFactory: async () => {
        await tokenFactory();
        return '';
      },
    })
    .withAutomaticReconnect(RECONNECT_DELAYS_MS)
    .configureLogging(LogLevel.Warning)
    .build();
}

/**
 * The hub's address from the portal API base: `/api` (relative, the default) becomes
 * `ws(s)://<this host>/api/v1/IhaleHub`; an absolute http(s) base keeps its host.
 */
export function hubUrlFor(portalApiUrl: string, location: { protocol: string; host: string }): string {
  const base = portalApiUrl.replace(/\/$/, '');
  const absolute = /^https?:\/\//i.test(base)
    ? base
    : `${location.protocol}//${location.host}${base.startsWith('/') ? '' : '/'}${base}`;
  return `${absolute}/v1/IhaleHub`;
}

import { type HubEventName, STAFF_WATCHER_QUERY } from '../contract/hub-events';
import { createSignalRConnection, hubUrlFor } from './signalr-connection';

/** The tender group's events that change what the monitor shows. */
const WATCHED: readonly HubEventName[] = [
  'Recive',
  'IhaleDurumBildirimi',
  'IhaleBaslangicBildirimi',
  'IhaleBitisBildirimi',
];

/**
 * The back-office monitor's own hub connection (docs/architecture.md §8): a watcher authenticated by
 * the staff session cookie (`?izleyici=yonetim`; no token in the address), in the tender's group,
 * calling `onChange` whenever a bid arrives or the tender's state moves. It is not the bidders'
 * shared connection (lib/realtime/realtime.ts), which exists only for a signed-in bidder. Answers
 * a function that closes it.
 */
export function watchTenderAsStaff(portalApiUrl: string, ihaleId: number, onChange: () => void): () => void {
  let stopped = false;
  let close = () => {};
  const url = `${hubUrlFor(portalApiUrl, window.location)}?${STAFF_WATCHER_QUERY}`;
  void createSignalRConnection(url, async () => '').then(async (conn) => {
    if (stopped) return;
    close = () => void conn.stop();
    for (const name of WATCHED) conn.on(name, onChange);
    // After a reconnect the server has forgotten the group; rejoin, and catch up on what was missed.
    conn.onreconnected(() => {
      void conn.invoke('AddToGroup', ihaleId).catch(() => undefined);
      onChange();
    });
    try {
      await conn.start();
      if (stopped) return void conn.stop();
      await conn.invoke('AddToGroup', ihaleId);
    } catch {
      // The polling of the monitor's queries stays as the fallback (lib/api/queries/tender-lifecycle.ts).
    }
  });
  return () => {
    stopped = true;
    close();
  };
}

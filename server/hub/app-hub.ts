import type { HubMessenger } from './hub-server';

/** What routes and workers send through the hub themselves (auction news goes as events, §14). */
export type HubSender = Pick<HubMessenger, 'sendToAccount' | 'accountsChanged'>;

/**
 * `app.hub` (server/app.ts): the app's way to the hub, for what is no auction event (a
 * conversation message or an inbox item for an account; an account's rights changed).
 * server/hub/realtime.ts attaches the process's hub; until then, and without one (tests,
 * SERVE_API=false), sends are dropped, which is right: nobody could be connected.
 */
export interface AppHub extends HubSender {
  attach(hub: HubSender | null): void;
}

export function createAppHub(): AppHub {
  let target: HubSender | null = null;
  return {
    attach(hub) {
      target = hub;
    },
    sendToAccount: (cariId, method, ...args) => target?.sendToAccount(cariId, method, ...args),
    accountsChanged: (kimlikNo) => target?.accountsChanged(kimlikNo),
  };
}

import type { PortalGuncellendiPayload } from '../../lib/contract/hub-events';
import type { HubMessenger } from './hub-server';

/**
 * The process's hub for code that is not handed one (e.g. the conversation routes pushing a new
 * message to an account). main.ts installs it; without a hub (tests, SERVE_API=false) sends are
 * silently dropped, which is right: nobody could be connected.
 */
type ActiveHub = Pick<HubMessenger, 'sendToAll' | 'sendToGroup' | 'sendToAccount' | 'accountsChanged'>;
let active: ActiveHub | null = null;

export function setActiveHub(hub: ActiveHub | null): void {
  active = hub;
}

/** Pushes `method(payload)` to every live connection of the account, on every instance. */
export function sendToAccount(cariId: number, method: string, payload: unknown): void {
  active?.sendToAccount(cariId, method, payload);
}

export function sendToGroup(group: string, method: string, payload: unknown): void {
  active?.sendToGroup(group, method, payload);
}

/**
 * The back-office changed what public pages show: every instance drops its anonymous page cache
 * (server/http/page-cache-events.ts) and open pages hear of it. Call it after the change committed.
 */
export function publicPagesChanged(ihaleId: number | null = null): void {
  const payload: PortalGuncellendiPayload = { ihaleId };
  active?.sendToAll('PortalGuncellendiEvent', payload);
}

/**
 * The accounts this person may act for changed (company linked or unlinked, person registered):
 * their open connections, on every instance, are re-authenticated and re-indexed at once. Call it
 * after the change committed.
 */
export function accountsChanged(kimlikNo: string): void {
  active?.accountsChanged(kimlikNo);
}

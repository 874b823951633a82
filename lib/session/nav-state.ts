import { STORAGE_PREFIX } from './cookie-names';

/**
 * The 'callback' navigation state of docs/spec.md §2/§4: a failed login leaves /callback for / carrying it,
 * and / then reloads once so nothing of the attempt stays in memory. Kept in sessionStorage (one
 * tab, survives the client-side navigation, gone with the tab).
 */
const KEY = `${STORAGE_PREFIX}nav-state`;

export function setCallbackNavState(): void {
  try {
    window.sessionStorage.setItem(KEY, 'callback');
  } catch {
    // Storage may be blocked; the reload is only a nicety.
  }
}

/** True once when arriving with the 'callback' state; the state is consumed. */
export function consumeCallbackNavState(): boolean {
  try {
    const v = window.sessionStorage.getItem(KEY);
    if (v === null) return false;
    window.sessionStorage.removeItem(KEY);
    return v === 'callback';
  } catch {
    return false;
  }
}

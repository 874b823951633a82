import { STORAGE_PREFIX } from './cookie-names';
import { safeReturnPath } from './route-guard';

/**
 * The guarded page a signed-out visitor wanted (e.g. /finansal-bilgilerim from a link in an
 * e-mail), remembered in this tab while the sign-in runs and used once the callback flow is done.
 * The sign-in's ReturnUrl is never touched: it stays the callback page. Every value is checked on
 * the way in and on the way out (safeReturnPath): a same-origin guarded profile path or nothing.
 */
const KEY = `${STORAGE_PREFIX}return-path`;

export function rememberReturnPath(path: unknown): void {
  const safe = safeReturnPath(path);
  try {
    if (safe) window.sessionStorage.setItem(KEY, safe);
    else window.sessionStorage.removeItem(KEY);
  } catch {
    // Storage may be blocked: the sign-in then lands on the home page, as before.
  }
}

/** The remembered page, once: it is removed as it is read. */
export function takeReturnPath(): string | null {
  try {
    const v = window.sessionStorage.getItem(KEY);
    window.sessionStorage.removeItem(KEY);
    return safeReturnPath(v);
  } catch {
    return null;
  }
}

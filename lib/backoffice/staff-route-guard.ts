import { STAFF_CALLBACK_PATH } from '../session/login-redirect';

/**
 * The back-office's page guard (middleware.ts, docs/architecture.md §8): every /yonetim page but
 * the sign-in needs the staff session cookie, else the browser goes to the sign-in with the page
 * to return to. The cookie's presence is all middleware can see; the API checks the session.
 */
export function staffGuardRedirect(pathname: string, staffCookie: string | undefined, search = ''): string | null {
  if (pathname === STAFF_CALLBACK_PATH || pathname.startsWith(`${STAFF_CALLBACK_PATH}/`)) return null;
  if (staffCookie) return null;
  return `${STAFF_CALLBACK_PATH}?donus=${encodeURIComponent(`${pathname}${search}`)}`;
}

/** A return path after sign-in: a back-office page only, never another site or the sign-in itself. */
export function safeStaffReturnPath(raw: string | null | undefined): string {
  if (!raw || raw.length > 500 || !/^\/yonetim(\/[A-Za-z0-9\-/_?=&%.]*)?$/.test(raw)) return '/yonetim';
  if (raw.includes('//') || raw.includes('..') || raw.startsWith(STAFF_CALLBACK_PATH)) return '/yonetim';
  return raw;
}

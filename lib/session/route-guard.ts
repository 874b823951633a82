import { LOGIN_REQUIRED_PARAM, RETURN_PATH_PARAM } from './login-required-params';

/**
 * The profile routes behind the login guard (docs/spec.md §2, auth contract item 8). middleware.ts sends
 * a visitor with neither the access-token cookie nor the session marker to
 * `/?girisGerekli=1&donus=<the page>`; the home then says a sign-in is needed and offers it, and
 * after the sign-in the browser comes back to that page (lib/session/return-path.ts).
 */
export const GUARDED_PATHS = [
  '/hesabim',
  '/finansal-bilgilerim',
  '/firmalarim',
  '/katildigim-ihaleler',
  '/favori-ihaleler',
  '/profil-iletisim',
  '/bildirimler',
] as const;

export const LOGIN_REQUIRED_REDIRECT = `/?${LOGIN_REQUIRED_PARAM}=1`;
export const LOGIN_REQUIRED_MESSAGE = 'Sisteme giriş yapmanız gerekmektedir.';

export function isGuardedPath(pathname: string): boolean {
  const p = pathname.replace(/\/+$/, '') || '/';
  return GUARDED_PATHS.some((g) => p === g || p.startsWith(`${g}/`));
}

/** Longest page address kept to come back to; anything longer is not worth the risk. */
const RETURN_PATH_MAX = 512;

/**
 * A page to come back to after the sign-in, or null: only a same-origin relative path ('/…', never
 * '//…' or '/\\…'), without control characters, that is one of the guarded profile pages. Its
 * query is kept (a tab, a page number), its fragment is not. The sign-in's ReturnUrl stays the
 * callback page; this is only where the browser goes once the callback flow has finished.
 */
export function safeReturnPath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > RETURN_PATH_MAX) return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing them is the point
  if (/[\u0000-\u001f\u007f]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, 'http://portal.invalid');
  } catch {
    return null;
  }
  if (url.origin !== 'http://portal.invalid' || !isGuardedPath(url.pathname)) return null;
  return `${url.pathname}${url.search}`;
}

/** The session cookies the guard looks at (values as the request carries them). */
export interface GuardCookies {
  accessToken?: string;
  sessionMarker?: string;
}

/**
 * Where a request should go instead, or null to let it through. The access cookie lives only as
 * long as its token, so a signed-in user back after a pause may have only the marker of their
 * refresh cookie: they pass, and the page refreshes silently first (or logs out when the refresh
 * is refused). The guard is a convenience, not a protection: every call behind it needs a token.
 */
export function guardRedirect(pathname: string, cookies: GuardCookies, search = ''): string | null {
  if (!isGuardedPath(pathname) || cookies.accessToken || cookies.sessionMarker) return null;
  const wanted = safeReturnPath(`${pathname}${search}`);
  return wanted
    ? `${LOGIN_REQUIRED_REDIRECT}&${RETURN_PATH_PARAM}=${encodeURIComponent(wanted)}`
    : LOGIN_REQUIRED_REDIRECT;
}

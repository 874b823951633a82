/**
 * The profile routes behind the login guard (SPEC §2, auth contract item 8). middleware.ts sends
 * a visitor with neither the access-token cookie nor the session marker to `/?girisGerekli=1`; the
 * home then warns.
 */
export const GUARDED_PATHS = [
  '/hesabim',
  '/finansal-bilgilerim',
  '/firmalarim',
  '/katildigim-ihaleler',
  '/favori-ihaleler',
  '/profil-iletisim',
] as const;

export const LOGIN_REQUIRED_PARAM = 'girisGerekli';
export const LOGIN_REQUIRED_REDIRECT = `/?${LOGIN_REQUIRED_PARAM}=1`;
export const LOGIN_REQUIRED_MESSAGE = 'Sisteme giriş yapmanız gerekmektedir.';

export function isGuardedPath(pathname: string): boolean {
  const p = pathname.replace(/\/+$/, '') || '/';
  return GUARDED_PATHS.some((g) => p === g || p.startsWith(`${g}/`));
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
export function guardRedirect(pathname: string, cookies: GuardCookies): string | null {
  return isGuardedPath(pathname) && !cookies.accessToken && !cookies.sessionMarker ? LOGIN_REQUIRED_REDIRECT : null;
}

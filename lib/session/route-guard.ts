/**
 * The profile routes behind the login guard (SPEC §2, auth contract item 8). middleware.ts sends
 * a visitor without the access-token cookie to `/?girisGerekli=1`; the home then warns.
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

/** Where a request should go instead, or null to let it through. */
export function guardRedirect(pathname: string, accessCookie: string | undefined): string | null {
  return isGuardedPath(pathname) && !accessCookie ? LOGIN_REQUIRED_REDIRECT : null;
}

/**
 * The portal's callback page (docs/spec.md §2 /callback): the only page a sign-in may return to; the
 * authorization service refuses any other ReturnUrl (server/auth/return-url.ts).
 */
export const CALLBACK_PATH = '/callback';

/**
 * The back-office's sign-in page: the one other page a sign-in may return to (a staff member's
 * e-Devlet login code is spent there, for a staff session, docs/architecture.md §8).
 */
export const STAFF_CALLBACK_PATH = '/yonetim/giris';

/**
 * docs/spec.md §7: sign-in starts with a browser redirect to the authorization service's external-login
 * endpoint, carrying the provider and the portal's callback address.
 */
export function externalLoginUrl(authUrl: string, origin: string, returnPath: string = CALLBACK_PATH): string {
  const json = JSON.stringify({ Provider: 'EDevlet', ReturnUrl: `${origin}${returnPath}` });
  return `${authUrl}/Account/external-login?json=${encodeURIComponent(json)}`;
}

export function redirectToLogin(authUrl: string) {
  window.location.assign(externalLoginUrl(authUrl, window.location.origin));
}

/**
 * SPEC §7: sign-in starts with a browser redirect to the authorization service's external-login
 * endpoint, carrying the provider and the portal's callback address.
 */
export function externalLoginUrl(authUrl: string, origin: string): string {
  const json = JSON.stringify({ Provider: 'EDevlet', ReturnUrl: `${origin}/callback` });
  return `${authUrl}/Account/external-login?json=${encodeURIComponent(json)}`;
}

export function redirectToLogin(authUrl: string) {
  window.location.assign(externalLoginUrl(authUrl, window.location.origin));
}

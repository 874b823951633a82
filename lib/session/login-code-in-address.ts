/**
 * Reads the single-use login code e-Devlet hands back as `?access_token=` (auth contract item 1) and
 * removes it from the address bar at once, before anything else can read or log the URL. Used by
 * /callback and by the back-office's /yonetim/giris.
 */
export function takeLoginCodeFromAddressBar(): string | null {
  const url = new URL(window.location.href);
  const code = url.searchParams.get('access_token');
  if (url.searchParams.has('access_token')) {
    url.searchParams.delete('access_token');
    window.history.replaceState(null, '', `${url.pathname}${url.search}${url.hash}`);
  }
  return code?.trim() ? code.trim() : null;
}

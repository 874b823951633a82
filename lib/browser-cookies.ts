/**
 * The browser's cookies as scripts may touch them: the access token and the session marker
 * (lib/session/tokens.ts) and the preference cookies (cookie banner, closed pop-ups).
 * Hand-written over `document.cookie` rather than cookies-next or `cookie`: these three functions are on
 * every page's first load, where the packages cost about 3 KB gzipped for the same
 * (docs/architecture.md §3 "Light on a phone").
 */

export interface CookieOptions {
  /** Seconds; without it the cookie ends with the browser session. */
  maxAge?: number;
}

/** One cookie's value, decoded; null when the browser has none by that name. */
export function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  const prefix = `${encodeURIComponent(name)}=`;
  const hit = document.cookie.split('; ').find((c) => c.startsWith(prefix));
  if (hit === undefined) return null;
  const raw = hit.slice(prefix.length);
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw; // not ours to judge: a value someone else encoded differently is read as it stands
  }
}

/**
 * Writes a site-wide cookie (path '/', SameSite=Lax, Secure on https; not HttpOnly: the browser
 * sets it, the server only reads it).
 */
export function writeCookie(name: string, value: string, options: CookieOptions = {}) {
  const maxAge = options.maxAge === undefined ? '' : `; Max-Age=${Math.floor(options.maxAge)}`;
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: one small writer for the portal's script cookies; the Cookie Store API is not in every supported browser
  document.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}${maxAge}; Path=/; SameSite=Lax${secure}`;
}

/** Removes a site-wide cookie written by writeCookie or by the server with path '/'. */
export function deleteCookie(name: string) {
  if (typeof document === 'undefined') return;
  // biome-ignore lint/suspicious/noDocumentCookie: see writeCookie
  document.cookie = `${encodeURIComponent(name)}=; Max-Age=0; Path=/`;
}

import { CALLBACK_PATH, STAFF_CALLBACK_PATH } from '../../lib/session/login-redirect';

/**
 * The ReturnUrl of an external login must be the portal's own callback page (auth contract item
 * 1) or the back-office's sign-in page /yonetim/giris, which spends it the same way: on its origin,
 * or the login code would be handed to whoever wrote the link, and at those paths only, since any
 * other page of the portal would show the single-use code in its address to whatever that page
 * loads or logs. Anything doubtful is refused, never "repaired": relative and
 * protocol-relative forms, backslashes, whitespace and control characters, user-info tricks, other
 * schemes, hosts, ports and paths (dot segments and encoded slashes included). Its query is kept.
 */
const MAX_LENGTH = 2048;
const CALLBACK_PATHS = new Set([CALLBACK_PATH, `${CALLBACK_PATH}/`, STAFF_CALLBACK_PATH, `${STAFF_CALLBACK_PATH}/`]);

export function validateReturnUrl(raw: unknown, publicOrigin: string): URL | null {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > MAX_LENGTH) return null;
  // Browsers treat '\' like '/' and drop tabs/newlines, so such strings may not mean what they look like.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is refused
  if (/[\\\s\u0000-\u001f\u007f]/.test(raw)) return null;
  if (!/^https?:\/\/[^/]/i.test(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username || url.password) return null;
  if (url.origin !== new URL(publicOrigin).origin) return null;
  // The parsed path: dot segments are resolved ('/callback/../hesabim' is '/hesabim') and
  // percent-escapes are kept as written ('/%63allback', '/callback%2f..'), so neither passes.
  if (!CALLBACK_PATHS.has(url.pathname)) return null;
  url.hash = '';
  return url;
}

/** The address the browser is sent back to: ReturnUrl with the single-use code as `access_token`. */
export function withAccessToken(returnUrl: string, code: string): string {
  const url = new URL(returnUrl);
  url.searchParams.set('access_token', code);
  return url.toString();
}

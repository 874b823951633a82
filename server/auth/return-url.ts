/**
 * The ReturnUrl of an external login must be on the portal's own origin (auth contract item 1), or
 * the login code would be handed to whoever wrote the link. Anything doubtful is refused, never
 * "repaired": relative and protocol-relative forms, backslashes, whitespace and control characters,
 * user-info tricks, other schemes, hosts and ports.
 */
const MAX_LENGTH = 2048;

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
  url.hash = '';
  return url;
}

/** The address the browser is sent back to: ReturnUrl with the single-use code as `access_token`. */
export function withAccessToken(returnUrl: string, code: string): string {
  const url = new URL(returnUrl);
  url.searchParams.set('access_token', code);
  return url.toString();
}

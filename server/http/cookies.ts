/**
 * Reading and writing cookies without a plugin: the API sets only a few, all of them opaque
 * URL-safe values (base64url tokens, digits), so no encoding is needed.
 */

/**
 * The cookies of a request's Cookie header. The first of two equal names wins: browsers send the
 * cookie with the longer Path first (RFC 6265 §5.4), and that is the one meant for this path.
 */
export function parseCookies(header: string | undefined): Map<string, string> {
  const jar = new Map<string, string>();
  if (!header) return jar;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq <= 0) continue;
    const name = part.slice(0, eq).trim();
    if (!jar.has(name)) jar.set(name, part.slice(eq + 1).trim());
  }
  return jar;
}

/** One cookie of a request, or null when it is absent or empty. */
export function readCookie(header: string | undefined, name: string): string | null {
  return parseCookies(header).get(name) || null;
}

export interface CookieOptions {
  path: string;
  /** Seconds; 0 deletes the cookie. */
  maxAge: number;
  httpOnly: boolean;
  sameSite: 'Strict' | 'Lax';
  secure: boolean;
}

/** One Set-Cookie value. */
export function serializeCookie(name: string, value: string, opts: CookieOptions): string {
  return [
    `${name}=${value}`,
    `Path=${opts.path}`,
    `Max-Age=${Math.max(0, Math.floor(opts.maxAge))}`,
    ...(opts.httpOnly ? ['HttpOnly'] : []),
    `SameSite=${opts.sameSite}`,
    ...(opts.secure ? ['Secure'] : []),
  ].join('; ');
}

/**
 * Cookies are Secure when the portal is served over https (production behind TLS). On plain http
 * (development, tests) a Secure cookie would never come back, so it is left off there.
 */
export function secureCookies(config: { publicOrigin: string }): boolean {
  return config.publicOrigin.startsWith('https://');
}

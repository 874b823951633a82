import type { ServerResponse } from 'node:http';
import type { ServerConfig } from '../config';

/**
 * Security headers for every response of the process, pages and API alike (ARCHITECTURE.md §6).
 * Computed from the runtime config, so an external API or auth host is allowed without a rebuild.
 * Next's App Router streams inline bootstrap scripts, hence 'unsafe-inline' for scripts; objects,
 * base URIs and foreign framing are shut.
 */
export function securityHeaders(config: ServerConfig): Array<[string, string]> {
  const origins = new Set<string>();
  for (const u of [config.portalApiUrl, config.authUrl]) {
    const o = new URL(u).origin;
    if (o !== new URL(config.publicOrigin).origin) origins.add(o);
  }
  const ws = [...origins, config.publicOrigin].map((o) => o.replace(/^http/, 'ws'));
  const dev = config.nodeEnv !== 'production';
  const sentry = config.sentryDsn ? [new URL(config.sentryDsn).origin] : [];
  const csp = [
    "default-src 'self'",
    `script-src 'self' 'unsafe-inline'${dev ? " 'unsafe-eval'" : ''}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src 'self' ${[...origins, ...ws, ...sentry].join(' ')}${dev ? ' ws:' : ''}`.trim(),
    "frame-src 'self' https://www.openstreetmap.org",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'self'",
    `form-action 'self' ${[...origins].join(' ')}`.trim(),
  ].join('; ');
  const headers: Array<[string, string]> = [
    ['Content-Security-Policy', csp],
    ['X-Content-Type-Options', 'nosniff'],
    ['X-Frame-Options', 'SAMEORIGIN'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=()'],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
  ];
  if (!dev && config.publicOrigin.startsWith('https://')) {
    headers.push(['Strict-Transport-Security', 'max-age=31536000; includeSubDomains']);
  }
  return headers;
}

/** The login return page carries a one-time token in its address: it must never leak as a referrer. */
const NO_REFERRER_PATHS = ['/callback', '/auth/'];

export function applySecurityHeaders(res: ServerResponse, url: string, headers: Array<[string, string]>) {
  for (const [name, value] of headers) res.setHeader(name, value);
  if (NO_REFERRER_PATHS.some((p) => url.startsWith(p))) res.setHeader('Referrer-Policy', 'no-referrer');
}

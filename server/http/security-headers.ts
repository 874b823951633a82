import type { ServerResponse } from 'node:http';
import type { ServerConfig } from '../config';

/** The policy of one response: which inline scripts it may run (nonce or hash sources, none by default). */
export type ContentSecurityPolicy = (scriptSources?: readonly string[]) => string;

export interface SecurityHeaders {
  /** Every header but the policy, for every response of the process. */
  readonly common: ReadonlyArray<readonly [string, string]>;
  readonly policy: ContentSecurityPolicy;
}

export const CSP_HEADER = 'Content-Security-Policy';

/**
 * Security headers for every response of the process, pages and API alike (docs/architecture.md §6,
 * docs/guides/security.md). Computed from the runtime config, so an external API or auth host is allowed
 * without a rebuild. Scripts come from this origin; an inline script runs only when the response's
 * policy names it: a page Next renders names its per-response nonce (server/http/script-nonce.ts),
 * a page the anonymous cache answers names the hashes of its own inline scripts
 * (server/http/inline-script-hashes.ts), everything else names none. Objects, base URIs and
 * foreign framing are shut.
 */
export function securityHeaders(config: ServerConfig): SecurityHeaders {
  const origins = new Set<string>();
  for (const u of [config.portalApiUrl, config.authUrl]) {
    const o = new URL(u).origin;
    if (o !== new URL(config.publicOrigin).origin) origins.add(o);
  }
  // The bidder's browser posts the payment form to the bank's 3-D gate (a real bank: another origin).
  const formTargets = new Set(origins);
  const gate = new URL(config.pos.gatewayUrl).origin;
  if (gate !== new URL(config.publicOrigin).origin) formTargets.add(gate);
  const ws = [...origins, config.publicOrigin].map((o) => o.replace(/^http/, 'ws'));
  const dev = config.nodeEnv !== 'production';
  const sentry = config.sentryDsn ? [new URL(config.sentryDsn).origin] : [];
  const rest = [
    // MUI's emotion writes style elements at run time: styles stay inline-able (no script runs from a style).
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src 'self' ${[...origins, ...ws, ...sentry].join(' ')}${dev ? ' ws:' : ''}`.trim(),
    "frame-src 'self' https://www.openstreetmap.org",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'self'",
    `form-action 'self' ${[...formTargets].join(' ')}`.trim(),
  ].join('; ');
  // Next's dev server evaluates modules with eval (never in production).
  const scriptBase = `script-src 'self'${dev ? " 'unsafe-eval'" : ''}`;
  const policy: ContentSecurityPolicy = (scriptSources = []) =>
    `default-src 'self'; ${[scriptBase, ...scriptSources].join(' ')}; ${rest}`;

  const common: Array<[string, string]> = [
    ['X-Content-Type-Options', 'nosniff'],
    ['X-Frame-Options', 'SAMEORIGIN'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=()'],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
  ];
  if (!dev && config.publicOrigin.startsWith('https://')) {
    common.push(['Strict-Transport-Security', 'max-age=31536000; includeSubDomains']);
  }
  return { common, policy };
}

/** The login return page carries a one-time token in its address: it must never leak as a referrer. */
const NO_REFERRER_PATHS = ['/callback', '/auth/'];

/** The headers of every response; its policy allows no inline script until a page handler says otherwise. */
export function applySecurityHeaders(res: ServerResponse, url: string, headers: SecurityHeaders) {
  res.setHeader(CSP_HEADER, headers.policy());
  for (const [name, value] of headers.common) res.setHeader(name, value);
  if (NO_REFERRER_PATHS.some((p) => url.startsWith(p))) res.setHeader('Referrer-Policy', 'no-referrer');
}

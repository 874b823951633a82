import { z } from 'zod';

/**
 * Web-app configuration (docs/architecture.md §2). Read on the server only; the root layout hands the
 * public part to the browser through <PublicConfigProvider>, so the same build runs against any API.
 */
const schema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  PUBLIC_ORIGIN: z.url().optional(),
  PORTAL_API_URL: z.url().optional(),
  AUTH_URL: z.url().optional(),
  /** Where server components reach the API; defaults to the public API URL. */
  INTERNAL_API_URL: z.url().optional(),
  SENTRY_DSN: z.url().optional(),
  /** The token endpoint's client secret; public by design (docs/spec.md §7: the browser sends it). */
  CLIENT_SECRET: z.string().min(1).default('ihale-client-secret'),
});

export interface PublicConfig {
  publicOrigin: string;
  portalApiUrl: string;
  authUrl: string;
  /** client_secret of the token calls (client id 'ihale-client'). */
  clientSecret: string;
  sentryDsn?: string;
}

let cached: (PublicConfig & { internalApiUrl: string }) | undefined;

export function getServerConfig(): PublicConfig & { internalApiUrl: string } {
  if (cached) return cached;
  const env = Object.fromEntries(Object.entries(process.env).filter(([, v]) => v !== ''));
  const c = schema.parse(env);
  const publicOrigin = (c.PUBLIC_ORIGIN ?? `http://localhost:${c.PORT}`).replace(/\/$/, '');
  const portalApiUrl = (c.PORTAL_API_URL ?? `${publicOrigin}/api`).replace(/\/$/, '');
  cached = {
    publicOrigin,
    portalApiUrl,
    authUrl: (c.AUTH_URL ?? `${publicOrigin}/auth`).replace(/\/$/, ''),
    internalApiUrl: (c.INTERNAL_API_URL ?? portalApiUrl).replace(/\/$/, ''),
    clientSecret: c.CLIENT_SECRET,
    sentryDsn: c.SENTRY_DSN,
  };
  return cached;
}

export function getPublicConfig(): PublicConfig {
  const { internalApiUrl: _internal, ...pub } = getServerConfig();
  return pub;
}

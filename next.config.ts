// TypeScript, loaded by Node's own type stripping (Node 26), not by Next's SWC binding: `next build`
// runs with --experimental-next-config-strip-types and server/main.ts asks the same of the server,
// so the binding (about 22 MB resident; docs/architecture.md §1 "Memory") is never mapped in the
// running portal. Erasable TypeScript only: type imports and annotations.
import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  reactStrictMode: true,
  // Separate build folders let several dev servers (or a test build) run side by side.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  // The portal API runs in the same process (server/main.ts); Next must not try to bundle it.
  serverExternalPackages: ['@electric-sql/pglite', 'pg', 'fastify', 'ws'],
  images: { unoptimized: true },
  typedRoutes: false,
  // Not experimental.inlineCss: with CSS modules Next repeats each segment's stylesheet inside the
  // page's RSC payload as well, which tripled the HTML (about 51 instead of 17 KB gzipped) and cost
  // more in TBT and LCP than the saved stylesheet request gave in FCP (docs/architecture.md §3 "Light on a phone").
};

/** Source maps go to Sentry only when an auth token exists; monitoring itself is runtime config. */
async function withMonitoring(config: NextConfig): Promise<NextConfig> {
  if (!process.env.SENTRY_AUTH_TOKEN) return config;
  const { withSentryConfig } = await import('@sentry/nextjs/config');
  return withSentryConfig(config, { telemetry: false, silent: true, authToken: process.env.SENTRY_AUTH_TOKEN });
}

// CommonJS, as the package is: Node then needs no guess at the module type.
module.exports = withMonitoring(nextConfig);

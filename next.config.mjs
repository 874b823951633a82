// Plain JavaScript, not TypeScript: Next transpiles a next.config.ts with its SWC binding, which
// then stays mapped in the server process (about 22 MB resident; docs/architecture.md §1 "Memory").
// Editors still check it against Next's types (`// @ts-check` and the JSDoc types below).
// @ts-check

/** @type {import('next').NextConfig} */
const nextConfig = {
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

/**
 * Source maps go to Sentry only when an auth token exists; monitoring itself is runtime config.
 * @param {import('next').NextConfig} config
 * @returns {Promise<import('next').NextConfig>}
 */
async function withMonitoring(config) {
  if (!process.env.SENTRY_AUTH_TOKEN) return config;
  const { withSentryConfig } = await import('@sentry/nextjs/config');
  return withSentryConfig(config, { telemetry: false, silent: true, authToken: process.env.SENTRY_AUTH_TOKEN });
}

export default withMonitoring(nextConfig);

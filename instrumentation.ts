import { getServerConfig } from './lib/config';
import { SENTRY_MAX_BREADCRUMBS, SENTRY_SAMPLE_RATES } from './lib/monitoring/sentry-options';

/** Server-side monitoring: fully off unless SENTRY_DSN is set. */
export async function register() {
  // Read through lib/config like every other setting (docs/guides/configuration.md).
  const dsn = getServerConfig().sentryDsn;
  if (!dsn) return;
  const Sentry = await import('@sentry/nextjs');
  Sentry.init({ dsn, tracesSampleRate: SENTRY_SAMPLE_RATES.tracesSampleRate, maxBreadcrumbs: SENTRY_MAX_BREADCRUMBS });
}

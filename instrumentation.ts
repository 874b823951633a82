import { SENTRY_MAX_BREADCRUMBS, SENTRY_SAMPLE_RATES } from './lib/monitoring/sentry-options';

/** Server-side monitoring: fully off unless SENTRY_DSN is set. */
export async function register() {
  const dsn = process.env.SENTRY_DSN;
  if (!dsn) return;
  const Sentry = await import('@sentry/nextjs');
  Sentry.init({ dsn, tracesSampleRate: SENTRY_SAMPLE_RATES.tracesSampleRate, maxBreadcrumbs: SENTRY_MAX_BREADCRUMBS });
}

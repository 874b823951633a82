import * as Sentry from '@sentry/nextjs';
import { SENTRY_MAX_BREADCRUMBS, SENTRY_REPLAY_OPTIONS, SENTRY_SAMPLE_RATES } from './sentry-options';

let started = false;

export function initBrowserMonitoring(dsn: string) {
  if (started) return;
  started = true;
  Sentry.init({
    dsn,
    ...SENTRY_SAMPLE_RATES,
    maxBreadcrumbs: SENTRY_MAX_BREADCRUMBS,
    integrations: [Sentry.replayIntegration(SENTRY_REPLAY_OPTIONS)],
  });
}

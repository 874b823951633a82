/** Sample rates of docs/spec.md §1 and the session-replay limits of docs/spec.md §9. */
export const SENTRY_SAMPLE_RATES = {
  tracesSampleRate: 1,
  replaysSessionSampleRate: 0.1,
  replaysOnErrorSampleRate: 1,
} as const;

export const SENTRY_REPLAY_OPTIONS = {
  mutationLimit: 10_000,
  slowClickTimeout: 7000,
} as const;

export const SENTRY_MAX_BREADCRUMBS = 750;

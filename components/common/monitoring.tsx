'use client';
import { useEffect } from 'react';

/**
 * Starts Sentry in the browser only when a DSN is configured, loading it lazily so visitors of a
 * portal without monitoring never download it.
 */
export function Monitoring({ dsn }: { dsn?: string }) {
  useEffect(() => {
    if (!dsn) return;
    void import('@/lib/monitoring/sentry-client').then((m) => m.initBrowserMonitoring(dsn));
  }, [dsn]);
  return null;
}

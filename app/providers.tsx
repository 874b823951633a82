'use client';
import { Suspense, type ReactNode } from 'react';
import { PublicConfigProvider } from '@/lib/public-config-context';
import type { PublicConfig } from '@/lib/config';
import { Monitoring } from '@/components/common/monitoring';
import { setBrowserApiBaseUrl } from '@/lib/api/browser-api-base';
import { Toaster } from '@/components/common/toaster';
import { SessionManager } from '@/components/auth/session-manager';
import { LoginRequiredNotice } from '@/components/auth/login-required-notice';
import { RealtimeConnection } from '@/lib/realtime/realtime-connection';

export function Providers({ config, children }: { config: PublicConfig; children: ReactNode }) {
  setBrowserApiBaseUrl(config.portalApiUrl);
  return (
    <PublicConfigProvider value={config}>
      <Monitoring dsn={config.sentryDsn} />
      {children}
      <Toaster />
      <SessionManager />
      <RealtimeConnection />
      <Suspense fallback={null}>
        <LoginRequiredNotice />
      </Suspense>
    </PublicConfigProvider>
  );
}

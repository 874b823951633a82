'use client';
import { Suspense, type ReactNode } from 'react';
import { PublicConfigProvider } from '@/lib/public-config-context';
import type { PublicConfig } from '@/lib/config';
import { Monitoring } from '@/components/common/monitoring';
import { setBrowserApiBaseUrl } from '@/lib/api/browser-api-base';
import { Toaster } from '@/components/common/toaster';
import { LoginRequiredNotice } from '@/components/auth/login-required-notice';
import { RealtimeConnection } from '@/lib/realtime/realtime-connection';
import { clientIsland } from '@/components/common/client-island';

// The session's runner (refresh, restore, logout) loads after hydration: a visitor never needs it
// before, and a request made meanwhile waits in the session store until it runs.
const SessionManager = clientIsland(() => import('@/components/auth/session-manager').then((m) => m.SessionManager));

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

import type { ReactNode } from 'react';
import { QueryProvider } from '@/components/common/query-provider';
import { SiteShell } from '@/components/layout/site-shell';
import { MuiRoot } from '@/components/ui/mui-root';
import { ProfileFrame } from '@/components/profile/layout/profile-frame';

/** Every guarded profile route (middleware.ts checks the session cookie): the portal frame, the left menu, the screen. */
export default function ProfileLayout({ children }: { children: ReactNode }) {
  return (
    <SiteShell>
      <QueryProvider>
        <MuiRoot>
          <ProfileFrame>{children}</ProfileFrame>
        </MuiRoot>
      </QueryProvider>
    </SiteShell>
  );
}

import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { PageFrame } from '@/components/ui/page-frame';
import { ProfileMobileNav } from './profile-mobile-nav';
import { ProfileSessionGate } from './profile-session-gate';
import { ProfileSideNav } from './profile-side-nav';
import { SessionCookieWatch } from './session-cookie-watch';

/**
 * The profile area inside the portal's frame: the left menu and the screen. Below 1024 px the menu
 * becomes a select above the screen, so the content keeps the full width of a phone or tablet.
 */
export function ProfileFrame({ children }: { children: ReactNode }) {
  return (
    <PageFrame>
      <SessionCookieWatch />
      <Box
        sx={{
          display: { xs: 'block', md: 'grid' },
          gridTemplateColumns: { md: '260px minmax(0, 1fr)' },
          gap: 3,
          alignItems: 'start',
        }}
      >
        <Box
          sx={{
            display: { xs: 'none', md: 'block' },
            position: { md: 'sticky' },
            top: { md: 'calc(var(--header-h, 80px) + 16px)' },
          }}
        >
          <ProfileSideNav />
        </Box>
        <Box sx={{ display: { xs: 'block', md: 'none' } }}>
          <ProfileMobileNav />
        </Box>
        <Box sx={{ minWidth: 0 }}>
          <ProfileSessionGate>{children}</ProfileSessionGate>
        </Box>
      </Box>
    </PageFrame>
  );
}

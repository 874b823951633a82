import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { cookies } from 'next/headers';
import { COOKIE } from '@/lib/session/cookie-names';
import { isConsentGiven } from '@/components/common/cookie-values';
import { HEADER_HEIGHT, SiteHeader } from './site-header';
import { SiteFooter } from './site-footer';
import { CookieBanner } from './cookie-banner';
import { RouteTracker } from './route-tracker';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';

/**
 * The page frame of the portal (header, <main>, footer, cookie notice, route tracking). The public
 * layout uses it, and so can any other route group (the profile area, the not-found page).
 */
export async function SiteShell({ children }: { children: ReactNode }) {
  const jar = await cookies();
  const consent = isConsentGiven(jar.get(COOKIE.cookieConsent)?.value);
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: 'column',
        minHeight: '100vh',
        '--header-h': { xs: `${HEADER_HEIGHT.xs}px`, sm: `${HEADER_HEIGHT.sm}px`, lg: `${HEADER_HEIGHT.lg}px` },
      }}
    >
      <SkipLink />
      <SiteHeader />
      <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} sx={{ flex: 1, outline: 'none' }}>
        {children}
      </Box>
      <SiteFooter />
      {!consent && <CookieBanner />}
      <RouteTracker />
    </Box>
  );
}

import type { ReactNode } from 'react';
import { cookies } from 'next/headers';
import { COOKIE } from '@/lib/session/cookie-names';
import { isConsentGiven } from '@/lib/session/cookie-values';
import { SiteHeader } from './site-header';
import { SiteFooter } from './site-footer';
import { CookieBanner } from './cookie-banner';
import { RouteTracker } from './route-tracker';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';
import styles from './shell.module.css';

/**
 * The page frame of the portal (header, <main>, footer, cookie notice, route tracking). The public
 * layout uses it, and so can any other route group (the profile area, the not-found page).
 */
export async function SiteShell({ children }: { children: ReactNode }) {
  const jar = await cookies();
  const consent = isConsentGiven(jar.get(COOKIE.cookieConsent)?.value);
  return (
    <div className={styles.shell}>
      <SkipLink />
      {/* Early in the DOM, fixed at the bottom on screen: 'Anladım' is a few Tabs away, not at the
          end of the page (issue #19). */}
      {!consent && <CookieBanner />}
      <SiteHeader />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <SiteFooter />
      <RouteTracker />
    </div>
  );
}

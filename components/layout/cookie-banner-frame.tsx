'use client';
import { type ReactNode, useState } from 'react';
import { COOKIE } from '@/lib/session/cookie-names';
import { ONE_YEAR_SECONDS } from '@/lib/session/cookie-values';
import { writeCookie } from '@/lib/browser-cookies';
import styles from './cookie-banner.module.css';

/**
 * The cookie notice's live part (./cookie-banner.tsx renders the text on the server): 'Anladım'
 * stores the consent for a year and hides the notice.
 */
export function CookieBannerFrame({ children }: { children: ReactNode }) {
  const [visible, setVisible] = useState(true);
  if (!visible) return null;
  return (
    <section aria-label="Çerez bildirimi" data-testid="cookie-banner" className={styles.banner}>
      {children}
      <button
        type="button"
        className={`btn btn-primary ${styles.button}`}
        onClick={() => {
          writeCookie(COOKIE.cookieConsent, '1', { maxAge: ONE_YEAR_SECONDS });
          setVisible(false);
        }}
      >
        Anladım
      </button>
    </section>
  );
}

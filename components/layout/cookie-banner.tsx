'use client';
import { useState } from 'react';
import Link from 'next/link';
import { COOKIE } from '@/lib/session/cookie-names';
import { ONE_YEAR_SECONDS } from '@/lib/session/cookie-values';
import { writeCookie } from '@/lib/browser-cookies';
import styles from './cookie-banner.module.css';

/**
 * Cookie notice (docs/spec.md §2). The server renders it only when the consent cookie is missing, so a
 * visitor who accepted never sees it flash. 'Anladım' stores the consent for a year and hides it.
 */
export function CookieBanner() {
  const [visible, setVisible] = useState(true);
  if (!visible) return null;
  return (
    <section aria-label="Çerez bildirimi" data-testid="cookie-banner" className={styles.banner}>
      <p className={styles.text}>
        Portalımızda, hizmetlerimizi güvenli biçimde sunabilmek ve deneyiminizi iyileştirmek için çerezler
        kullanılmaktadır. Ayrıntılı bilgi için{' '}
        <Link href="/yardim/cerez-politikasi" className={styles.link}>
          Çerez Politikası
        </Link>{' '}
        sayfamızı inceleyebilirsiniz.
      </p>
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

import Link from 'next/link';
import { CookieBannerFrame } from './cookie-banner-frame';
import styles from './cookie-banner.module.css';

/**
 * Cookie notice (docs/spec.md §2). The server renders it only when the consent cookie is missing, so a
 * visitor who accepted never sees it flash. Its text is server markup; only the frame that 'Anladım'
 * closes is a client component (./cookie-banner-frame.tsx), so the text is not in every page's script.
 */
export function CookieBanner() {
  return (
    <CookieBannerFrame>
      <p className={styles.text}>
        Portalımızda, hizmetlerimizi güvenli biçimde sunabilmek ve deneyiminizi iyileştirmek için çerezler
        kullanılmaktadır. Ayrıntılı bilgi için{' '}
        <Link href="/yardim/cerez-politikasi" className={styles.link}>
          Çerez Politikası
        </Link>{' '}
        sayfamızı inceleyebilirsiniz.
      </p>
    </CookieBannerFrame>
  );
}

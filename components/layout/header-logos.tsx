import Link from 'next/link';
import styles from './header.module.css';

export const MINISTRY_URL = 'https://www.sanayi.gov.tr';

/**
 * The two logos of docs/spec.md §2: the ministry emblem (external site, new tab) and the portal's own logo
 * (home). Below 768 px the ministry logo shrinks to its round emblem: the image is cropped with
 * object-fit, so both sizes come from one file and nothing shifts when the page loads.
 */
export function HeaderLogos() {
  return (
    <div className={styles.logos}>
      <a
        href={MINISTRY_URL}
        target="_blank"
        rel="noopener noreferrer"
        aria-label="T.C. Sanayi ve Teknoloji Bakanlığı (yeni sekmede açılır)"
        className={styles.logoLink}
      >
        {/* A plain img: tiny static SVG, sized up front (next/image adds nothing for an SVG). */}
        <img src="/logos/bakanlik-amblem.svg" alt="" width={244} height={56} className={styles.ministryLogo} />
      </a>
      <div aria-hidden className={styles.logoDivider} />
      <Link href="/" aria-label="MKE E-Satış İhale Portalı, ana sayfa" className={styles.logoLink}>
        {/* A plain img: tiny static SVG, sized up front (next/image adds nothing for an SVG). */}
        <img src="/logos/mke-esatis.svg" alt="" width={196} height={56} className={styles.portalLogo} />
      </Link>
    </div>
  );
}

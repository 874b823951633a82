import type { Metadata } from 'next';
import Link from 'next/link';
import styles from './status-page.module.css';

/** The not-found pages' title, and never indexed: every not-found boundary and the catch-all page use it. */
export const NOT_FOUND_METADATA: Metadata = { title: 'Sayfa Bulunamadı', robots: { index: false } };

/** An unknown, hidden or malformed tender id: its page's metadata and its not-found boundary's. */
export const TENDER_NOT_FOUND_METADATA: Metadata = { title: 'İhale bulunamadı', robots: { index: false } };

/**
 * docs/spec.md §2: any unknown path shows this text and a button back to the home page: the portal's,
 * or inside the staff frame the panel's (`home`).
 */
export function NotFoundContent({ home = '/' }: { home?: string }) {
  return (
    <div className={styles.page}>
      <p aria-hidden className={styles.code}>
        404
      </p>
      <h1 className={styles.title}>Aradığınız sayfa bulunamadı.</h1>
      <p className={styles.text}>Sayfa kaldırılmış, adı değişmiş ya da geçici olarak kullanılamıyor olabilir.</p>
      <Link href={home} className={`btn btn-primary btn-lg ${styles.button}`}>
        Ana Sayfaya Git
      </Link>
    </div>
  );
}

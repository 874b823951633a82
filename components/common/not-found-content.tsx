import type { Metadata } from 'next';
import Link from 'next/link';
import { Icon } from '@/components/ui/icon';
import { SearchOffIcon } from '@/components/ui/icons/search-off';
import { PageFrame } from '@/components/ui/page-frame';
import styles from './status-page.module.css';

/** The not-found pages' title, and never indexed: every not-found boundary and the catch-all page use it. */
export const NOT_FOUND_METADATA: Metadata = { title: 'Sayfa Bulunamadı', robots: { index: false } };

/** An unknown, hidden or malformed tender id: its page's metadata and its not-found boundary's. */
export const TENDER_NOT_FOUND_METADATA: Metadata = { title: 'İhale bulunamadı', robots: { index: false } };

/** An unknown announcement id, likewise (issue #36: it showed the generic page). */
export const ANNOUNCEMENT_NOT_FOUND_METADATA: Metadata = { title: 'Duyuru bulunamadı', robots: { index: false } };

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

/** A tender or announcement address whose item does not exist: what was not found, and the way back to the list. */
export function ItemNotFound({ text, href, back }: { text: string; href: string; back: string }) {
  return (
    <PageFrame>
      <div className={styles.card}>
        <Icon def={SearchOffIcon} size={56} className={styles.cardIcon} />
        <h1 className={styles.cardTitle}>{text}</h1>
        <Link href={href} className="btn btn-primary btn-lg">
          {back}
        </Link>
      </div>
    </PageFrame>
  );
}

import type { ReactNode } from 'react';
import styles from './page-frame.module.css';

/**
 * Width and spacing of every page in the portal's frame (public, content and profile pages; the shell
 * supplies header, footer and the main landmark), aligned with the header's 1366 px; `narrow` for
 * reading text. Plain CSS, so MUI-free pages can use it.
 */
export function PageFrame({ children, narrow = false }: { children: ReactNode; narrow?: boolean }) {
  return <div className={narrow ? `${styles.frame} ${styles.narrow}` : styles.frame}>{children}</div>;
}

/** The white bordered card the portal puts content in. */
export function ContentCard({
  children,
  component: Tag = 'div',
}: {
  children: ReactNode;
  component?: 'div' | 'article' | 'section';
}) {
  return <Tag className={styles.card}>{children}</Tag>;
}

/** The page's one <h1>, with an optional line of context under it. */
export function PageTitle({ children, lead }: { children: ReactNode; lead?: ReactNode }) {
  return (
    <div className={styles.titleBlock}>
      <h1 className={styles.title}>{children}</h1>
      {lead && <p className={styles.lead}>{lead}</p>}
    </div>
  );
}

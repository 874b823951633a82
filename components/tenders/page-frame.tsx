import type { ReactNode } from 'react';
import styles from './page-parts.module.css';

/** Width and spacing of the tender pages (the shell supplies header, footer and the main landmark). */
export function PageFrame({ children }: { children: ReactNode }) {
  return <div className={styles.frame}>{children}</div>;
}

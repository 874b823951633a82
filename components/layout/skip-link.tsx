import styles from './shell.module.css';

export const MAIN_CONTENT_ID = 'icerik';

/** The first focusable element: lets keyboard users jump over the header. */
export function SkipLink() {
  return (
    <a href={`#${MAIN_CONTENT_ID}`} className={styles.skipLink}>
      İçeriğe geç
    </a>
  );
}

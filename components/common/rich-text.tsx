import { sanitizeHtml } from '@/lib/html/sanitize-html';
import styles from './rich-text.module.css';

/**
 * HTML from the API, sanitised on the server and rendered with the portal's text styles. A server
 * component: the sanitiser never reaches the browser bundle.
 */
export function RichText({ html, id }: { html: string | null | undefined; id?: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML is sanitised with the allow-list right here
  return <div id={id} className={styles.richText} dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }} />;
}

'use client';
import { useEffect, useRef } from 'react';
import Link from 'next/link';
import { formatDate } from '@/lib/format/date';
import richText from '@/components/common/rich-text.module.css';
import type { PopupAnnouncementProps } from './popup-announcement';
import styles from './announcements.module.css';

/**
 * The popup as a native modal <dialog>: the browser keeps focus inside and closes it on Escape, with
 * no dialog library on the home page's first load. A click on the backdrop closes it too.
 */
export function PopupDialog({
  id,
  title,
  publishedAt,
  safeHtml,
  onClose,
}: PopupAnnouncementProps & { onClose(): void }) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
    closeRef.current?.focus();
  }, []);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard closes it with Escape (the cancel event)
    <dialog
      ref={dialogRef}
      aria-labelledby="popup-duyuru-baslik"
      aria-describedby="popup-duyuru-icerik"
      data-testid="popup-announcement"
      className={styles.popup}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      // The dialog box has no padding, so a click on the element itself is a click on the backdrop.
      onClick={(e) => e.target === e.currentTarget && onClose()}
    >
      <h2 id="popup-duyuru-baslik" className={styles.popupTitle}>
        {title}
      </h2>
      <div className={styles.popupContent}>
        <p className={styles.popupDate}>
          <time dateTime={publishedAt}>{formatDate(publishedAt)}</time>
        </p>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: safeHtml went through the allow-list sanitiser on the server */}
        <div id="popup-duyuru-icerik" className={richText.richText} dangerouslySetInnerHTML={{ __html: safeHtml }} />
      </div>
      <div className={styles.popupActions}>
        <Link href={`/duyurular/${id}`} onClick={onClose} className="btn btn-text">
          Duyuruya Git
        </Link>
        <button ref={closeRef} type="button" onClick={onClose} className={`btn btn-primary ${styles.popupClose}`}>
          Kapat
        </button>
      </div>
    </dialog>
  );
}

'use client';
import { useEffect } from 'react';
import styles from '@/components/common/status-page.module.css';

/**
 * A page failed to render (for example the API could not be reached). The visitor gets a clear
 * Turkish message and can try again without losing the address. Every page carries this boundary,
 * so it stays free of MUI.
 */
export default function ErrorPage({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <main className={styles.page}>
      <h1 className={styles.title}>Bir hata oluştu.</h1>
      <p className={styles.text}>Sayfa şu anda görüntülenemiyor. Lütfen biraz sonra tekrar deneyiniz.</p>
      <div className={styles.actions}>
        <button type="button" onClick={reset} className={`btn btn-primary ${styles.smallButton}`}>
          Tekrar Dene
        </button>
        <a href="/" className={`btn btn-outlined ${styles.smallButton}`}>
          Ana Sayfaya Git
        </a>
      </div>
    </main>
  );
}

'use client';
import { useEffect } from 'react';

/**
 * Last resort when the root layout itself fails: no theme or providers are available, so plain
 * HTML with inline styles.
 */
export default function GlobalError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <html lang="tr">
      <body
        style={{
          margin: 0,
          fontFamily: '"Source Sans 3", "Segoe UI", Arial, sans-serif',
          background: '#f4f6f9',
          color: '#1c2833',
        }}
      >
        <main style={{ maxWidth: 640, margin: '0 auto', padding: '96px 16px', textAlign: 'center' }}>
          <h1 style={{ color: '#0b3558', fontSize: '1.75rem', margin: '0 0 8px' }}>Bir hata oluştu.</h1>
          <p style={{ color: '#4a5968', margin: '0 0 32px' }}>
            Portal şu anda görüntülenemiyor. Lütfen biraz sonra tekrar deneyiniz.
          </p>
          <button
            type="button"
            onClick={reset}
            style={{
              background: '#0b3558',
              color: '#fff',
              border: 0,
              borderRadius: 6,
              padding: '12px 24px',
              fontSize: '1rem',
              fontWeight: 600,
              cursor: 'pointer',
              marginRight: 12,
            }}
          >
            Tekrar Dene
          </button>
          <a href="/" style={{ color: '#0b3558', fontWeight: 600 }}>
            Ana Sayfaya Git
          </a>
        </main>
      </body>
    </html>
  );
}

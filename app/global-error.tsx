'use client';
import { useEffect } from 'react';
import { mainColours } from '@/lib/main-colours';
import { FONT_STACK } from '@/lib/font-stack';

/**
 * Last resort when the root layout itself fails: no theme, providers or global CSS are
 * available, so plain HTML with inline styles in the palette's main colours as plain values.
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
          fontFamily: FONT_STACK,
          background: mainColours.surface,
          color: mainColours.ink,
        }}
      >
        <main style={{ maxWidth: 640, margin: '0 auto', padding: '96px 16px', textAlign: 'center' }}>
          <h1 style={{ color: mainColours.navy, fontSize: '1.75rem', margin: '0 0 8px' }}>Bir hata oluştu.</h1>
          <p style={{ color: mainColours.muted, margin: '0 0 32px' }}>
            Portal şu anda görüntülenemiyor. Lütfen biraz sonra tekrar deneyiniz.
          </p>
          <button
            type="button"
            onClick={reset}
            style={{
              background: mainColours.navy,
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
          <a href="/" style={{ color: mainColours.navy, fontWeight: 600 }}>
            Ana Sayfaya Git
          </a>
        </main>
      </body>
    </html>
  );
}

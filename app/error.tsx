'use client';
import { useEffect } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';

/**
 * A page failed to render (for example the API could not be reached). The visitor gets a clear
 * Turkish message and can try again without losing the address.
 */
export default function ErrorPage({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <Box component="main" sx={{ maxWidth: 640, mx: 'auto', px: 2, py: { xs: 8, sm: 12 }, textAlign: 'center' }}>
      <Box component="h1" sx={{ mt: 0, mb: 1, fontSize: { xs: '1.5rem', sm: '1.875rem' }, fontWeight: 700, color: 'primary.main' }}>
        Bir hata oluştu.
      </Box>
      <Box component="p" sx={{ mt: 0, mb: 4, color: 'text.secondary' }}>
        Sayfa şu anda görüntülenemiyor. Lütfen biraz sonra tekrar deneyiniz.
      </Box>
      <Box sx={{ display: 'flex', gap: 1.5, justifyContent: 'center', flexWrap: 'wrap' }}>
        <Button variant="contained" color="primary" onClick={reset} sx={{ minHeight: 44, px: 3 }}>
          Tekrar Dene
        </Button>
        <Button variant="outlined" color="primary" href="/" sx={{ minHeight: 44, px: 3 }}>
          Ana Sayfaya Git
        </Button>
      </Box>
    </Box>
  );
}

'use client';
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from 'next/link';
import { COOKIE } from '@/lib/session/cookie-names';
import { ONE_YEAR_SECONDS } from '@/components/common/cookie-values';
import { writeCookie } from '@/components/common/browser-cookies';

/**
 * Cookie notice (SPEC §2). The server renders it only when the consent cookie is missing, so a
 * visitor who accepted never sees it flash. 'Anladım' stores the consent for a year and hides it.
 */
export function CookieBanner() {
  const [visible, setVisible] = useState(true);
  if (!visible) return null;
  return (
    <Box
      role="region"
      aria-label="Çerez bildirimi"
      data-testid="cookie-banner"
      sx={{
        position: 'fixed',
        left: { xs: 8, sm: 24 },
        right: { xs: 8, sm: 24 },
        bottom: { xs: 8, sm: 24 },
        // Below modal dialogs (the popup announcement), above the page and the sticky header.
        zIndex: 'drawer',
        mx: 'auto',
        maxWidth: 960,
        display: 'flex',
        flexDirection: { xs: 'column', sm: 'row' },
        alignItems: { xs: 'stretch', sm: 'center' },
        gap: { xs: 1.5, sm: 3 },
        p: { xs: 2, sm: 2.5 },
        bgcolor: '#fff',
        color: 'text.primary',
        border: '1px solid',
        borderColor: 'divider',
        borderLeft: '4px solid',
        borderLeftColor: 'primary.main',
        borderRadius: '6px',
        boxShadow: '0 8px 28px rgba(7,37,64,.18)',
      }}
    >
      <Box component="p" sx={{ m: 0, flex: 1, lineHeight: 1.55, fontSize: '0.9375rem' }}>
        Portalımızda, hizmetlerimizi güvenli biçimde sunabilmek ve deneyiminizi iyileştirmek için çerezler
        kullanılmaktadır. Ayrıntılı bilgi için{' '}
        <Box component={Link} href="/yardim/cerez-politikasi" sx={{ color: 'primary.main', fontWeight: 600, textDecoration: 'underline' }}>
          Çerez Politikası
        </Box>{' '}
        sayfamızı inceleyebilirsiniz.
      </Box>
      <Button
        variant="contained"
        color="primary"
        onClick={() => {
          writeCookie(COOKIE.cookieConsent, '1', ONE_YEAR_SECONDS);
          setVisible(false);
        }}
        sx={{ flexShrink: 0, px: 4, minHeight: 44 }}
      >
        Anladım
      </Button>
    </Box>
  );
}

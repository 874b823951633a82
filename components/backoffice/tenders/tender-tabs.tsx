'use client';
import NextLink from 'next/link';
import { usePathname } from 'next/navigation';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';

/**
 * The sections of one tender in the back-office, as links (each its own page and address):
 * details, images and attachments, preview, live monitor, result.
 */
export const TENDER_SECTIONS = [
  { suffix: '', label: 'Bilgiler' },
  { suffix: '/dosyalar', label: 'Görseller ve Ekler' },
  { suffix: '/onizleme', label: 'Önizleme' },
  { suffix: '/izleme', label: 'İzleme' },
  { suffix: '/sonuc', label: 'Sonuç' },
] as const;

export function TenderTabs({ ihaleId }: { ihaleId: number }) {
  const pathname = usePathname();
  const base = `/yonetim/ihaleler/${ihaleId}`;
  return (
    <Box
      component="nav"
      aria-label="İhale bölümleri"
      // Wraps instead of scrolling: at 375 px every section stays in sight.
      sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 0.5, borderBottom: 1, borderColor: 'divider', mb: 3 }}
    >
      {TENDER_SECTIONS.map((s) => {
        const href = `${base}${s.suffix}`;
        const current = pathname === href;
        return (
          <Link
            key={s.suffix}
            component={NextLink}
            href={href}
            aria-current={current ? 'page' : undefined}
            underline="none"
            sx={{
              px: { xs: 1.25, sm: 2 },
              py: 1.25,
              whiteSpace: 'nowrap',
              fontWeight: current ? 700 : 500,
              color: current ? 'primary.main' : 'text.primary',
              borderBottom: 3,
              borderColor: current ? 'primary.main' : 'transparent',
              '&:hover': { bgcolor: 'action.hover' },
              '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: -3 },
            }}
          >
            {s.label}
          </Link>
        );
      })}
    </Box>
  );
}

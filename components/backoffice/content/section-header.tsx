import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';

/** A back-office screen's trail and title, with an optional action on the right. */
export function SectionHeader({
  trail,
  title,
  action,
}: {
  trail: Array<{ href: string; label: string }>;
  title: string;
  action?: ReactNode;
}) {
  return (
    <Box sx={{ mb: 2 }}>
      <Breadcrumbs items={[...trail, { label: title }]} />
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', justifyContent: 'space-between' }}>
        <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        {action}
      </Box>
    </Box>
  );
}

export const CONTENT_TRAIL = [
  { href: '/yonetim', label: 'Ana Sayfa' },
  { href: '/yonetim/icerik', label: 'İçerik' },
];

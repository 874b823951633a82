import type { ReactNode } from 'react';
import NextLink from 'next/link';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';

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
      <Breadcrumbs aria-label="Sayfa konumu" sx={{ mb: 1 }}>
        {trail.map((c) => (
          <Link key={c.href} component={NextLink} href={c.href} underline="hover" color="inherit">
            {c.label}
          </Link>
        ))}
        <Typography color="text.primary" aria-current="page">
          {title}
        </Typography>
      </Breadcrumbs>
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

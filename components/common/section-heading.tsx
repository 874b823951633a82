import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { LinkBox } from '@/components/common/links';

/** A home section title ('ÖNE ÇIKAN İHALELER') with a red bar and an optional 'see all' link. */
export function SectionHeading({ id, children, action }: { id: string; children: ReactNode; action?: { label: string; href: string } }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-end', justifyContent: 'space-between', gap: 2, mb: { xs: 2, sm: 3 } }}>
      <Box
        component="h2"
        id={id}
        sx={{
          m: 0,
          fontSize: { xs: '1.25rem', sm: '1.5rem' },
          fontWeight: 700,
          letterSpacing: '.04em',
          color: 'primary.main',
          '&::after': { content: '""', display: 'block', width: 48, height: 4, mt: 1, borderRadius: 2, bgcolor: 'secondary.main' },
        }}
      >
        {children}
      </Box>
      {action && (
        <LinkBox
          href={action.href}
          sx={{ fontWeight: 600, color: 'primary.main', textDecoration: 'none', whiteSpace: 'nowrap', mb: 1.5, '&:hover': { textDecoration: 'underline' } }}
        >
          {action.label}
          <Box component="span" aria-hidden>
            {' '}
            →
          </Box>
        </LinkBox>
      )}
    </Box>
  );
}

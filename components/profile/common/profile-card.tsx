import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

/** A white bordered block of a profile screen, with an optional heading (h2) and actions. */
export function ProfileCard({
  title,
  actions,
  children,
  padded = true,
  id,
}: {
  title?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
  /** False for tables that run edge to edge. */
  padded?: boolean;
  id?: string;
}) {
  const headingId = id ? `${id}-baslik` : undefined;
  return (
    <Box
      component="section"
      aria-labelledby={title ? headingId : undefined}
      sx={{
        bgcolor: 'background.paper',
        border: '1px solid',
        borderColor: 'divider',
        borderRadius: '6px',
        mb: 3,
        overflow: 'hidden',
      }}
    >
      {(title || actions) && (
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 1.5,
            px: { xs: 2, sm: 3 },
            py: 2,
            borderBottom: '1px solid',
            borderColor: 'divider',
          }}
        >
          {title && (
            <Box
              component="h2"
              id={headingId}
              sx={{ m: 0, fontSize: '1.125rem', fontWeight: 700, color: 'primary.main' }}
            >
              {title}
            </Box>
          )}
          {actions && <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>{actions}</Box>}
        </Box>
      )}
      <Box sx={padded ? { px: { xs: 2, sm: 3 }, py: { xs: 2, sm: 2.5 } } : undefined}>{children}</Box>
    </Box>
  );
}

/** The screen's <h1> and a line that says what the screen is for. */
export function ProfileHeading({ title, lead }: { title: string; lead?: ReactNode }) {
  return (
    <Box sx={{ mb: 2.5 }}>
      <Box
        component="h1"
        sx={{
          m: 0,
          fontSize: { xs: '1.5rem', sm: '1.75rem' },
          fontWeight: 700,
          lineHeight: 1.25,
          color: 'primary.main',
        }}
      >
        {title}
      </Box>
      {lead && (
        <Box component="p" sx={{ m: 0, mt: 0.75, color: 'text.secondary', fontSize: '1rem', maxWidth: 720 }}>
          {lead}
        </Box>
      )}
    </Box>
  );
}

import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

/** Width and spacing of a content page; `narrow` for reading text. */
export function PageContainer({ children, narrow = false }: { children: ReactNode; narrow?: boolean }) {
  return (
    <Box
      sx={{
        maxWidth: narrow ? 960 : 1366,
        mx: 'auto',
        px: { xs: 2, sm: 3 },
        pt: { xs: 3, sm: 4 },
        pb: { xs: 6, sm: 8 },
      }}
    >
      {children}
    </Box>
  );
}

/** The white bordered card the portal puts content in. */
export function ContentCard({
  children,
  component = 'div',
}: {
  children: ReactNode;
  component?: 'div' | 'article' | 'section';
}) {
  return (
    <Box
      component={component}
      sx={{ bgcolor: '#fff', border: '1px solid', borderColor: 'divider', borderRadius: '6px', p: { xs: 2.5, sm: 4 } }}
    >
      {children}
    </Box>
  );
}

/** The page's one <h1>, with an optional line of context under it. */
export function PageTitle({ children, lead }: { children: ReactNode; lead?: ReactNode }) {
  return (
    <Box sx={{ mb: { xs: 2.5, sm: 3 } }}>
      <Box
        component="h1"
        sx={{
          m: 0,
          fontSize: { xs: '1.625rem', sm: '2rem' },
          fontWeight: 700,
          lineHeight: 1.25,
          color: 'primary.main',
        }}
      >
        {children}
      </Box>
      {lead && (
        <Box component="p" sx={{ m: 0, mt: 1, color: 'text.secondary', fontSize: '1.0625rem', maxWidth: 760 }}>
          {lead}
        </Box>
      )}
    </Box>
  );
}

import type { SxProps, Theme } from '@mui/material/styles';

/** Typography for HTML from the API (announcements, portal pages, descriptions). */
export const richTextSx: SxProps<Theme> = {
  fontSize: '1.0625rem',
  lineHeight: 1.7,
  color: 'text.primary',
  overflowWrap: 'anywhere',
  '& > :first-child': { mt: 0 },
  '& > :last-child': { mb: 0 },
  '& p': { my: 1.5 },
  '& h2': { fontSize: '1.375rem', fontWeight: 700, color: 'primary.main', mt: 4, mb: 1.5, lineHeight: 1.3 },
  '& h3': { fontSize: '1.1875rem', fontWeight: 700, color: 'primary.main', mt: 3, mb: 1 },
  '& h4, & h5, & h6': { fontSize: '1.0625rem', fontWeight: 700, mt: 2.5, mb: 1 },
  '& ul, & ol': { pl: 3, my: 1.5 },
  '& li': { my: 0.5 },
  '& a': { color: 'primary.main', textDecoration: 'underline', fontWeight: 600 },
  '& a:hover': { color: 'secondary.main' },
  '& strong, & b': { fontWeight: 700 },
  '& blockquote': { m: 0, my: 2, pl: 2, borderLeft: '4px solid', borderColor: 'divider', color: 'text.secondary' },
  '& img': { maxWidth: '100%', height: 'auto' },
  '& hr': { border: 0, borderTop: '1px solid', borderColor: 'divider', my: 3 },
  '& table': { width: '100%', borderCollapse: 'collapse', my: 2, fontSize: '0.9375rem', display: 'block', overflowX: 'auto' },
  '& th, & td': { border: '1px solid', borderColor: 'divider', px: 1.5, py: 1, textAlign: 'left', verticalAlign: 'top' },
  '& th': { bgcolor: 'background.default', fontWeight: 700 },
};

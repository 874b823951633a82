import Box from '@mui/material/Box';
import { lighten } from '@mui/material/styles';
import type { AnnouncementModel } from '@/lib/api/announcements';
import { excerpt } from '@/lib/html/sanitize-html';
import { formatDate } from '@/lib/format/date';
import { LinkBox } from '@/components/ui/links';
import { palette } from '@/lib/theme-palette';

/** The rows of /duyurular: date, title (the link) and a short excerpt. Server component. */
export function AnnouncementList({ items }: { items: AnnouncementModel[] }) {
  if (!items.length) {
    return (
      <Box
        component="p"
        role="status"
        sx={{
          m: 0,
          p: 4,
          textAlign: 'center',
          bgcolor: 'background.paper',
          border: '1px solid',
          borderColor: 'divider',
          borderRadius: '6px',
          color: 'text.secondary',
          fontSize: '1.0625rem',
        }}
      >
        Sonuç bulunamadı.
      </Box>
    );
  }
  return (
    <Box
      component="ul"
      data-testid="announcement-list"
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}
    >
      {items.map((a) => (
        <Box
          component="li"
          key={a.id}
          sx={{
            position: 'relative',
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: '112px minmax(0,1fr)' },
            gap: { xs: 0.5, sm: 2.5 },
            p: { xs: 2, sm: 2.5 },
            bgcolor: 'background.paper',
            border: '1px solid',
            borderColor: 'divider',
            borderRadius: '6px',
            transition: 'box-shadow .15s, border-color .15s',
            '&:hover': { borderColor: lighten(palette.navy, 0.65), boxShadow: '0 4px 14px rgba(11,53,88,.08)' },
            '&:focus-within': { outline: '3px solid', outlineColor: 'secondary.main', outlineOffset: 2 },
          }}
        >
          <Box
            component="time"
            dateTime={a.publishedAt}
            sx={{ color: 'text.secondary', fontSize: '0.9375rem', fontWeight: 600, pt: { sm: 0.25 } }}
          >
            {formatDate(a.publishedAt)}
          </Box>
          <Box>
            <Box
              component="h2"
              sx={{ m: 0, fontSize: '1.125rem', fontWeight: 700, lineHeight: 1.35, color: 'primary.main' }}
            >
              <LinkBox
                href={`/duyurular/${a.id}`}
                sx={{
                  color: 'inherit',
                  textDecoration: 'none',
                  outline: 'none',
                  '&:hover': { textDecoration: 'underline' },
                  '&::after': { content: '""', position: 'absolute', inset: 0 },
                }}
              >
                {a.title}
              </LinkBox>
            </Box>
            <Box component="p" sx={{ m: 0, mt: 0.75, color: 'text.secondary', lineHeight: 1.55 }}>
              {excerpt(a.html, 220)}
            </Box>
          </Box>
        </Box>
      ))}
    </Box>
  );
}

import Box from '@mui/material/Box';
import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined';
import { formatDate } from '@/lib/format/date';
import { LinkBox } from '@/components/common/links';

export interface AnnouncementCardProps {
  id: number;
  title: string;
  publishedAt: string;
  /** Plain-text excerpt made on the server. */
  summary: string;
  headingLevel?: 'h2' | 'h3';
}

/** An announcement teaser (home carousel, list): date, title link over the whole card, excerpt. */
export function AnnouncementCard({ id, title, publishedAt, summary, headingLevel = 'h3' }: AnnouncementCardProps) {
  return (
    <Box
      component="article"
      data-testid="announcement-card"
      sx={{
        position: 'relative',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
        p: 2.5,
        bgcolor: '#fff',
        border: '1px solid',
        borderColor: 'divider',
        borderTop: '3px solid',
        borderTopColor: 'primary.main',
        borderRadius: '6px',
        transition: 'box-shadow .15s',
        '&:hover': { boxShadow: '0 4px 14px rgba(11,53,88,.10)' },
        '&:focus-within': { outline: '3px solid', outlineColor: 'secondary.main', outlineOffset: 2 },
      }}
    >
      <Box component="p" sx={{ m: 0, display: 'flex', alignItems: 'center', gap: 0.75, color: 'text.secondary', fontSize: '0.875rem' }}>
        <CalendarMonthOutlined aria-hidden sx={{ fontSize: 18 }} />
        <time dateTime={publishedAt}>{formatDate(publishedAt)}</time>
      </Box>
      <Box component={headingLevel} sx={{ m: 0, fontSize: '1.0625rem', fontWeight: 700, lineHeight: 1.35, color: 'primary.main' }}>
        <LinkBox
          href={`/duyurular/${id}`}
          sx={{
            color: 'inherit',
            textDecoration: 'none',
            outline: 'none',
            '&:hover': { textDecoration: 'underline' },
            '&::after': { content: '""', position: 'absolute', inset: 0 },
          }}
        >
          {title}
        </LinkBox>
      </Box>
      {summary && (
        <Box component="p" sx={{ m: 0, color: 'text.secondary', lineHeight: 1.55, fontSize: '0.9375rem' }}>
          {summary}
        </Box>
      )}
    </Box>
  );
}

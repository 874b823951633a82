import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import type { DeskMessage } from '@/lib/api/backoffice/support';
import { formatDateTime } from '@/lib/format/date';
import { palette } from '@/lib/theme-palette';

/**
 * A conversation's messages, oldest first, as the bidder sees them mirrored: the institution's on
 * the right, the bidder's on the left. Plain text only: what users type is never read as HTML.
 */
export function DeskMessages({ messages }: { messages: DeskMessage[] }) {
  return (
    <Box
      role="log"
      aria-label="Mesajlar"
      tabIndex={0}
      data-testid="destek-mesajlar"
      sx={{
        maxHeight: 480,
        overflowY: 'auto',
        display: 'flex',
        flexDirection: 'column',
        gap: 1.5,
        p: { xs: 1.5, sm: 2 },
        bgcolor: 'background.default',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 },
      }}
    >
      {messages.length === 0 && <Box sx={{ color: 'text.secondary', textAlign: 'center' }}>Henüz mesaj yok.</Box>}
      {messages.map((m) => (
        <Box
          key={m.id}
          data-kurum={m.institution || undefined}
          sx={{
            alignSelf: m.institution ? 'flex-end' : 'flex-start',
            maxWidth: { xs: '92%', sm: '78%' },
            bgcolor: m.institution ? alpha(palette.navy, 0.08) : 'background.paper',
            border: 1,
            borderColor: m.institution ? alpha(palette.navy, 0.25) : 'divider',
            borderRadius: 1,
            px: 1.75,
            py: 1.25,
          }}
        >
          <Box
            sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 0.5, fontSize: '0.8125rem', color: 'text.secondary' }}
          >
            <Box component="span" sx={{ fontWeight: 700, color: 'text.primary' }}>
              {m.author}
              {m.institution ? ' (Kurum)' : ''}
            </Box>
            <time dateTime={m.at}>{formatDateTime(m.at)}</time>
          </Box>
          <Box sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', lineHeight: 1.5 }}>{m.text}</Box>
        </Box>
      ))}
    </Box>
  );
}

'use client';
import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import { lighten } from '@mui/material/styles';
import type { ThreadMessage } from '@/lib/api/profile/conversations';
import { formatDateTime } from '@/lib/format/date';
import { palette } from '@/lib/theme-palette';

/** docs/spec.md §2: the message area is at most 400 px high and scrolls. */
export const THREAD_MAX_HEIGHT = 400;

/**
 * The messages of a conversation, oldest first. The institution's answers sit on the left in a
 * white bubble with a navy edge, the user's own on the right in a tinted bubble. Plain text only.
 */
export function MessageThread({ messages }: { messages: ThreadMessage[] }) {
  const area = useRef<HTMLDivElement>(null);
  const lastId = messages.at(-1)?.id;
  // A new last message (sent, or arrived live) scrolls the area down to it.
  useEffect(() => {
    const el = area.current;
    if (el && lastId !== undefined) el.scrollTop = el.scrollHeight;
  }, [lastId]);

  return (
    <Box
      ref={area}
      role="log"
      aria-live="polite"
      aria-label="Mesajlar"
      tabIndex={0}
      data-testid="mesaj-alani"
      sx={{
        maxHeight: THREAD_MAX_HEIGHT,
        overflowY: 'auto',
        display: 'flex',
        flexDirection: 'column',
        gap: 1.5,
        p: { xs: 1.5, sm: 2 },
        bgcolor: 'background.default',
        border: '1px solid',
        borderColor: 'divider',
        borderRadius: '6px',
        '&:focus-visible': { outline: '3px solid', outlineColor: 'secondary.main', outlineOffset: 2 },
      }}
    >
      {messages.length === 0 && (
        <Box sx={{ color: 'text.secondary', textAlign: 'center', py: 2 }}>
          Henüz mesaj yok. İlk mesajınızı aşağıdan yazabilirsiniz.
        </Box>
      )}
      {messages.map((m) => (
        <Box
          key={m.id}
          data-kurum={m.kurum || undefined}
          sx={{
            alignSelf: m.kurum ? 'flex-start' : 'flex-end',
            maxWidth: { xs: '92%', sm: '78%' },
            bgcolor: m.kurum ? 'background.paper' : lighten(palette.info, 0.89),
            border: '1px solid',
            borderColor: m.kurum ? 'divider' : lighten(palette.info, 0.72),
            borderLeft: m.kurum ? '4px solid var(--mui-palette-primary-main)' : undefined,
            borderRadius: '6px',
            px: 1.75,
            py: 1.25,
          }}
        >
          <Box
            sx={{
              display: 'flex',
              gap: 1,
              alignItems: 'baseline',
              flexWrap: 'wrap',
              mb: 0.5,
              fontSize: '0.8125rem',
              color: 'text.secondary',
            }}
          >
            <Box component="span" sx={{ fontWeight: 700, color: m.kurum ? 'primary.main' : 'text.primary' }}>
              {m.kurum ? m.yazan || 'Kurum Yetkilisi' : m.yazan || 'Siz'}
            </Box>
            <time dateTime={m.tarih}>{formatDateTime(m.tarih)}</time>
          </Box>
          <Box sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', lineHeight: 1.5 }}>{m.icerik}</Box>
        </Box>
      ))}
    </Box>
  );
}

import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import type { CaughtMessage } from '@/lib/api/dev-mail';
import { formatDateTimeSeconds } from '@/lib/format/date';

const CHANNEL_LABEL = { eposta: 'E-posta', sms: 'SMS' } as const;

/**
 * The caught messages as a list of cards (a table would not fit a phone). E-mails are shown by
 * their plain-text part only: nothing from a message is rendered as HTML.
 */
export function CaughtMessageList({ messages }: { messages: CaughtMessage[] }) {
  if (messages.length === 0) return <Box component="p">Henüz yakalanan ileti yok.</Box>;
  return (
    <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 }}>
      {messages.map((m, i) => (
        <Box
          component="li"
          // biome-ignore lint/suspicious/noArrayIndexKey: the list is read-only and re-rendered whole
          key={i}
          sx={{
            bgcolor: 'background.paper',
            border: '1px solid',
            borderColor: 'divider',
            borderRadius: '6px',
            p: { xs: 2, sm: 3 },
          }}
        >
          <Box
            component="h2"
            sx={{ m: 0, mb: 1, fontSize: '1.125rem', color: 'primary.main', overflowWrap: 'anywhere' }}
          >
            {m.subject ?? 'SMS'}
          </Box>
          <Box
            component="dl"
            sx={{
              m: 0,
              display: 'grid',
              gridTemplateColumns: 'auto 1fr',
              columnGap: 2,
              rowGap: 0.5,
              fontSize: '0.9375rem',
            }}
          >
            <Box component="dt" sx={{ fontWeight: 600 }}>
              Kanal
            </Box>
            <Box component="dd" sx={{ m: 0 }}>
              <Chip size="small" label={CHANNEL_LABEL[m.channel]} />
            </Box>
            <Box component="dt" sx={{ fontWeight: 600 }}>
              Alıcı
            </Box>
            <Box component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
              {m.recipient}
            </Box>
            <Box component="dt" sx={{ fontWeight: 600 }}>
              Tarih
            </Box>
            <Box component="dd" sx={{ m: 0 }}>
              <time dateTime={m.at}>{formatDateTimeSeconds(m.at)}</time>
            </Box>
          </Box>
          <Box
            component="pre"
            sx={{
              mt: 2,
              mb: 0,
              p: 1.5,
              bgcolor: 'grey.100',
              color: 'text.primary',
              whiteSpace: 'pre-wrap',
              overflowWrap: 'anywhere',
              fontFamily: 'inherit',
              fontSize: '0.9375rem',
            }}
          >
            {m.text}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

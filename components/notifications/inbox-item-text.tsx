import Box from '@mui/material/Box';
import type { InboxItem } from '@/lib/api/notifications';
import { formatDateTime } from '@/lib/format/date';
import { visuallyHidden } from '@/components/ui/visually-hidden';

/**
 * One item's text, shared by the bell's menu and /bildirimler: an unread item is marked by a dot,
 * bold title AND the words "Okunmamış" for screen readers, never by colour alone.
 */
export function InboxItemText({ item, clamp = false }: { item: InboxItem; clamp?: boolean }) {
  const unread = !item.readAt;
  return (
    <Box sx={{ display: 'flex', gap: 1.25, alignItems: 'flex-start', minWidth: 0, width: '100%' }}>
      <Box
        aria-hidden
        data-testid={unread ? 'unread-dot' : undefined}
        sx={{
          flex: '0 0 auto',
          width: 10,
          height: 10,
          mt: '7px',
          borderRadius: '50%',
          bgcolor: unread ? 'secondary.main' : 'transparent',
          border: 2,
          borderColor: unread ? 'secondary.main' : 'divider',
        }}
      />
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Box
          component="span"
          sx={{ display: 'block', fontWeight: unread ? 700 : 500, color: 'text.primary', whiteSpace: 'normal' }}
        >
          {unread && (
            <Box component="span" sx={visuallyHidden}>
              Okunmamış:{' '}
            </Box>
          )}
          {item.title}
        </Box>
        <Box
          component="span"
          sx={{
            display: clamp ? '-webkit-box' : 'block',
            color: 'text.secondary',
            fontSize: '0.875rem',
            whiteSpace: 'normal',
            overflowWrap: 'anywhere',
            ...(clamp ? { WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' } : {}),
          }}
        >
          {item.text}
        </Box>
        <Box
          component="time"
          dateTime={item.createdAt}
          sx={{ display: 'block', color: 'text.secondary', fontSize: '0.8125rem', mt: 0.25 }}
        >
          {formatDateTime(item.createdAt)}
        </Box>
      </Box>
    </Box>
  );
}

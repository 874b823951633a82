'use client';
import NextLink from 'next/link';
import Box from '@mui/material/Box';
import type { ConversationRow } from '@/lib/api/profile/conversations';
import { formatDateTime } from '@/lib/format/date';
import { palette as colors } from '@/components/ui/colors';
import { Icon } from '@/components/ui/icon';
import { StateChip } from '@/components/ui/state-chip';
import { ChevronRightIcon } from '@/components/ui/icons/chevron-right';

export function TopicBadge({ name }: { name: string }) {
  if (!name) return null;
  return (
    <StateChip tone="info" tag>
      {name}
    </StateChip>
  );
}

/** The conversations of the account: each opens its thread (?iletisim=id in the address). */
export function ConversationList({ items, hrefFor }: { items: ConversationRow[]; hrefFor: (id: number) => string }) {
  return (
    <Box component="ul" aria-label="Görüşmeler" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {items.map((c) => (
        <Box
          component="li"
          key={c.id}
          sx={{ borderBottom: '1px solid', borderColor: 'divider', '&:last-of-type': { borderBottom: 0 } }}
        >
          <Box
            component={NextLink}
            href={hrefFor(c.id)}
            scroll={false}
            data-conversation-id={c.id}
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 2,
              px: { xs: 2, sm: 3 },
              py: 2,
              color: 'inherit',
              textDecoration: 'none',
              '&:hover': { bgcolor: 'background.default' },
              '&:hover .baslik': { textDecoration: 'underline' },
              '&:focus-visible': { outline: '3px solid', outlineColor: 'secondary.main', outlineOffset: -3 },
            }}
          >
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mb: 0.5 }}>
                <TopicBadge name={c.konu} />
                <Box
                  component="span"
                  className="baslik"
                  sx={{ fontWeight: 700, color: 'primary.main', overflowWrap: 'anywhere' }}
                >
                  {c.baslik}
                </Box>
                {c.kapali && (
                  <Box
                    component="span"
                    sx={{ fontSize: '0.8125rem', color: 'text.secondary', border: 1, borderRadius: 1, px: 0.75 }}
                  >
                    Kapatıldı
                  </Box>
                )}
              </Box>
              <Box
                sx={{
                  display: 'flex',
                  gap: { xs: 0.25, sm: 2 },
                  flexDirection: { xs: 'column', sm: 'row' },
                  color: 'text.secondary',
                  fontSize: '0.875rem',
                }}
              >
                <span>Açılış: {formatDateTime(c.acilisTarihi)}</span>
                <span>Son cevap: {c.sonCevap ? formatDateTime(c.sonCevap) : '—'}</span>
              </Box>
            </Box>
            <Icon def={ChevronRightIcon} style={{ color: colors.muted }} />
          </Box>
        </Box>
      ))}
    </Box>
  );
}

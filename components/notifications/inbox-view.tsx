'use client';
import { useState } from 'react';
import NextLink from 'next/link';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Icon } from '@/components/ui/icon';
import { DoneAllIcon } from '@/components/ui/icons/done-all';
import { useQueryClient } from '@tanstack/react-query';
import { INBOX_PAGE_SIZE } from '@/lib/contract/notification-inbox';
import { NOTIFICATION_HUB_EVENT } from '@/lib/contract/notifications';
import type { InboxItem } from '@/lib/api/notifications';
import { inboxKeys, useInboxPage, useMarkInboxRead } from '@/lib/api/queries/notifications';
import { useHubEvent } from '@/lib/realtime/hooks';
import { ProfileCard, ProfileHeading } from '@/components/profile/common/profile-card';
import { ProfilePagination } from '@/components/profile/common/profile-pagination';
import { EmptyState, ErrorState, LoadingState } from '@/components/profile/common/state-message';
import { useActiveAccount } from '@/components/profile/common/use-active-account';
import { InboxItemText } from './inbox-item-text';
import { NO_NOTIFICATIONS } from './notification-bell';
import { PushSwitch } from './push-switch';

function ItemRow({ item, onRead, busy }: { item: InboxItem; onRead: (id: number) => void; busy: boolean }) {
  const unread = !item.readAt;
  return (
    <Box
      component="li"
      data-testid="inbox-item"
      data-unread={unread || undefined}
      sx={{
        display: 'flex',
        flexDirection: { xs: 'column', sm: 'row' },
        gap: 1.5,
        alignItems: { xs: 'stretch', sm: 'center' },
        px: { xs: 2, sm: 3 },
        py: 1.75,
        borderTop: '1px solid',
        borderColor: 'divider',
        bgcolor: unread ? 'rgba(11,53,88,.035)' : undefined,
        '&:first-of-type': { borderTop: 0 },
      }}
    >
      <Box sx={{ flex: 1, minWidth: 0 }}>
        {item.href ? (
          <Box
            component={NextLink}
            href={item.href}
            onClick={() => unread && onRead(item.id)}
            sx={{
              display: 'block',
              color: 'inherit',
              textDecoration: 'none',
              borderRadius: 1,
              '&:hover .MuiBox-root > span:first-of-type, &:focus-visible .MuiBox-root > span:first-of-type': {
                textDecoration: 'underline',
              },
            }}
          >
            <InboxItemText item={item} />
          </Box>
        ) : (
          <InboxItemText item={item} />
        )}
      </Box>
      {unread && (
        <Button
          size="small"
          variant="outlined"
          disabled={busy}
          onClick={() => onRead(item.id)}
          aria-label={`Okundu işaretle: ${item.title}`}
          sx={{ alignSelf: { xs: 'flex-start', sm: 'center' }, flex: '0 0 auto' }}
        >
          Okundu işaretle
        </Button>
      )}
    </Box>
  );
}

/**
 * /bildirimler (docs/architecture.md §13): the acting account's inbox, 20 a page, newest first; one or
 * all marked read; new items arrive live; and this browser's push opt-in.
 */
export function InboxView() {
  const { cariId } = useActiveAccount();
  const [page, setPage] = useState(1);
  const inbox = useInboxPage(cariId, page);
  const mark = useMarkInboxRead(cariId);
  const queryClient = useQueryClient();

  useHubEvent(NOTIFICATION_HUB_EVENT, () => {
    if (cariId !== null) void queryClient.invalidateQueries({ queryKey: [...inboxKeys.all, cariId] });
  });

  const data = inbox.data;
  const unread = data?.unread ?? 0;

  return (
    <>
      <ProfileHeading
        title="Bildirimler"
        lead="Hesabınızla ilgili bildirimler; yenileri anında burada ve zil simgesinde görünür."
      />
      <ProfileCard title="Anlık Bildirimler" id="anlik">
        <PushSwitch />
      </ProfileCard>
      <ProfileCard
        title="Tüm Bildirimler"
        id="liste"
        padded={false}
        actions={
          <Button
            variant="contained"
            size="small"
            startIcon={<Icon def={DoneAllIcon} />}
            disabled={!unread || mark.isPending}
            onClick={() => mark.mutate('all')}
          >
            Tümünü okundu işaretle
          </Button>
        }
      >
        {inbox.isPending ? (
          <LoadingState />
        ) : inbox.isError ? (
          <ErrorState onRetry={() => void inbox.refetch()} />
        ) : data!.items.length === 0 ? (
          <EmptyState text={NO_NOTIFICATIONS} />
        ) : (
          <Box sx={{ opacity: inbox.isPlaceholderData ? 0.6 : 1, transition: 'opacity .2s' }}>
            <Box role="status" sx={{ px: { xs: 2, sm: 3 }, py: 1.25, color: 'text.secondary', fontSize: '0.9375rem' }}>
              {unread ? `${unread} okunmamış bildiriminiz var.` : 'Tüm bildirimleriniz okundu.'}
            </Box>
            <Box
              component="ul"
              aria-label="Bildirimler"
              sx={{ listStyle: 'none', m: 0, p: 0, borderTop: '1px solid', borderColor: 'divider' }}
            >
              {data!.items.map((item) => (
                <ItemRow key={item.id} item={item} busy={mark.isPending} onRead={(id) => mark.mutate(id)} />
              ))}
            </Box>
            <ProfilePagination
              page={page}
              total={data!.total}
              pageSize={INBOX_PAGE_SIZE}
              onChange={setPage}
              label="Bildirim sayfaları"
            />
          </Box>
        )}
      </ProfileCard>
    </>
  );
}

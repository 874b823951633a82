'use client';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import NextLink from 'next/link';
import { useConversation, useSendReply, useThread } from '@/lib/api/queries/profile/conversations';
import { formatDateTime } from '@/lib/format/date';
import { ProfileCard } from '../common/profile-card';
import { EmptyState, ErrorState, LoadingState } from '../common/state-message';
import { TopicBadge } from './conversation-list';
import { MessageThread } from './message-thread';
import { ReplyBox } from './reply-box';
import { Icon } from '@/components/ui/icon';
import { ArrowBackIcon } from '@/components/ui/icons/arrow-back';

/** One conversation: its messages (live answers appear as they arrive) and the reply box. */
export function ConversationDetail({
  cariId,
  id,
  author,
  listHref,
}: {
  cariId: number;
  id: number;
  author: string;
  listHref: string;
}) {
  const conversation = useConversation(cariId, id);
  const thread = useThread(id);
  const reply = useSendReply(author);

  const back = (
    <Button
      component={NextLink}
      href={listHref}
      scroll={false}
      variant="outlined"
      startIcon={<Icon def={ArrowBackIcon} />}
    >
      Listeye Dön
    </Button>
  );

  if (conversation.isPending || thread.isPending)
    return (
      <ProfileCard actions={back}>
        <LoadingState />
      </ProfileCard>
    );
  if (conversation.isError || thread.isError) {
    return (
      <ProfileCard actions={back}>
        <ErrorState
          onRetry={() => {
            void conversation.refetch();
            void thread.refetch();
          }}
        />
      </ProfileCard>
    );
  }
  if (!conversation.data)
    return (
      <ProfileCard actions={back}>
        <EmptyState />
      </ProfileCard>
    );

  const c = conversation.data;
  return (
    <ProfileCard title={c.baslik} id="gorusme" actions={back}>
      <Box
        sx={{
          display: 'flex',
          gap: 1.5,
          alignItems: 'center',
          flexWrap: 'wrap',
          mb: 2,
          color: 'text.secondary',
          fontSize: '0.875rem',
        }}
      >
        <TopicBadge name={c.konu} />
        <span>Açılış: {formatDateTime(c.acilisTarihi)}</span>
      </Box>
      <MessageThread messages={thread.data} />
      <Box sx={{ mt: 2.5 }}>
        <ReplyBox
          pending={reply.isPending}
          onSend={async (icerik) => {
            try {
              await reply.mutateAsync({ iletisimId: id, icerik });
              return true;
            } catch {
              return false;
            }
          }}
        />
      </Box>
    </ProfileCard>
  );
}

'use client';
import { useState } from 'react';
import { clientIsland } from '@/components/common/client-island';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useQueryClient } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import { fromLiveMessage } from '@/lib/api/profile/conversations';
import { conversationKeys, useAppendMessage, useConversations } from '@/lib/api/queries/profile/conversations';
import { useHubEvent } from '@/lib/realtime/hooks';
import { ProfileCard, ProfileHeading } from '../common/profile-card';
import { ProfilePagination } from '../common/profile-pagination';
import { EmptyState, ErrorState, LoadingState } from '../common/state-message';
import { useActiveAccount } from '../common/use-active-account';
import { ConversationDetail } from './conversation-detail';
import { ConversationList } from './conversation-list';
import { Icon } from '@/components/ui/icon';
import { QuestionAnswerOutlinedIcon } from '@/components/ui/icons/question-answer-outlined';

const NewConversationDialog = clientIsland(() =>
  import('./new-conversation-dialog').then((m) => m.NewConversationDialog),
);

/** The conversation the address opens (?iletisim=12), or null for the list. */
export function openConversationId(value: string | null): number | null {
  return value && /^\d{1,10}$/.test(value) && Number(value) > 0 ? Number(value) : null;
}

/**
 * İletişim (docs/spec.md §2): the account's conversations with the institution; one opens as a thread with
 * a reply box; 'Soru Sor' starts a new one. Institution answers arrive live (cariIletisimMesajIlet).
 */
export function ConversationsView() {
  const { cariId, fullName } = useActiveAccount();
  const params = useSearchParams();
  const pathname = usePathname();
  const router = useRouter();
  const openId = openConversationId(params.get('iletisim'));
  const [page, setPage] = useState(1);
  const [asking, setAsking] = useState(false);
  const list = useConversations(openId === null ? cariId : null, page);
  const append = useAppendMessage();
  const queryClient = useQueryClient();

  useHubEvent('cariIletisimMesajIlet', (p) => {
    if (!p || typeof p.iletisimId !== 'number') return;
    append(fromLiveMessage(p));
    void queryClient.invalidateQueries({ queryKey: conversationKeys.all, predicate: (q) => q.queryKey[3] === 'list' });
  });

  const hrefFor = (id: number) => `${pathname}?iletisim=${id}`;

  return (
    <>
      <ProfileHeading
        title="İletişim"
        lead="Portal ve ihalelerle ilgili sorularınızı kuruma iletin; yanıtlar burada görünür."
      />
      {openId !== null && cariId !== null ? (
        <ConversationDetail key={openId} cariId={cariId} id={openId} author={fullName} listHref={pathname} />
      ) : (
        <ProfileCard
          title="Görüşmelerim"
          id="gorusmeler"
          padded={false}
          actions={
            <Button
              variant="contained"
              startIcon={<Icon def={QuestionAnswerOutlinedIcon} />}
              onClick={() => setAsking(true)}
            >
              Soru Sor
            </Button>
          }
        >
          {list.isPending ? (
            <LoadingState />
          ) : list.isError ? (
            <ErrorState onRetry={() => void list.refetch()} />
          ) : list.data.items.length === 0 ? (
            <EmptyState />
          ) : (
            <>
              <ConversationList items={list.data.items} hrefFor={hrefFor} />
              <ProfilePagination page={page} total={list.data.total} onChange={setPage} label="Görüşme sayfaları" />
            </>
          )}
        </ProfileCard>
      )}
      {asking && cariId !== null && (
        <NewConversationDialog
          open={asking}
          onClose={() => setAsking(false)}
          cariId={cariId}
          onOpened={(id) => {
            setAsking(false);
            router.push(hrefFor(id), { scroll: false });
          }}
        />
      )}
    </>
  );
}

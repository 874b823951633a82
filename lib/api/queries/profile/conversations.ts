import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PROFILE_SUCCESS } from '../../../rules/profile-schemas';
import { toast } from '../../../toast/toast-store';
import {
  fetchConversation,
  fetchConversations,
  fetchThread,
  fetchTopics,
  mergeMessage,
  openConversation,
  sendReply,
  type ThreadMessage,
} from '../../profile/conversations';
import { profileErrorText } from './errors';

export const conversationKeys = {
  all: ['profile', 'conversations'] as const,
  list: (cariId: number, page: number) => ['profile', 'conversations', cariId, 'list', page] as const,
  one: (cariId: number, id: number) => ['profile', 'conversations', cariId, 'one', id] as const,
  thread: (id: number) => ['profile', 'conversations', 'thread', id] as const,
  topics: ['profile', 'conversations', 'topics'] as const,
};

export const conversationsQuery = (cariId: number, page: number) =>
  queryOptions({
    queryKey: conversationKeys.list(cariId, page),
    queryFn: ({ signal }) => fetchConversations(cariId, page, signal),
  });

export const conversationQuery = (cariId: number, id: number) =>
  queryOptions({
    queryKey: conversationKeys.one(cariId, id),
    queryFn: ({ signal }) => fetchConversation(cariId, id, signal),
  });

export const threadQuery = (id: number) =>
  queryOptions({ queryKey: conversationKeys.thread(id), queryFn: ({ signal }) => fetchThread(id, signal) });

export const topicsQuery = () =>
  queryOptions({ queryKey: conversationKeys.topics, queryFn: ({ signal }) => fetchTopics(signal) });

export function useConversations(cariId: number | null, page: number) {
  return useQuery({
    ...conversationsQuery(cariId ?? 0, page),
    enabled: cariId !== null,
    placeholderData: keepPreviousData,
  });
}

export function useConversation(cariId: number | null, id: number | null) {
  return useQuery({ ...conversationQuery(cariId ?? 0, id ?? 0), enabled: cariId !== null && id !== null });
}

export function useThread(id: number | null) {
  return useQuery({ ...threadQuery(id ?? 0), enabled: id !== null });
}

export function useTopics(enabled: boolean) {
  return useQuery({ ...topicsQuery(), enabled });
}

/** Adds a message to a thread in the cache (a live push or a sent reply) without a reload. */
export function useAppendMessage() {
  const queryClient = useQueryClient();
  return (m: ThreadMessage) =>
    queryClient.setQueryData<ThreadMessage[]>(conversationKeys.thread(m.iletisimId), (old) =>
      old ? mergeMessage(old, m) : old,
    );
}

/** 'Soru Sor' → POST v1/Iletisim with the question; says it was sent, and the list reloads. */
export function useOpenConversation(cariId: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (p: { konuId: number; baslik: string; icerik: string }) => {
      if (cariId === null) throw new Error('Aktif hesap bulunamadı.');
      return openConversation({ cariId, ...p });
    },
    onSuccess: async () => {
      toast.success(PROFILE_SUCCESS.questionSent);
      await queryClient.invalidateQueries({ queryKey: conversationKeys.all });
    },
    onError: (err) => toast.error(profileErrorText(err, 'errors')),
  });
}

/** The reply box → POST v1/IletisimYazisma; the answer's message joins the thread at once. */
export function useSendReply(author: string) {
  const append = useAppendMessage();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (p: { iletisimId: number; icerik: string }) => sendReply({ ...p, yazanAdiSoyadi: author }),
    onSuccess: (m) => {
      append(m);
      // The list's "last answer" time moved.
      void queryClient.invalidateQueries({
        queryKey: conversationKeys.all,
        predicate: (q) => q.queryKey[3] === 'list',
      });
    },
    onError: (err) => toast.error(profileErrorText(err, 'errors')),
  });
}

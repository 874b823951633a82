import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { fetchDeskConversations, fetchDeskThread } from './support';

/**
 * React Query keys and options of /yonetim/destek: the conversation list and a thread sit under
 * `all`, which an answer or a closing invalidates.
 */
export const supportKeys = {
  all: ['yonetim', 'destek'] as const,
  list: (q: { statusId: number | null; page: number }) => [...supportKeys.all, 'liste', q.statusId, q.page] as const,
  thread: (id: number) => [...supportKeys.all, 'talep', id] as const,
};

export const deskConversationsQuery = (q: { statusId: number | null; page: number }) =>
  queryOptions({
    queryKey: supportKeys.list(q),
    queryFn: () => fetchDeskConversations(q),
    placeholderData: keepPreviousData,
  });

export const deskThreadQuery = (id: number) =>
  queryOptions({ queryKey: supportKeys.thread(id), queryFn: () => fetchDeskThread(id) });

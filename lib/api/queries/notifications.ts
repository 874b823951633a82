import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchInboxPage, markAllInboxItemsRead, markInboxItemRead } from '../notifications';
import { useInboxStore } from '../../store/notification-inbox';
import { toast } from '../../toast/toast-store';
import { profileErrorText } from './profile/errors';

/** /bildirimler's pages of the acting account; the bell's store follows every change made here. */
export const inboxKeys = {
  all: ['notifications'] as const,
  page: (cariId: number, page: number) => ['notifications', cariId, 'page', page] as const,
};

export function useInboxPage(cariId: number | null, page: number) {
  return useQuery({
    queryKey: inboxKeys.page(cariId ?? 0, page),
    queryFn: ({ signal }) => fetchInboxPage(page, signal),
    enabled: cariId !== null,
    placeholderData: keepPreviousData,
  });
}

/** Marks one item (id) or all ('all') read; the pages reload and the bell's count follows. */
export function useMarkInboxRead(cariId: number | null) {
  const queryClient = useQueryClient();
  const applyRead = useInboxStore((s) => s.applyRead);
  return useMutation({
    mutationFn: async (target: number | 'all') => ({
      target,
      unread: target === 'all' ? await markAllInboxItemsRead() : await markInboxItemRead(target),
    }),
    onSuccess: async ({ target, unread }) => {
      applyRead({ unread, ids: target === 'all' ? 'all' : [target] });
      if (cariId !== null) await queryClient.invalidateQueries({ queryKey: [...inboxKeys.all, cariId] });
    },
    onError: (err) => toast.error(profileErrorText(err, 'errors')),
  });
}

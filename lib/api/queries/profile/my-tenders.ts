import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { applyLiveBid, fetchMyTenders, type MyTenderRow, type MyTendersTab } from '../../profile/my-tenders';
import type { RecivePayload } from '../../../contract/hub-events';

export const myTenderKeys = {
  all: ['profile', 'my-tenders'] as const,
  page: (cariId: number, tab: MyTendersTab, page: number) => ['profile', 'my-tenders', cariId, tab, page] as const,
};

export const myTendersQuery = (cariId: number, tab: MyTendersTab, page: number) =>
  queryOptions({
    queryKey: myTenderKeys.page(cariId, tab, page),
    queryFn: ({ signal }) => fetchMyTenders(cariId, tab, page, signal),
  });

export function useMyTenders(cariId: number | null, tab: MyTendersTab, page: number) {
  return useQuery({
    ...myTendersQuery(cariId ?? 0, tab, page),
    enabled: cariId !== null,
    placeholderData: keepPreviousData,
  });
}

/** Applies a live bid to every cached page of the ongoing tab (the table re-renders from the cache). */
export function useApplyLiveBid() {
  const queryClient = useQueryClient();
  return (p: RecivePayload) => {
    queryClient.setQueriesData<{ items: MyTenderRow[]; total: number }>({ queryKey: myTenderKeys.all }, (old) => {
      if (!old) return old;
      const items = applyLiveBid(old.items, p);
      return items === old.items ? old : { ...old, items };
    });
  };
}

import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Currency } from '../../../contract/money';
import { PROFILE_SUCCESS } from '../../../rules/profile-schemas';
import { toast } from '../../../toast/toast-store';
import { fetchDepositHistory, requestRefund } from '../../profile/deposits';
import { depositDetailQuery, depositKeys } from './deposit-detail';
import { profileErrorText } from './errors';
import { financeKeys } from './finance';

export { depositDetailQuery, depositKeys } from './deposit-detail';

export const depositHistoryQuery = (cariId: number, year: number | null, page: number) =>
  queryOptions({
    queryKey: depositKeys.history(cariId, year, page),
    queryFn: ({ signal }) => fetchDepositHistory(cariId, year, page, signal),
  });

export function useDepositDetail(cariId: number | null) {
  return useQuery({ ...depositDetailQuery(cariId ?? 0), enabled: cariId !== null });
}

/** The history page; the previous page stays on screen while the next one loads (no jump). */
export function useDepositHistory(cariId: number | null, year: number | null, page: number) {
  return useQuery({
    ...depositHistoryQuery(cariId ?? 0, year, page),
    enabled: cariId !== null,
    placeholderData: keepPreviousData,
  });
}

/** 'Teminat İade Talebi': on success the detail, the history and the summary reload (SPEC: "the screens refresh"). */
export function useRequestRefund(cariId: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ typed, currency = 'TL' }: { typed: string; currency?: Currency }) => {
      if (cariId === null) throw new Error('Aktif hesap bulunamadı.');
      return requestRefund(cariId, typed, currency);
    },
    onSuccess: async () => {
      toast.success(PROFILE_SUCCESS.refundRequested);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: depositKeys.all }),
        queryClient.invalidateQueries({ queryKey: financeKeys.all }),
      ]);
    },
    onError: (err) => toast.error(profileErrorText(err, 'mesajList')),
  });
}

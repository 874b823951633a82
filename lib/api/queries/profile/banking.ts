import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PROFILE_SUCCESS } from '../../../rules/profile-schemas';
import { toast } from '../../../toast/toast-store';
import { fetchIban, saveIban } from '../../profile/banking';
import { profileErrorText } from './errors';

export const ibanKeys = {
  all: ['profile', 'iban'] as const,
  one: (cariId: number) => ['profile', 'iban', cariId] as const,
};

export const ibanQuery = (cariId: number) =>
  queryOptions({ queryKey: ibanKeys.one(cariId), queryFn: ({ signal }) => fetchIban(cariId, signal) });

/** The IBAN on file ('' when none); the refund dialog reads it too. */
export function useIban(cariId: number | null) {
  return useQuery({ ...ibanQuery(cariId ?? 0), enabled: cariId !== null });
}

export function useSaveIban(cariId: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (typed: string) => {
      if (cariId === null) throw new Error('Aktif hesap bulunamadı.');
      return saveIban(cariId, typed);
    },
    onSuccess: (iban) => {
      if (cariId !== null) queryClient.setQueryData(ibanKeys.one(cariId), iban);
      toast.success(PROFILE_SUCCESS.ibanSaved);
    },
    onError: (err) => toast.error(profileErrorText(err, 'errors')),
  });
}

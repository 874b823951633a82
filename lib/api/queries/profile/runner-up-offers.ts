import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../toast/toast-store';
import { answerRunnerUpOffer, fetchRunnerUpOffers } from '../../profile/runner-up-offers';
import { depositKeys } from './deposits';
import { profileErrorText } from './errors';
import { financeKeys } from './finance';
import { myTenderKeys } from './my-tenders';

export const runnerUpOfferKeys = {
  all: ['profile', 'runner-up-offers'] as const,
  list: (cariId: number) => ['profile', 'runner-up-offers', cariId] as const,
};

export const runnerUpOffersQuery = (cariId: number) =>
  queryOptions({
    queryKey: runnerUpOfferKeys.list(cariId),
    queryFn: ({ signal }) => fetchRunnerUpOffers(cariId, signal),
  });

export function useRunnerUpOffers(cariId: number | null) {
  return useQuery({ ...runnerUpOffersQuery(cariId ?? 0), enabled: cariId !== null });
}

/** Accept or decline; afterwards the offers, the tabs, the deposit and the summary reload. */
export function useAnswerRunnerUpOffer(cariId: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (p: { offerId: number; accept: boolean }) => {
      if (cariId === null) throw new Error('Aktif hesap bulunamadı.');
      return answerRunnerUpOffer(cariId, p.offerId, p.accept);
    },
    onSuccess: (mesaj) => toast.success(mesaj),
    onError: (err) => toast.error(profileErrorText(err, 'mesajList')),
    onSettled: async () => {
      await Promise.all(
        [runnerUpOfferKeys.all, myTenderKeys.all, depositKeys.all, financeKeys.all].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
    },
  });
}

import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ProxyBidMessages } from '../../rules/proxy-bid';
import { toast } from '../../toast/toast-store';
import { ApiRequestError } from '../http';
import { cancelProxyMaximum, fetchProxyMaximum, type ProxyMaximum, saveProxyMaximum } from '../proxy-bid';

/** The active account's maximum in a tender (client-side only: it needs the token and is secret). */
export const proxyBidKeys = {
  all: ['proxy-bid'] as const,
  one: (ihaleId: number, cariId: number) => ['proxy-bid', ihaleId, cariId] as const,
};

export const proxyMaximumQuery = (ihaleId: number, cariId: number) =>
  queryOptions({
    queryKey: proxyBidKeys.one(ihaleId, cariId),
    queryFn: ({ signal }) => fetchProxyMaximum(ihaleId, cariId, signal),
  });

/** docs/spec.md §8: a refused call shows the server's Turkish message (mesajList, else message). */
const errorText = (err: unknown) =>
  err instanceof ApiRequestError ? err.toastText('mesajList') : (err as Error).message;

export function useProxyMaximum(ihaleId: number, cariId: number) {
  return useQuery(proxyMaximumQuery(ihaleId, cariId));
}

/** 'Otomatik Teklifi Kaydet': sets or raises the maximum; the server's refusal becomes a toast. */
export function useSaveProxyMaximum(ihaleId: number, cariId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (azamiTutar: number) => saveProxyMaximum(ihaleId, cariId, azamiTutar),
    onSuccess: (saved) => {
      queryClient.setQueryData<ProxyMaximum>(proxyBidKeys.one(ihaleId, cariId), saved);
      toast.success(ProxyBidMessages.saved);
    },
    onError: (err) => toast.error(errorText(err)),
  });
}

/** 'Otomatik Teklifi İptal Et'. A maximum that was already gone (404) is told as such. */
export function useCancelProxyMaximum(ihaleId: number, cariId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => cancelProxyMaximum(ihaleId, cariId),
    onSuccess: (cancelled) => {
      queryClient.setQueryData<ProxyMaximum>(proxyBidKeys.one(ihaleId, cariId), null);
      if (cancelled) toast.success(ProxyBidMessages.cancelled);
      else toast.info(ProxyBidMessages.notFound);
    },
    onError: (err) => toast.error(errorText(err)),
  });
}

/**
 * OtomatikTeklifBitti: a rival went past the maximum and it ended. The shown maximum goes at once,
 * and the query is read again so what is shown is the server's word. The bid box says it (once,
 * in place: bid-box.tsx), so no toast repeats it.
 */
export function useProxyMaximumEnded(ihaleId: number, cariId: number) {
  const queryClient = useQueryClient();
  return () => {
    const key = proxyBidKeys.one(ihaleId, cariId);
    queryClient.setQueryData<ProxyMaximum>(key, null);
    return queryClient.invalidateQueries({ queryKey: key });
  };
}

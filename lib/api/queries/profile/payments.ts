import { useMutation, useQuery } from '@tanstack/react-query';
import type { Currency } from '../../../contract/money';
import { postToBank } from '../../../payments/post-to-bank';
import { toast } from '../../../toast/toast-store';
import { fetchTransferInfo, startBalanceCardPayment, startDepositCardPayment } from '../../profile/payments';
import { profileErrorText } from './errors';

export const paymentKeys = {
  all: ['profile', 'payments'] as const,
  transfer: (cariId: number, currency: Currency, ihaleId?: number) =>
    ['profile', 'payments', cariId, 'transfer', currency, ihaleId ?? null] as const,
};

/** The institution's account and the personal reference for a transfer. */
export function useTransferInfo(cariId: number | null, currency: Currency, ihaleId?: number) {
  return useQuery({
    queryKey: paymentKeys.transfer(cariId ?? 0, currency, ihaleId),
    queryFn: ({ signal }) => fetchTransferInfo(cariId ?? 0, currency, ihaleId, signal),
    enabled: cariId !== null,
    retry: false,
  });
}

/** Starts a card payment and sends the browser to the bank's 3-D page (a form POST). */
export function useStartCardPayment(cariId: number | null) {
  return useMutation({
    mutationFn: async (
      p: { kind: 'teminat'; tutar: string; paraBirimi: Currency } | { kind: 'ihale_bakiye'; ihaleId: number },
    ) => {
      if (cariId === null) throw new Error('Aktif hesap bulunamadı.');
      const started =
        p.kind === 'teminat'
          ? await startDepositCardPayment(cariId, p.tutar, p.paraBirimi)
          : await startBalanceCardPayment(cariId, p.ihaleId);
      postToBank(started.gatewayUrl, started.fields);
    },
    onError: (err) => toast.error(profileErrorText(err, 'mesajList')),
  });
}

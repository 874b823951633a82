'use client';
import { useEffect, useReducer, useRef } from 'react';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useQueryClient } from '@tanstack/react-query';
import { fetchCardPayment } from '@/lib/api/profile/payments';
import { profileErrorText } from '@/lib/api/queries/profile/errors';
import { depositKeys } from '@/lib/api/queries/profile/deposits';
import { financeKeys } from '@/lib/api/queries/profile/finance';
import { myTenderKeys } from '@/lib/api/queries/profile/my-tenders';
import { CARD_PAYMENT_LIMITS } from '@/lib/rules/card-payment';
import { cardResultReducer, initialCardResultState } from '@/lib/payments/card-result-flow';

export const PAYMENT_RETURN_PARAM = 'odeme';

/**
 * The effect runner of lib/payments/card-result-flow.ts: back from the bank with `?odeme=<id>`, it
 * reads the payment (again while still started), then tells the outcome (the alert the page shows
 * from `outcome`), reloads the amounts and drops `?odeme=` from the address.
 */
export function useCardPaymentResult(cariId: number | null) {
  const params = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  const queryClient = useQueryClient();
  const [state, dispatch] = useReducer(cardResultReducer, initialCardResultState);
  const ranSeq = useRef(-1);
  const odemeId = params.get(PAYMENT_RETURN_PARAM);

  useEffect(() => {
    if (odemeId && cariId !== null) dispatch({ type: 'returned', odemeId });
  }, [odemeId, cariId]);

  useEffect(() => {
    if (ranSeq.current === state.seq) return;
    ranSeq.current = state.seq;
    if (state.step === 'checking' && state.odemeId && cariId !== null) {
      const id = state.odemeId;
      fetchCardPayment(cariId, id)
        .then((status) => dispatch({ type: 'state', status }))
        .catch((err) => dispatch({ type: 'failed', message: profileErrorText(err, 'mesajList') }));
    } else if (state.step === 'waiting') {
      const timer = setTimeout(() => dispatch({ type: 'wait-over' }), CARD_PAYMENT_LIMITS.pollIntervalMs);
      return () => clearTimeout(timer);
    } else if (state.step === 'done' && state.outcome) {
      // Told once, by the alert the page keeps until dismissed (card-payment-result.tsx): a toast
      // beside it said the same a second time (issue #36).
      // Every amount of the profile area may have moved (deposit, summary, the won tender's row).
      void queryClient.invalidateQueries({ queryKey: depositKeys.all });
      void queryClient.invalidateQueries({ queryKey: financeKeys.all });
      void queryClient.invalidateQueries({ queryKey: myTenderKeys.all });
      const rest = new URLSearchParams(params.toString());
      rest.delete(PAYMENT_RETURN_PARAM);
      const q = rest.toString();
      router.replace(q ? `${pathname}?${q}` : pathname, { scroll: false });
    }
    return undefined;
  }, [state, cariId, params, pathname, queryClient, router]);

  return {
    outcome: state.outcome,
    busy: state.step === 'checking' || state.step === 'waiting',
    dismiss: () => dispatch({ type: 'dismissed' }),
  };
}

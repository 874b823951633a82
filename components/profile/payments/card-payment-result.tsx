'use client';
import { Suspense } from 'react';
import Alert from '@mui/material/Alert';
import { LoadingState } from '../common/state-message';
import { useCardPaymentResult } from './use-card-payment-result';

const SEVERITY = {
  success: 'success',
  declined: 'error',
  timeout: 'warning',
  pending: 'info',
  error: 'error',
} as const;

function Result({ cariId }: { cariId: number | null }) {
  const { outcome, busy, dismiss } = useCardPaymentResult(cariId);
  if (busy) return <LoadingState />;
  if (!outcome) return null;
  return (
    <Alert severity={SEVERITY[outcome.kind]} onClose={dismiss} sx={{ mb: 3 }} data-testid="odeme-sonucu">
      {outcome.message}
    </Alert>
  );
}

/**
 * The outcome of a card payment after the bank (`?odeme=`), kept on the page until dismissed (the
 * toast fades). Suspense: the address is read on the client.
 */
export function CardPaymentResult({ cariId }: { cariId: number | null }) {
  return (
    <Suspense fallback={null}>
      <Result cariId={cariId} />
    </Suspense>
  );
}

'use client';
import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import { failureText } from '@/components/backoffice/content/form-notice';

/**
 * A back-office list's three states (docs/architecture.md §3, "UI kit"): the API's refusal as an
 * error alert, a labelled spinner while the first page loads, then the list drawn from the data.
 */
export function StaffQuery<T>({
  query,
  loadingLabel,
  children,
}: {
  query: UseQueryResult<T>;
  /** What the spinner tells a screen reader, e.g. "Talepler yükleniyor". */
  loadingLabel: string;
  children: (data: T) => ReactNode;
}) {
  return (
    <>
      {query.isError && <Alert severity="error">{failureText(query.error)}</Alert>}
      {query.isPending && <CircularProgress aria-label={loadingLabel} />}
      {query.data !== undefined && children(query.data)}
    </>
  );
}

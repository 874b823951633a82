'use client';
import type { ReactNode } from 'react';
import { LoadingState, StateMessage } from '../common/state-message';
import { useActiveAccount } from '../common/use-active-account';

/**
 * The screens need the stored user state (the active account). It is read from the browser's
 * storage after the first render; without it (a cookie left from an older session) nothing is
 * fetched and the session check logs the browser out.
 */
export function ProfileSessionGate({ children }: { children: ReactNode }) {
  const account = useActiveAccount();
  if (account.status === 'unknown') return <LoadingState />;
  if (account.status === 'signed-out' || account.cariId === null) {
    return <StateMessage>Sisteme giriş yapmanız gerekmektedir.</StateMessage>;
  }
  return <>{children}</>;
}

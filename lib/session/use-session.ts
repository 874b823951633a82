'use client';
import { useSyncExternalStore } from 'react';
import { sessionStatus, type UserInfos, useSessionStore } from './session-store';

const noopSubscribe = () => () => {};

/**
 * False during server rendering and hydration, true afterwards. The persisted store is read from
 * localStorage, which the server cannot see: render signed-in UI only once this is true, so the
 * first client render matches the server's HTML (no hydration mismatch, no flash).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noopSubscribe,
    () => true,
    () => false,
  );
}

/** The signed-in user for client components: 'unknown' until hydrated (show a skeleton). */
export function useSession(): { status: 'unknown' | 'signed-in' | 'signed-out'; userInfos: UserInfos | null } {
  const hydrated = useHydrated();
  const userInfos = useSessionStore((s) => s.userInfos);
  if (!hydrated) return { status: 'unknown', userInfos: null };
  return { status: sessionStatus({ userInfos }), userInfos };
}

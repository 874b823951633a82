'use client';
import { useSyncExternalStore } from 'react';
import { useRootStore, type UserInfos } from '../store/root-store';

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

export type SessionStatus = 'unknown' | 'signed-in' | 'signed-out';

/** The signed-in user for client components: 'unknown' until hydrated (show a skeleton). */
export function useSession(): { status: SessionStatus; userInfos: UserInfos | null } {
  const hydrated = useHydrated();
  const userInfos = useRootStore((s) => s.userInfos);
  if (!hydrated) return { status: 'unknown', userInfos: null };
  return { status: userInfos ? 'signed-in' : 'signed-out', userInfos };
}

'use client';
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { lifecycleKeys } from '@/lib/api/queries/tender-lifecycle';
import { usePublicConfig } from '@/lib/public-config-context';
import { watchTenderAsStaff } from '@/lib/realtime/staff-tender-watch';

/**
 * Keeps a tender's back-office screens (monitor, result) live: every bid, start, end or status
 * message of its group over the hub refetches their queries at once (docs/architecture.md §8).
 */
export function useTenderWatch(ihaleId: number): void {
  const queryClient = useQueryClient();
  const { portalApiUrl } = usePublicConfig();
  useEffect(
    () =>
      watchTenderAsStaff(portalApiUrl, ihaleId, () => {
        void queryClient.invalidateQueries({ queryKey: lifecycleKeys.all(ihaleId) });
      }),
    [portalApiUrl, ihaleId, queryClient],
  );
}

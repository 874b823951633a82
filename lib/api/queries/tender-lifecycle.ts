import { queryOptions } from '@tanstack/react-query';
import { fetchTenderMonitor, fetchTenderParticipants, fetchTenderResult } from '../backoffice/tender-lifecycle';

/**
 * The back-office's tender lifecycle queries. The monitor hears bids over the hub as a staff
 * watcher (lib/realtime/staff-tender-watch.ts) and refetches at once; this poll is only the fallback
 * for a connection that is down (docs/architecture.md §8).
 */
export const MONITOR_POLL_MS = 15_000;

export const lifecycleKeys = {
  all: (id: number) => ['yonetim', 'ihale', id] as const,
  monitor: (id: number) => ['yonetim', 'ihale', id, 'izleme'] as const,
  participants: (id: number) => ['yonetim', 'ihale', id, 'katilimcilar'] as const,
  result: (id: number) => ['yonetim', 'ihale', id, 'sonuc'] as const,
};

export const tenderMonitorQuery = (id: number) =>
  queryOptions({
    queryKey: lifecycleKeys.monitor(id),
    queryFn: () => fetchTenderMonitor(id),
    refetchInterval: MONITOR_POLL_MS,
    retry: false,
  });

export const tenderParticipantsQuery = (id: number) =>
  queryOptions({
    queryKey: lifecycleKeys.participants(id),
    queryFn: () => fetchTenderParticipants(id),
    refetchInterval: MONITOR_POLL_MS * 2,
    retry: false,
  });

export const tenderResultQuery = (id: number) =>
  queryOptions({ queryKey: lifecycleKeys.result(id), queryFn: () => fetchTenderResult(id), retry: false });

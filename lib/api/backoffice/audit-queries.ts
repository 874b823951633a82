import { infiniteQueryOptions, useInfiniteQuery, useMutation } from '@tanstack/react-query';
import type { AuditFilterForm } from '../../rules/staff-audit-filter';
import { toast } from '../../toast/toast-store';
import { fetchAuditPage } from './audit';
import { downloadAuditCsv } from './audit-export';
import { staffErrorText } from './staff-admin-queries';

/** React Query keys and options of /yonetim/denetim. */
export const auditKeys = {
  all: ['yonetim', 'denetim'] as const,
  trail: (filter: AuditFilterForm) => [...auditKeys.all, filter] as const,
};

/** The audit trail as pages loaded one after another ("Daha fazla göster"), keyed by the filter. */
export const auditTrailQuery = (filter: AuditFilterForm) =>
  infiniteQueryOptions({
    queryKey: auditKeys.trail(filter),
    queryFn: ({ pageParam, signal }) => fetchAuditPage(filter, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next,
    staleTime: 0,
  });

export const useAuditTrail = (filter: AuditFilterForm) => useInfiniteQuery(auditTrailQuery(filter));

export const useAuditCsvDownload = () =>
  useMutation({
    mutationFn: (filter: AuditFilterForm) => downloadAuditCsv(filter),
    onError: (err) => toast.error(staffErrorText(err)),
  });

import { queryOptions } from '@tanstack/react-query';
import {
  fetchStaffTender,
  fetchStaffTenderOptions,
  fetchStaffTenderPreview,
  fetchStaffTenders,
  type StaffTenderListParams,
} from './tenders';

/** React Query keys and options of the back-office tender screens (one place, so a save can refresh them). */
export const staffTenderKeys = {
  all: ['yonetim', 'ihaleler'] as const,
  list: (p: StaffTenderListParams) => [...staffTenderKeys.all, 'liste', p] as const,
  options: () => [...staffTenderKeys.all, 'secenekler'] as const,
  detail: (id: number) => [...staffTenderKeys.all, id, 'bilgiler'] as const,
  preview: (id: number) => [...staffTenderKeys.all, id, 'onizleme'] as const,
};

export const staffTenderListQuery = (p: StaffTenderListParams) =>
  queryOptions({
    queryKey: staffTenderKeys.list(p),
    queryFn: () => fetchStaffTenders(p),
    placeholderData: (prev) => prev,
  });

export const staffTenderOptionsQuery = () =>
  queryOptions({ queryKey: staffTenderKeys.options(), queryFn: fetchStaffTenderOptions, staleTime: 5 * 60_000 });

export const staffTenderQuery = (id: number) =>
  queryOptions({ queryKey: staffTenderKeys.detail(id), queryFn: () => fetchStaffTender(id), retry: false });

export const staffTenderPreviewQuery = (id: number) =>
  queryOptions({ queryKey: staffTenderKeys.preview(id), queryFn: () => fetchStaffTenderPreview(id), retry: false });

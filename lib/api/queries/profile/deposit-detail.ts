import { queryOptions } from '@tanstack/react-query';
import { fetchDepositDetail } from '../../profile/deposit-detail';

/**
 * The deposit queries' keys and the detail's query, apart from deposits.ts (which brings zod and the
 * toasts), so the tender page's signed-in island reads the same cache entry as Teminat Bilgileri.
 */
export const depositKeys = {
  all: ['profile', 'deposits'] as const,
  detail: (cariId: number) => ['profile', 'deposits', cariId, 'detail'] as const,
  history: (cariId: number, year: number | null, page: number) =>
    ['profile', 'deposits', cariId, 'history', year, page] as const,
};

export const depositDetailQuery = (cariId: number) =>
  queryOptions({ queryKey: depositKeys.detail(cariId), queryFn: ({ signal }) => fetchDepositDetail(cariId, signal) });

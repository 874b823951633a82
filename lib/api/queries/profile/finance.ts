import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchFinancialSummary } from '../../profile/finance';

export const financeKeys = {
  all: ['profile', 'finance'] as const,
  summary: (cariId: number) => ['profile', 'finance', cariId] as const,
};

export const financialSummaryQuery = (cariId: number) =>
  queryOptions({
    queryKey: financeKeys.summary(cariId),
    queryFn: ({ signal }) => fetchFinancialSummary(cariId, signal),
  });

/** Finansal Özet of the active account. */
export function useFinancialSummary(cariId: number | null) {
  return useQuery({ ...financialSummaryQuery(cariId ?? 0), enabled: cariId !== null });
}

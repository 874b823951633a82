import { queryOptions } from '@tanstack/react-query';
import { fetchParticipation } from '../participation';

/** The active account's join record in a tender (client-side only: it needs the token). */
export const participationKeys = {
  all: ['participation'] as const,
  one: (ihaleId: number, cariId: number) => ['participation', ihaleId, cariId] as const,
};

export const participationQuery = (ihaleId: number, cariId: number) =>
  queryOptions({
    queryKey: participationKeys.one(ihaleId, cariId),
    queryFn: ({ signal }) => fetchParticipation(ihaleId, cariId, signal),
  });

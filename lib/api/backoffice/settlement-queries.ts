import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { SettlementFilter } from '../../contract/settlement';
import { fetchCollections, fetchSettlements } from './settlement';

/** The settlement list's filter: null is "Tümü". */
export interface SettlementListFilter {
  filter: SettlementFilter | null;
  page: number;
}

/**
 * React Query keys and options of /yonetim/mali/odemeler: the list pages and a tender's collections
 * sit under `all`, which saving the deadline rule invalidates.
 */
export const settlementKeys = {
  all: ['yonetim', 'mali', 'odemeler'] as const,
  list: (q: SettlementListFilter) => [...settlementKeys.all, q.filter, q.page] as const,
  collections: (ihaleId: number | null) => [...settlementKeys.all, 'tahsilatlar', ihaleId] as const,
};

export const settlementListQuery = (q: SettlementListFilter) =>
  queryOptions({
    queryKey: settlementKeys.list(q),
    queryFn: () => fetchSettlements(q),
    placeholderData: keepPreviousData,
  });

/** A won tender's collections; nothing is asked while no tender is chosen (the dialog is closed). */
export const collectionsQuery = (ihaleId: number | null) =>
  queryOptions({
    queryKey: settlementKeys.collections(ihaleId),
    // Runs only when enabled, i.e. with a tender.
    queryFn: () => fetchCollections(ihaleId!),
    enabled: ihaleId !== null,
  });

import { queryOptions } from '@tanstack/react-query';
import type { TenderListParams } from '../../rules/tender-filters';
import { fetchFeaturedTenders, fetchTenderDetail, fetchTenderList } from '../tenders';

/** Query keys and fetchers of tenders, shared by server prefetch and client hooks. */
export const tenderKeys = {
  all: ['tenders'] as const,
  list: (p: TenderListParams, categoryIds?: number[]) => ['tenders', 'list', p, categoryIds ?? null] as const,
  featured: () => ['tenders', 'featured'] as const,
  detail: (id: number) => ['tenders', 'detail', id] as const,
};

export const tenderListQuery = (p: TenderListParams, categoryIds?: number[]) =>
  queryOptions({ queryKey: tenderKeys.list(p, categoryIds), queryFn: () => fetchTenderList(p, categoryIds) });

export const featuredTendersQuery = () =>
  queryOptions({ queryKey: tenderKeys.featured(), queryFn: fetchFeaturedTenders });

export const tenderDetailQuery = (id: number) =>
  queryOptions({ queryKey: tenderKeys.detail(id), queryFn: () => fetchTenderDetail(id) });

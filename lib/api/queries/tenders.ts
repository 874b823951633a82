import { queryOptions } from '@tanstack/react-query';
import type { TenderListParams } from '../../rules/tender-filters';
import { serverOffset } from '../../rules/countdown';
import { fetchFeaturedTenders, fetchServerTime, fetchTenderDetail, fetchTenderList } from '../tenders';

/** Query keys and fetchers of tenders, shared by server prefetch and client hooks. */
export const tenderKeys = {
  all: ['tenders'] as const,
  list: (p: TenderListParams, categoryIds?: number[]) => ['tenders', 'list', p, categoryIds ?? null] as const,
  featured: () => ['tenders', 'featured'] as const,
  detail: (id: number) => ['tenders', 'detail', id] as const,
  serverOffset: () => ['server-time', 'offset'] as const,
};

export const tenderListQuery = (p: TenderListParams, categoryIds?: number[]) =>
  queryOptions({ queryKey: tenderKeys.list(p, categoryIds), queryFn: () => fetchTenderList(p, categoryIds) });

export const featuredTendersQuery = () =>
  queryOptions({ queryKey: tenderKeys.featured(), queryFn: fetchFeaturedTenders });

export const tenderDetailQuery = (id: number) =>
  queryOptions({ queryKey: tenderKeys.detail(id), queryFn: () => fetchTenderDetail(id) });

/**
 * Offset (ms) from this browser's clock to the server's, measured with the request's round trip so
 * countdowns run on server time (ARCHITECTURE §5).
 */
export const serverOffsetQuery = () =>
  queryOptions({
    queryKey: tenderKeys.serverOffset(),
    queryFn: async ({ signal }) => {
      const sent = Date.now();
      const serverIso = await fetchServerTime(signal);
      const received = Date.now();
      return serverOffset(serverIso, received, received - sent);
    },
  });

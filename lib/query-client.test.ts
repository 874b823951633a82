import { makeQueryClient } from './query-client';

describe('React Query defaults (docs/spec.md §9)', () => {
  it('no refetch on focus or mount, one retry after 1 s, stale at once, nothing kept in the browser', () => {
    const q = makeQueryClient().getDefaultOptions().queries;
    expect(q).toMatchObject({
      refetchOnWindowFocus: false,
      refetchOnMount: false,
      retry: 1,
      retryDelay: 1000,
      staleTime: 0,
      gcTime: 0,
    });
  });
});

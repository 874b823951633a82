import { useQuery } from '@tanstack/react-query';
import { fetchOwnBids } from '../../transparency';

/**
 * The signed-in bidder's bids in one tender's public record (docs/architecture.md §11), read when the
 * receipts dialog opens; always fresh (a bid of a minute ago must be there).
 */
export function useOwnBids(ihaleId: number, alias: string, enabled: boolean) {
  return useQuery({
    queryKey: ['profile', 'bid-receipts', ihaleId, alias] as const,
    queryFn: ({ signal }) => fetchOwnBids(ihaleId, alias, signal),
    enabled: enabled && alias !== '',
    staleTime: 0,
    gcTime: 0,
  });
}

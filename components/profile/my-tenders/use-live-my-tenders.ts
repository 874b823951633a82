'use client';
import { useQueryClient } from '@tanstack/react-query';
import { myTenderKeys, useApplyLiveBid } from '@/lib/api/queries/profile/my-tenders';
import { useHubEvent, useTenderGroups } from '@/lib/realtime/hooks';
import { useOnLiveBid } from '@/lib/realtime/live-bids';

/**
 * Live amounts for the ongoing tenders on screen: their hub groups are joined while the screen
 * shows them (left on tab switch and when the route is left); a bid updates the row; a tender's
 * end reloads the lists, so it moves to the won or lost tab.
 */
export function useLiveMyTenders(ongoingIds: readonly number[]) {
  const queryClient = useQueryClient();
  const applyLiveBid = useApplyLiveBid();
  useTenderGroups(ongoingIds);

  useOnLiveBid(ongoingIds, applyLiveBid);
  const onEnd = (p: { id: number } | undefined) => {
    if (p && ongoingIds.includes(p.id)) void queryClient.invalidateQueries({ queryKey: myTenderKeys.all });
  };
  useHubEvent('IhaleBitisBildirimi', onEnd);
  useHubEvent('IhaleBitisEvent', onEnd);
}

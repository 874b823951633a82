'use client';
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { myTenderKeys, useApplyLiveBid } from '@/lib/api/queries/profile/my-tenders';
import { useHubEvent, useTenderGroups } from '@/lib/realtime/hooks';
import { useRouteStore } from '@/lib/store/route-store';

/** The route value that holds the live groups of the screen (SPEC §2: left when the route is left). */
export const MY_TENDER_GROUPS_KEY = 'katildigimIhaleGruplari';

/**
 * Live amounts for the ongoing tenders on screen: their hub groups are joined while the screen
 * shows them (left on tab switch and when the route is left); a bid updates the row; a tender's
 * end reloads the lists, so it moves to the won or lost tab.
 */
export function useLiveMyTenders(ongoingIds: readonly number[]) {
  const queryClient = useQueryClient();
  const applyLiveBid = useApplyLiveBid();
  const setRouteValue = useRouteStore((s) => s.setRouteValue);
  useTenderGroups(ongoingIds);

  const key = ongoingIds.join(',');
  useEffect(() => {
    setRouteValue(MY_TENDER_GROUPS_KEY, key ? key.split(',').map(Number) : []);
    return () => setRouteValue(MY_TENDER_GROUPS_KEY, []);
  }, [key, setRouteValue]);

  useHubEvent('Recive', (p) => {
    if (ongoingIds.includes(p?.id)) applyLiveBid(p);
  });
  const onEnd = (p: { id: number } | undefined) => {
    if (p && ongoingIds.includes(p.id)) void queryClient.invalidateQueries({ queryKey: myTenderKeys.all });
  };
  useHubEvent('IhaleBitisBildirimi', onEnd);
  useHubEvent('IhaleBitisEvent', onEnd);
}

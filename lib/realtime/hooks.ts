'use client';
import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import type { ConnectionState } from './connection-manager';
import type { BidPayload, HubEventMap, HubEventName } from '../contract/hub-events';
import { noteLastSiraNo } from './live-bids';
import { realtime } from './realtime';

/**
 * Subscribes to a hub event for the component's lifetime. The handler is held in a ref, so a new
 * function on every render never resubscribes. Not for live bids (Recive): those have one listener
 * feeding the live bids store (live-bids.ts), which screens read.
 */
export function useHubEvent<N extends Exclude<HubEventName, 'Recive'>>(
  name: N,
  handler: (payload: HubEventMap[N]) => void,
): void {
  const ref = useRef(handler);
  useEffect(() => {
    ref.current = handler;
  });
  useEffect(() => realtime.on(name, (payload) => ref.current(payload as HubEventMap[N])), [name]);
}

/**
 * The tender's live group while the component is mounted (null: none). `lastSiraNo`, the newest bid
 * in the page's server data, makes the join send the bids after it first: those placed between the
 * render (or the cached page) and the join, and on every reconnect those missed while away.
 */
export function useTenderGroup(ihaleId: number | null, lastSiraNo?: number): void {
  // Before the join below (effects run in order): new server data only moves the number, it does
  // not leave and join the group again.
  useEffect(() => {
    if (ihaleId !== null && lastSiraNo !== undefined) noteLastSiraNo(ihaleId, lastSiraNo);
  }, [ihaleId, lastSiraNo]);
  useEffect(() => {
    if (ihaleId === null) return;
    return realtime.joinGroup(ihaleId);
  }, [ihaleId]);
}

/** Several tenders' groups (a list); joins and leaves only the ids that change. */
export function useTenderGroups(ihaleIds: readonly number[]): void {
  const key = [...new Set(ihaleIds)].sort((a, b) => a - b).join(',');
  useEffect(() => {
    if (!key) return;
    const leaves = key.split(',').map((id) => realtime.joinGroup(Number(id)));
    return () => {
      for (const leave of leaves) leave();
    };
  }, [key]);
}

const subscribeState = (cb: () => void) => realtime.subscribeState(cb);
const getState = () => realtime.getState();
const getServerState = (): ConnectionState => 'idle';

export function useHubConnectionState(): ConnectionState {
  return useSyncExternalStore(subscribeState, getState, getServerState);
}

/** Sends a bid over the hub; its result arrives as TeklifSonucuDon (see useBidResult). */
export function useBid(): (payload: BidPayload) => Promise<void> {
  return useCallback((payload: BidPayload) => realtime.bid(payload), []);
}

'use client';
import { createContext, type ReactNode, useContext, useMemo, useState } from 'react';
import { useSession } from '@/lib/session/use-session';
import { clientIsland } from '@/components/common/client-island';
import type { LiveTenderSnapshot } from './live-snapshot';
import { initialLiveState, type LiveTenderState } from './live-tender-state';

interface LiveTenderValue extends LiveTenderState {
  snapshot: LiveTenderSnapshot;
  /**
   * The status the controls act on: the snapshot's, or 217 (closed) from the moment the institution
   * withdraws or cancels the tender, before the refreshed page arrives.
   */
  statusId: number;
}

/** What the live feed reports, with the identity of the snapshot it folded the live bids over. */
export interface LiveTenderUpdate {
  key: string;
  value: LiveTenderValue;
}

const Ctx = createContext<LiveTenderValue | null>(null);

/** The live tender of the surrounding detail page; null outside one. */
export function useLiveTender(): LiveTenderValue | null {
  return useContext(Ctx);
}

/** Identity of a server snapshot: a refresh with new data resets the live state to it. */
const snapshotKey = (s: LiveTenderSnapshot) => `${s.id}|${s.statusId}|${s.end}|${s.highestBid}|${s.bids.length}`;

// The hub's group, the live bids' store and the status notice load after hydration and only for a
// signed-in user, the one who has a hub connection (docs/architecture.md §3 "Light on a phone").
const LiveTenderFeed = clientIsland(() => import('./live-tender-feed').then((m) => m.LiveTenderFeed));

/**
 * The tender detail's live state (docs/spec.md §4) for the price box, the countdown, the controls and
 * 'Son Teklifler': the server's snapshot, and for a signed-in user what live-tender-feed.tsx makes of
 * it (live bids, extensions, a withdrawal; a reload when the tender starts or ends). Signed-out
 * visitors have no connection, so for them it is the snapshot.
 */
export function LiveTenderProvider({ snapshot, children }: { snapshot: LiveTenderSnapshot; children: ReactNode }) {
  const { userInfos } = useSession();
  const key = snapshotKey(snapshot);
  const [update, setUpdate] = useState<LiveTenderUpdate | null>(null);
  const fromSnapshot = useMemo(
    () => ({ ...initialLiveState(snapshot), snapshot, statusId: snapshot.statusId }),
    [snapshot],
  );
  // The feed's value only for the snapshot it was made from: new server data shows at once.
  const value = update?.key === key ? update.value : fromSnapshot;

  return (
    <Ctx.Provider value={value}>
      {userInfos && <LiveTenderFeed snapshot={snapshot} snapshotKey={key} onUpdate={setUpdate} />}
      {children}
    </Ctx.Provider>
  );
}

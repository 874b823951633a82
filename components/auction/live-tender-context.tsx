'use client';
import { createContext, type ReactNode, useContext, useMemo, useRef, useState } from 'react';
import { useRouter } from 'next/navigation';
import { useHubEvent, useTenderGroup } from '@/lib/realtime/hooks';
import { useLiveBidsSince } from '@/lib/realtime/live-bids';
import type { IhaleBildirimPayload } from '@/lib/contract/hub-events';
import { TENDER_STATUS } from '@/lib/contract/lookups';
import { statusNoticeKind } from '@/lib/rules/tender-status-notice';
import type { LiveTenderSnapshot } from './live-snapshot';
import { LiveStatusNotice, type LiveStatusNoticeModel } from './live-status-notice';
import { applyRecive, initialLiveState, type LiveTenderState } from './live-tender-state';

interface LiveTenderValue extends LiveTenderState {
  snapshot: LiveTenderSnapshot;
  /**
   * The status the controls act on: the snapshot's, or 217 (closed) from the moment the institution
   * withdraws or cancels the tender, before the refreshed page arrives.
   */
  statusId: number;
}

const Ctx = createContext<LiveTenderValue | null>(null);

/** The live tender of the surrounding detail page; null outside one. */
export function useLiveTender(): LiveTenderValue | null {
  return useContext(Ctx);
}

/** Identity of a server snapshot: a refresh with new data resets the live state to it. */
const snapshotKey = (s: LiveTenderSnapshot) => `${s.id}|${s.statusId}|${s.end}|${s.highestBid}|${s.bids.length}`;

/**
 * The live side of the tender detail (docs/spec.md §4): joins the tender's group while the page is open,
 * applies live bids (price box, 'Son Teklifler', bid count) and extensions (countdown end), and
 * reloads the page's server data when the tender starts or ends. Signed-out visitors have no
 * connection, so for them it simply shows the server's snapshot.
 */
export function LiveTenderProvider({ snapshot, children }: { snapshot: LiveTenderSnapshot; children: ReactNode }) {
  const router = useRouter();
  const key = snapshotKey(snapshot);
  // The live bids heard since the server data (router.refresh after a start or end starts again
  // from the new data), folded over it by the detail's rules.
  const heard = useLiveBidsSince(snapshot.id, key);
  const current = useMemo(() => heard.reduce(applyRecive, initialLiveState(snapshot)), [heard, snapshot]);

  // Until a result exists the institution may still withdraw, cancel or decide: keep listening at 214.
  const watching =
    snapshot.statusId === TENDER_STATUS.baslamadi ||
    snapshot.statusId === TENDER_STATUS.devam ||
    snapshot.statusId === TENDER_STATUS.degerlendiriliyor;
  useTenderGroup(watching ? snapshot.id : null, snapshot.lastSiraNo);

  // The group notice and the broadcast both announce a start or end: reload once per change.
  const reloaded = useRef(new Set<string>());
  const reloadOn = (kind: string) => (p: IhaleBildirimPayload) => {
    if (p?.id !== snapshot.id || reloaded.current.has(`${kind}|${key}`)) return;
    reloaded.current.add(`${kind}|${key}`);
    router.refresh();
  };
  useHubEvent('IhaleBaslangicBildirimi', reloadOn('start'));
  useHubEvent('IhaleBaslangicEvent', reloadOn('start'));
  useHubEvent('IhaleBitisBildirimi', reloadOn('end'));
  useHubEvent('IhaleBitisEvent', reloadOn('end'));

  // Withdrawn, cancelled or decided (docs/architecture.md §8): say so at once, close bidding, reload.
  const [notice, setNotice] = useState<LiveStatusNoticeModel | null>(null);
  useHubEvent('IhaleDurumBildirimi', (p) => {
    if (p?.id !== snapshot.id || typeof p.durumId !== 'number') return;
    setNotice({ kind: statusNoticeKind(p.durumId), reason: typeof p.neden === 'string' ? p.neden : null });
    router.refresh();
  });
  const closed = notice?.kind === 'withdrawn' || notice?.kind === 'cancelled';
  const statusId = closed ? TENDER_STATUS.iptal : snapshot.statusId;

  return (
    <Ctx.Provider value={{ ...current, snapshot, statusId }}>
      {notice && <LiveStatusNotice notice={notice} />}
      {children}
    </Ctx.Provider>
  );
}

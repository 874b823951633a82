'use client';
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useRouter } from 'next/navigation';
import { useHubEvent, useTenderGroup } from '@/lib/realtime/hooks';
import { useLiveBidsSince } from '@/lib/realtime/live-bids';
import type { IhaleBildirimPayload } from '@/lib/contract/hub-events';
import { TENDER_STATUS } from '@/lib/contract/lookups';
import { statusNoticeKind } from '@/lib/rules/tender-status-notice';
import type { LiveTenderUpdate } from './live-tender-context';
import type { LiveTenderSnapshot } from './live-snapshot';
import { LiveStatusNotice, type LiveStatusNoticeModel } from './live-status-notice';
import { applyRecive, initialLiveState } from './live-tender-state';

/**
 * The live side of the tender detail for a signed-in user, the one with a hub connection
 * (live-tender-context.tsx loads it after hydration): joins the tender's group while the page is
 * open, folds the live bids (price box, 'Son Teklifler', bid count) and extensions (countdown end)
 * over the server's snapshot and reports the result to the provider, reloads the page's server data
 * when the tender starts or ends, and says at once when the institution withdraws, cancels or
 * decides it.
 */
export function LiveTenderFeed({
  snapshot,
  snapshotKey: key,
  onUpdate,
}: {
  snapshot: LiveTenderSnapshot;
  snapshotKey: string;
  onUpdate: (update: LiveTenderUpdate) => void;
}) {
  const router = useRouter();
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

  // Before the browser paints, so a live bid reaches the price box in the frame that heard it.
  useLayoutEffect(
    () => onUpdate({ key, value: { ...current, snapshot, statusId } }),
    [onUpdate, key, current, snapshot, statusId],
  );

  return notice && <LiveStatusNotice notice={notice} />;
}

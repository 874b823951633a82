'use client';
import { useEffect, useRef } from 'react';
import { useRouter } from 'next/navigation';
import { TenderCountdown } from '@/components/tenders/tender-countdown';
import { formatDateTime } from '@/lib/format/date';
import { serverOffset } from '@/lib/rules/countdown';
import { TENDER_STATUS } from '@/lib/contract/lookups';
import { useServerOffset } from '@/lib/store/server-offset';
import { useLiveTender } from './live-tender-context';
import styles from '@/components/tenders/tender-countdown.module.css';

/** After the start or end passes, the scheduler needs a moment to switch the status. */
const RELOAD_GRACE_MS = 2500;
/** setTimeout's limit; later moments are reached by the page staying open and re-rendering. */
const MAX_TIMER_MS = 2 ** 31 - 1;
/** Reloads per counted moment: if the status has not switched yet, try again a little later. */
const MAX_RELOADS = 3;

export interface LiveCountdownProps {
  statusId: number;
  start: string;
  end: string;
  serverNow: string;
}

/**
 * The detail's countdown with the live end: an extension (Recive with uzatildiMi) moves it and a
 * notice says so. When the counted moment passes, the page's data is reloaded shortly after, so
 * visitors without a live connection also see the tender start or end.
 */
export function TickingLiveCountdown({ statusId, start, end, serverNow }: LiveCountdownProps) {
  const live = useLiveTender();
  const router = useRouter();
  const liveEnd = live?.end ?? end;
  const measuredOffset = useServerOffset();
  const reloads = useRef(new Map<string, number>());

  useEffect(() => {
    const target = statusId === TENDER_STATUS.baslamadi ? start : statusId === TENDER_STATUS.devam ? liveEnd : null;
    if (!target) return;
    const offset = measuredOffset ?? serverOffset(serverNow, Date.now());
    const done = reloads.current.get(target) ?? 0;
    if (done >= MAX_RELOADS) return;
    const wait = Date.parse(target) - (Date.now() + offset) + RELOAD_GRACE_MS * (done + 1);
    if (Number.isNaN(wait) || wait > MAX_TIMER_MS) return;
    const timer = window.setTimeout(
      () => {
        reloads.current.set(target, done + 1);
        router.refresh();
      },
      Math.max(0, wait),
    );
    return () => window.clearTimeout(timer);
  }, [statusId, start, liveEnd, serverNow, measuredOffset, router]);

  return (
    <>
      <TenderCountdown statusId={statusId} start={start} end={liveEnd} serverNow={serverNow} />
      {live?.extendedLive && (
        <div role="status" data-testid="extension-notice" className={styles.extension}>
          İhale süresi uzatıldı. Yeni bitiş: {formatDateTime(liveEnd)}
        </div>
      )}
    </>
  );
}

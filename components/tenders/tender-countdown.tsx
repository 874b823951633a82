'use client';
import { useState } from 'react';
import {
  COUNTDOWN_LABELS,
  countdownTarget,
  countdownText,
  ENDED_TEXT,
  remainingParts,
  serverOffset,
} from '@/lib/rules/countdown';
import { useNow } from '@/lib/store/clock';
import { useServerOffset } from '@/lib/store/server-offset';
import { ServerClock } from './server-clock';
import styles from './tender-countdown.module.css';

interface Props {
  statusId: number;
  start: string;
  /** The effective end (extended end when extended). */
  end: string;
  /** Server time when the page was rendered: first paint matches the server HTML exactly. */
  serverNow: string;
}

/**
 * Countdown on server time. The first render uses the render-time server clock (no hydration
 * mismatch); then it ticks with the page's one clock (lib/store/clock.ts) corrected by the offset to
 * ServerCurrentTime, measured once more from the browser for precision. The server clock beside it
 * (issue #19) shows the same ticking server time: one offset, one tick.
 */
export function TenderCountdown({ statusId, start, end, serverNow }: Props) {
  const measuredOffset = useServerOffset();
  // Until the browser's own measurement arrives, the page's server time stands in (it is a little
  // behind by the page's load time, which errs on the side of showing more time left). Taken once
  // per server time, not on every tick.
  const [fallback, setFallback] = useState(() => ({ serverNow, offset: serverOffset(serverNow, Date.now()) }));
  if (fallback.serverNow !== serverNow) setFallback({ serverNow, offset: serverOffset(serverNow, Date.now()) });
  const clientNow = useNow();
  const now = clientNow === null ? Date.parse(serverNow) : clientNow + (measuredOffset ?? fallback.offset);

  const target = countdownTarget(statusId, start, end, now);
  if (!target) return null;
  const parts = remainingParts(target.at, now);
  const ended = parts.totalSeconds === 0;
  const units: Array<[number, string]> = [
    [parts.days, 'Gün'],
    [parts.hours, 'Saat'],
    [parts.minutes, 'Dakika'],
    [parts.seconds, 'Saniye'],
  ];

  return (
    <div
      data-testid="tender-countdown"
      className={ended ? `${styles.countdown} ${styles.countdownEnded}` : styles.countdown}
    >
      <div className={styles.countdownHead}>
        <div className={styles.countdownLabel}>{ended ? 'Kalan Süre' : COUNTDOWN_LABELS[target.kind]}</div>
        <ServerClock now={now} />
      </div>
      {ended ? (
        <div role="status" className={styles.ended}>
          {ENDED_TEXT}
        </div>
      ) : (
        <div role="timer" aria-label={`${COUNTDOWN_LABELS[target.kind]}: ${countdownText(target, now)}`}>
          <div aria-hidden className={styles.units}>
            {units.map(([value, label]) => (
              <div key={label} className={styles.unit}>
                <div className={styles.unitValue}>{String(value).padStart(2, '0')}</div>
                <div className={styles.unitLabel}>{label}</div>
              </div>
            ))}
          </div>
        </div>
      )}
    </div>
  );
}

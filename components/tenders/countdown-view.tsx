import { COUNTDOWN_LABELS, countdownTarget, countdownText, ENDED_TEXT, remainingParts } from '@/lib/rules/countdown';
import { ServerClock } from './server-clock';
import styles from './tender-countdown.module.css';

interface Props {
  statusId: number;
  start: string;
  /** The effective end (extended end when extended). */
  end: string;
  /** The server's time, in milliseconds, the countdown shows the time left from. */
  now: number;
}

/**
 * The countdown and the server clock at one moment, without hooks of its own: the server renders it
 * at the page's server time (what a tender's page shows before its script ticks it, components/
 * auction/live-countdown.tsx), TenderCountdown renders it every tick.
 */
export function CountdownView({ statusId, start, end, now }: Props) {
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

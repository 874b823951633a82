import { useId } from 'react';
import { formatTimeSeconds } from '@/lib/format/date';
import { SERVER_CLOCK_LABEL } from '@/lib/rules/countdown';
import styles from './tender-countdown.module.css';

/**
 * 'Sunucu Saati 14:03:22' (issue #19): the server's time in Istanbul, from the same ticking server
 * time as the countdown beside it (TenderCountdown passes its own), so the two never disagree.
 * A labelled group a screen reader reads on demand; the time is not live: no announcement every
 * second.
 */
export function ServerClock({ now }: { now: number }) {
  const labelId = useId();
  const at = new Date(now);
  return (
    // biome-ignore lint/a11y/useSemanticElements: a labelled clock is a group, not a form fieldset
    <div role="group" aria-labelledby={labelId} data-testid="server-clock" className={styles.serverClock}>
      <span id={labelId}>{SERVER_CLOCK_LABEL}</span>{' '}
      <time dateTime={at.toISOString()} aria-live="off" className={styles.serverClockTime}>
        {formatTimeSeconds(at)}
      </time>
    </div>
  );
}

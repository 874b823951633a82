'use client';
import { useState } from 'react';
import { serverOffset } from '@/lib/rules/countdown';
import { useNow } from '@/lib/store/clock';
import { useServerOffset } from '@/lib/store/server-offset';
import { CountdownView } from './countdown-view';

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
  return <CountdownView statusId={statusId} start={start} end={end} now={now} />;
}

import { showsCountdown } from './tender-status';

/**
 * Countdown of the tender detail (docs/spec.md §4): for 212–216, to the start while the tender has not
 * started, otherwise to the (extended) end, finishing with ENDED_TEXT. Time is the server's: the
 * client keeps an offset to ServerCurrentTime and never trusts its own clock (docs/architecture.md §5).
 */
export const ENDED_TEXT = 'Süre sona erdi.';

export const COUNTDOWN_LABELS = {
  start: 'Başlamasına Kalan Süre',
  end: 'Bitmesine Kalan Süre',
} as const;

/** Issue #19: the server's clock (Istanbul time) beside the countdown, on the countdown's offset. */
export const SERVER_CLOCK_LABEL = 'Sunucu Saati';

/**
 * Milliseconds to add to the client clock to get server time. With the request's round trip known,
 * the server's answer is taken to describe the middle of it.
 */
export function serverOffset(serverIso: string, clientNowMs: number, roundTripMs = 0): number {
  const server = Date.parse(serverIso);
  if (Number.isNaN(server)) return 0;
  return server + Math.max(0, roundTripMs) / 2 - clientNowMs;
}

export interface CountdownTarget {
  kind: 'start' | 'end';
  at: number;
}

export function countdownTarget(
  statusId: number,
  startIso: string,
  endIso: string,
  serverNowMs: number,
): CountdownTarget | null {
  if (!showsCountdown(statusId)) return null;
  const start = Date.parse(startIso);
  const end = Date.parse(endIso);
  if (Number.isNaN(end)) return null;
  if (!Number.isNaN(start) && serverNowMs < start) return { kind: 'start', at: start };
  return { kind: 'end', at: end };
}

export interface RemainingParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  /** Whole seconds left; 0 once the target is reached. */
  totalSeconds: number;
}

export function remainingParts(targetMs: number, serverNowMs: number): RemainingParts {
  // Round up so the display reaches 00:00:00 exactly when the target passes, not a second early.
  const totalSeconds = Math.max(0, Math.ceil((targetMs - serverNowMs) / 1000));
  return {
    days: Math.floor(totalSeconds / 86_400),
    hours: Math.floor((totalSeconds % 86_400) / 3600),
    minutes: Math.floor((totalSeconds % 3600) / 60),
    seconds: totalSeconds % 60,
    totalSeconds,
  };
}

// A duration in whole seconds, not a date: date-fns's duration helpers count calendar months and
// years, and the display wants days and a clock, so this stays plain arithmetic (docs/architecture.md §3).
const two = (n: number) => String(n).padStart(2, '0');

/** One line for screen readers and tests: '2 gün 03:04:05', '00:09:59' or ENDED_TEXT. */
export function countdownText(target: CountdownTarget | null, serverNowMs: number): string {
  if (!target) return '';
  const r = remainingParts(target.at, serverNowMs);
  if (r.totalSeconds === 0) return ENDED_TEXT;
  const clock = `${two(r.hours)}:${two(r.minutes)}:${two(r.seconds)}`;
  return r.days > 0 ? `${r.days} gün ${clock}` : clock;
}

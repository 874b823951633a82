import { TZDate } from '@date-fns/tz';
import { isExists } from 'date-fns/isExists';
import { PORTAL_TIME_ZONE } from '../../../lib/format/istanbul-time-zone';

/** A calendar date (and optional time) as bank statements write it, in Istanbul time; null if no such date. */
export function istanbulInstant(y: number, m: number, d: number, hh = 0, mm = 0): Date | null {
  // 31.02 would roll over into March: refuse instead of booking on another day.
  if (!isExists(y, m - 1, d) || hh > 23 || mm > 59) return null;
  return new Date(new TZDate(y, m - 1, d, hh, mm, 0, PORTAL_TIME_ZONE).getTime());
}

/** The Istanbul calendar day an instant falls on, as [from, to). */
export function istanbulDayOf(at: Date): { from: Date; to: Date } {
  const z = new TZDate(at.getTime(), PORTAL_TIME_ZONE);
  const midnight = (plus: number) =>
    new Date(new TZDate(z.getFullYear(), z.getMonth(), z.getDate() + plus, 0, 0, 0, PORTAL_TIME_ZONE).getTime());
  return { from: midnight(0), to: midnight(1) };
}

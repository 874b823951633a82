import { TZDate } from '@date-fns/tz';
import { PORTAL_TIME_ZONE } from '../../../lib/format/date';

/** A calendar date (and optional time) as bank statements write it, in Istanbul time; null if no such date. */
export function istanbulInstant(y: number, m: number, d: number, hh = 0, mm = 0): Date | null {
  if (m < 1 || m > 12 || d < 1 || d > 31 || hh > 23 || mm > 59) return null;
  const t = new TZDate(y, m - 1, d, hh, mm, 0, PORTAL_TIME_ZONE);
  // 31.02 rolls over into March: refuse instead of booking on another day.
  if (t.getDate() !== d || t.getMonth() !== m - 1) return null;
  return new Date(t.getTime());
}

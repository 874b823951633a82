import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { PORTAL_TIME_ZONE } from '../format/date';

/**
 * The back-office's date and time inputs are Istanbul wall-clock time whatever the browser's zone
 * (docs/architecture.md §5, §9): a `datetime-local` value ('2026-12-01T10:00') is read and written
 * in Europe/Istanbul, and crosses the wire as an ISO instant.
 */

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** '2026-12-01T10:00' (Istanbul) → '2026-12-01T07:00:00.000Z'; null for anything else. */
export function istanbulLocalToIso(local: string): string | null {
  const m = LOCAL.exec(local.trim());
  if (!m) return null;
  const [y, mo, d, h, mi] = m.slice(1).map(Number);
  const t = new TZDate(y, mo - 1, d, h, mi, PORTAL_TIME_ZONE);
  // A day or hour that does not exist (31 February, 25:00) rolls over: refuse it instead.
  if (t.getFullYear() !== y || t.getMonth() !== mo - 1 || t.getDate() !== d || t.getHours() !== h) return null;
  return new Date(t.getTime()).toISOString();
}

/** An ISO instant → the Istanbul `datetime-local` value; '' for nothing or an invalid date. */
export function isoToIstanbulLocal(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return format(new TZDate(d.getTime(), PORTAL_TIME_ZONE), "yyyy-MM-dd'T'HH:mm");
}

/**
 * The instants that bound an Istanbul calendar day ('2026-12-01'), for the list's date filter:
 * `from` is its first moment, `until` the first moment of the next day. Null for an invalid day.
 */
export function istanbulDayBounds(day: string): { from: Date; until: Date } | null {
  const m = DAY.exec(day);
  if (!m) return null;
  const [y, mo, d] = m.slice(1).map(Number);
  const from = new TZDate(y, mo - 1, d, 0, 0, PORTAL_TIME_ZONE);
  if (from.getFullYear() !== y || from.getMonth() !== mo - 1 || from.getDate() !== d) return null;
  const until = new TZDate(y, mo - 1, d + 1, 0, 0, PORTAL_TIME_ZONE);
  return { from: new Date(from.getTime()), until: new Date(until.getTime()) };
}

import { TZDate } from '@date-fns/tz';
import { addDays } from 'date-fns/addDays';
import { isExists } from 'date-fns/isExists';
import { lightFormat } from 'date-fns/lightFormat';
import { set } from 'date-fns/set';
import { PORTAL_TIME_ZONE } from './istanbul-time-zone';

/**
 * Istanbul calendar arithmetic, the one place for it (docs/architecture.md §3, "Forms and dates"):
 * date-fns on a TZDate in Europe/Istanbul, so days, hours and midnights are Istanbul's whatever the
 * zone of the browser or the server. The back-office's `datetime-local` inputs ('2026-12-01T10:00')
 * are Istanbul wall-clock time and cross the wire as ISO instants.
 */

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** An instant seen in Istanbul; null for nothing or an invalid date. */
export function inIstanbul(value: string | Date | number | null | undefined): TZDate | null {
  if (value === null || value === undefined || value === '') return null;
  const ms = typeof value === 'string' ? Date.parse(value) : typeof value === 'number' ? value : value.getTime();
  return Number.isNaN(ms) ? null : new TZDate(ms, PORTAL_TIME_ZONE);
}

/** 'YYYY-MM-DD' → [year, month (1–12), day] when it names a real calendar day within the years, else null. */
export function calendarDayParts(
  value: string,
  years: { min: number; max: number } = { min: 1900, max: 2999 },
): [number, number, number] | null {
  const m = DAY.exec(value);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  return y >= years.min && y <= years.max && isExists(y, mo - 1, d) ? [y, mo, d] : null;
}

/** The instant an Istanbul calendar day ('YYYY-MM-DD') starts, `plusDays` later; throws for no such day. */
export function istanbulDayStart(day: string, plusDays = 0): Date {
  const p = calendarDayParts(day, { min: 1, max: 9999 });
  if (!p) throw new Error(`not a day: ${day}`);
  return new Date(addDays(new TZDate(p[0], p[1] - 1, p[2], PORTAL_TIME_ZONE), plusDays).getTime());
}

/**
 * The instants that bound an Istanbul calendar day ('2026-12-01'), for a list's date filter:
 * `from` is its first moment, `until` the first moment of the next day. Null for an invalid day.
 */
export function istanbulDayBounds(day: string): { from: Date; until: Date } | null {
  if (!calendarDayParts(day, { min: 1, max: 9999 })) return null;
  return { from: istanbulDayStart(day), until: istanbulDayStart(day, 1) };
}

/** '2026-12-01T10:00' (Istanbul) → '2026-12-01T07:00:00.000Z'; null for anything else. */
export function istanbulLocalToIso(local: string): string | null {
  const m = LOCAL.exec(local.trim());
  if (!m) return null;
  const [y, mo, d, h, mi] = m.slice(1).map(Number);
  const t = new TZDate(y, mo - 1, d, h, mi, PORTAL_TIME_ZONE);
  // A day or time that does not exist (31 February, 25:00, 10:75, a skipped hour) is refused instead of rolled over.
  if (!isExists(y, mo - 1, d) || mi > 59 || t.getHours() !== h) return null;
  return new Date(t.getTime()).toISOString();
}

/** An ISO instant → the Istanbul `datetime-local` value; '' for nothing or an invalid date. */
export function isoToIstanbulLocal(iso: string | null | undefined): string {
  const t = inIstanbul(iso);
  return t ? lightFormat(t, "yyyy-MM-dd'T'HH:mm") : '';
}

/** 'YYYY-MM-DD' of an instant in Istanbul (the day a bulletin or a statement line belongs to). */
export function istanbulDay(at: Date): string {
  return lightFormat(new TZDate(at.getTime(), PORTAL_TIME_ZONE), 'yyyy-MM-dd');
}

/** The Istanbul calendar year of an instant. */
export function istanbulYear(at: Date): number {
  return new TZDate(at.getTime(), PORTAL_TIME_ZONE).getFullYear();
}

/** The instants an Istanbul calendar year runs between: its first moment and the next year's. */
export function istanbulYearBounds(year: number): { start: Date; end: Date } {
  return {
    start: new Date(new TZDate(year, 0, 1, PORTAL_TIME_ZONE).getTime()),
    end: new Date(new TZDate(year + 1, 0, 1, PORTAL_TIME_ZONE).getTime()),
  };
}

/** The last second (23:59:59) of the Istanbul day `days` after the one an instant falls on. */
export function istanbulEndOfDayAfter(at: Date, days: number): Date {
  const end = set(addDays(new TZDate(at.getTime(), PORTAL_TIME_ZONE), days), {
    hours: 23,
    minutes: 59,
    seconds: 59,
    milliseconds: 0,
  });
  return new Date(end.getTime());
}

/** How a form names the time its date fields mean: one wording on every staff form (issue #36 texts). */
export const ISTANBUL_TIME_LABEL = 'İstanbul saati (TSİ)';

import { TZDate } from '@date-fns/tz';

const MINUTE = 60_000;

export const minutes = (n: number) => n * MINUTE;
export const hours = (n: number) => n * 60 * MINUTE;
export const days = (n: number) => n * 24 * 60 * MINUTE;

export const at = (now: Date, offsetMs: number) => new Date(now.getTime() + offsetMs);

/** Payment deadline rule (docs/architecture.md §5): end date + N days, at 23:59:59 Istanbul time. */
export function paymentDeadline(endDate: Date, extraDays: number): Date {
  const d = new TZDate(endDate.getTime(), 'Europe/Istanbul');
  d.setDate(d.getDate() + extraDays);
  d.setHours(23, 59, 59, 0);
  return new Date(d.getTime());
}

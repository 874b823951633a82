import { TZDate } from '@date-fns/tz';

/** Payment deadline of a won tender (docs/architecture.md §5): end date + N days, 23:59:59 Istanbul time. */
export function paymentDeadline(endDate: Date, extraDays: number): Date {
  const d = new TZDate(endDate.getTime(), 'Europe/Istanbul');
  d.setDate(d.getDate() + extraDays);
  d.setHours(23, 59, 59, 0);
  return new Date(d.getTime());
}

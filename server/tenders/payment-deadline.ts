import { istanbulEndOfDayAfter } from '../../lib/format/istanbul-time';

/** Payment deadline of a won tender (docs/architecture.md §5): end date + N days, 23:59:59 Istanbul time. */
export function paymentDeadline(endDate: Date, extraDays: number): Date {
  return istanbulEndOfDayAfter(endDate, extraDays);
}

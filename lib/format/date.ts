import { format } from 'date-fns';
import { TZDate } from '@date-fns/tz';

/** Every date on screen is Istanbul time, whatever the browser's zone (ARCHITECTURE.md §5). */
export const PORTAL_TIME_ZONE = 'Europe/Istanbul';

function inIstanbul(value: string | Date | null | undefined): TZDate | null {
  if (!value) return null;
  const d = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(d.getTime())) return null;
  return new TZDate(d.getTime(), PORTAL_TIME_ZONE);
}

/** DD.MM.YYYY */
export function formatDate(value: string | Date | null | undefined): string {
  const d = inIstanbul(value);
  return d ? format(d, 'dd.MM.yyyy') : '';
}

/** DD.MM.YYYY HH:mm (cards, favourites table) */
export function formatDateTime(value: string | Date | null | undefined): string {
  const d = inIstanbul(value);
  return d ? format(d, 'dd.MM.yyyy HH:mm') : '';
}

/** DD.MM.YYYY HH:mm:ss (bid history) */
export function formatDateTimeSeconds(value: string | Date | null | undefined): string {
  const d = inIstanbul(value);
  return d ? format(d, 'dd.MM.yyyy HH:mm:ss') : '';
}

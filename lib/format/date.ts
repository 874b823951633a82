import { lightFormat } from 'date-fns/lightFormat';
import { inIstanbul } from './istanbul-time';

/**
 * Every date on screen is Istanbul time, whatever the browser's zone (docs/architecture.md §5).
 * date-fns's lightFormat on a TZDate (docs/architecture.md §3, "Forms and dates"): the public pages take
 * this small formatter, not `format` with its locale data; the patterns are digits only.
 */
function inPortalZone(value: string | Date | null | undefined, pattern: string): string {
  const t = inIstanbul(value);
  return t ? lightFormat(t, pattern) : '';
}

/** DD.MM.YYYY */
export function formatDate(value: string | Date | null | undefined): string {
  return inPortalZone(value, 'dd.MM.yyyy');
}

/** DD.MM.YYYY HH:mm (cards, favourites table) */
export function formatDateTime(value: string | Date | null | undefined): string {
  return inPortalZone(value, 'dd.MM.yyyy HH:mm');
}

/** HH:mm:ss (the server clock beside the countdown) */
export function formatTimeSeconds(value: string | Date | null | undefined): string {
  return inPortalZone(value, 'HH:mm:ss');
}

/** DD.MM.YYYY HH:mm:ss (bid history) */
export function formatDateTimeSeconds(value: string | Date | null | undefined): string {
  return inPortalZone(value, 'dd.MM.yyyy HH:mm:ss');
}

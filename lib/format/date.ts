import { PORTAL_TIME_ZONE } from './istanbul-time-zone';

/**
 * Every date on screen is Istanbul time, whatever the browser's zone (docs/architecture.md §5).
 * Display goes through the platform's own Intl.DateTimeFormat in Europe/Istanbul, put together
 * from its numeric parts so server and browser print the same digits: these formatters are on
 * every public page's first load, where @date-fns/tz and date-fns cost about 2.5 KB gzipped
 * (docs/architecture.md §3 "Light on a phone"). Calendar arithmetic stays with date-fns on a
 * TZDate (lib/format/istanbul-time.ts); date.test.ts checks both agree on every instant.
 */
const ISTANBUL = new Intl.DateTimeFormat('en-GB', {
  timeZone: PORTAL_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

type Field = 'year' | 'month' | 'day' | 'hour' | 'minute' | 'second';
type Parts = Record<Field, string>;

function istanbulParts(value: string | Date | null | undefined): Parts | null {
  if (value === null || value === undefined || value === '') return null;
  const ms = typeof value === 'string' ? Date.parse(value) : value.getTime();
  if (Number.isNaN(ms)) return null;
  const parts = { year: '', month: '', day: '', hour: '', minute: '', second: '' };
  for (const p of ISTANBUL.formatToParts(ms)) if (p.type in parts) parts[p.type as Field] = p.value;
  parts.year = parts.year.padStart(4, '0');
  return parts;
}

/** DD.MM.YYYY */
export function formatDate(value: string | Date | null | undefined): string {
  const p = istanbulParts(value);
  return p ? `${p.day}.${p.month}.${p.year}` : '';
}

/** DD.MM.YYYY HH:mm (cards, favourites table) */
export function formatDateTime(value: string | Date | null | undefined): string {
  const p = istanbulParts(value);
  return p ? `${p.day}.${p.month}.${p.year} ${p.hour}:${p.minute}` : '';
}

/** HH:mm:ss (the server clock beside the countdown) */
export function formatTimeSeconds(value: string | Date | null | undefined): string {
  const p = istanbulParts(value);
  return p ? `${p.hour}:${p.minute}:${p.second}` : '';
}

/** DD.MM.YYYY HH:mm:ss (bid history) */
export function formatDateTimeSeconds(value: string | Date | null | undefined): string {
  const p = istanbulParts(value);
  return p ? `${p.day}.${p.month}.${p.year} ${p.hour}:${p.minute}:${p.second}` : '';
}

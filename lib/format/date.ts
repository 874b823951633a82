/** Every date on screen is Istanbul time, whatever the browser's zone (docs/architecture.md §5). */
export const PORTAL_TIME_ZONE = 'Europe/Istanbul';

// Intl instead of date-fns: the browser already has it, so public pages ship no date library.
const parts = new Intl.DateTimeFormat('en-GB', {
  timeZone: PORTAL_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

function inIstanbul(value: string | Date | null | undefined): Record<string, string> | null {
  if (!value) return null;
  const d = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(d.getTime())) return null;
  const out: Record<string, string> = {};
  for (const p of parts.formatToParts(d)) out[p.type] = p.value;
  return out;
}

/** DD.MM.YYYY */
export function formatDate(value: string | Date | null | undefined): string {
  const p = inIstanbul(value);
  return p ? `${p.day}.${p.month}.${p.year}` : '';
}

/** DD.MM.YYYY HH:mm (cards, favourites table) */
export function formatDateTime(value: string | Date | null | undefined): string {
  const p = inIstanbul(value);
  return p ? `${p.day}.${p.month}.${p.year} ${p.hour}:${p.minute}` : '';
}

/** HH:mm:ss (the server clock beside the countdown) */
export function formatTimeSeconds(value: string | Date | null | undefined): string {
  const p = inIstanbul(value);
  return p ? `${p.hour}:${p.minute}:${p.second}` : '';
}

/** DD.MM.YYYY HH:mm:ss (bid history) */
export function formatDateTimeSeconds(value: string | Date | null | undefined): string {
  const p = inIstanbul(value);
  return p ? `${p.day}.${p.month}.${p.year} ${p.hour}:${p.minute}:${p.second}` : '';
}

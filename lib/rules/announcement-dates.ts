import { calendarDayParts } from '../format/istanbul-time';

/**
 * The date fields of the announcement filter (/duyurular): typed and shown as DD.MM.YYYY whatever
 * the browser's locale (docs/spec.md §9 Dates), kept in the address as YYYY-MM-DD. The messages follow the
 * tender filter's price check ('En düşük fiyat en yüksek fiyattan büyük olamaz.').
 */
export const DATE_FILTER_MESSAGES = {
  fromInvalid: 'Başlangıç tarihi GG.AA.YYYY biçiminde geçerli bir tarih olmalıdır.',
  toInvalid: 'Bitiş tarihi GG.AA.YYYY biçiminde geçerli bir tarih olmalıdır.',
  reversed: 'Başlangıç tarihi bitiş tarihinden sonra olamaz.',
} as const;

export const DATE_TEXT_LENGTH = 10;

/** What the field keeps of a keystroke or a paste: at most 8 digits, dots put in as DD.MM.YYYY. */
export function keepDateText(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 8);
  if (digits.length <= 2) return digits;
  if (digits.length <= 4) return `${digits.slice(0, 2)}.${digits.slice(2)}`;
  return `${digits.slice(0, 2)}.${digits.slice(2, 4)}.${digits.slice(4)}`;
}

/** 'YYYY-MM-DD' of a calendar day that exists (years 1900–2999), or ''. */
export function validIsoDay(value: string): string {
  const day = value.trim();
  return calendarDayParts(day) ? day : '';
}

/** '2024-05-31' → '31.05.2024'; '' for anything that is not a real day. */
export function isoToTrDate(iso: string): string {
  const day = validIsoDay(iso);
  return day ? `${day.slice(8, 10)}.${day.slice(5, 7)}.${day.slice(0, 4)}` : '';
}

/** '31.05.2024' → '2024-05-31'; '' when it is incomplete or not a real day ('31.02.2024'). */
export function trDateToIso(text: string): string {
  const m = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(text.trim());
  return m ? validIsoDay(`${m[3]}-${m[2]}-${m[1]}`) : '';
}

/** The messages for the two typed dates, keyed by field; empty when they may be applied. */
export function dateRangeErrors(fromText: string, toText: string): { from?: string; to?: string } {
  const errors: { from?: string; to?: string } = {};
  const from = fromText.trim() ? trDateToIso(fromText) : '';
  const to = toText.trim() ? trDateToIso(toText) : '';
  if (fromText.trim() && !from) errors.from = DATE_FILTER_MESSAGES.fromInvalid;
  if (toText.trim() && !to) errors.to = DATE_FILTER_MESSAGES.toInvalid;
  if (from && to && from > to) errors.from = DATE_FILTER_MESSAGES.reversed;
  return errors;
}

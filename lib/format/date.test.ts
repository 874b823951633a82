import fc from 'fast-check';
import { lightFormat } from 'date-fns/lightFormat';
import { inIstanbul } from './istanbul-time';
import { formatDate, formatDateTime, formatDateTimeSeconds, formatTimeSeconds } from './date';

describe('date format', () => {
  it('shows Istanbul time whatever the zone of the input', () => {
    // 21:30 UTC is 00:30 next day in Istanbul (UTC+3).
    expect(formatDateTime('2026-11-21T21:30:00Z')).toBe('22.11.2026 00:30');
    expect(formatDate('2026-11-21T21:30:00Z')).toBe('22.11.2026');
    expect(formatDateTime('2026-11-21T10:05:00+03:00')).toBe('21.11.2026 10:05');
    expect(formatDateTimeSeconds('2026-11-21T09:00:07Z')).toBe('21.11.2026 12:00:07');
    expect(formatTimeSeconds('2026-11-21T21:30:05Z')).toBe('00:30:05');
    expect(formatTimeSeconds(new Date('2026-11-21T09:00:07.900Z'))).toBe('12:00:07');
  });
  it('prints nothing for a missing or broken date', () => {
    expect(formatDateTime(null)).toBe('');
    expect(formatDate('not a date')).toBe('');
    expect(formatTimeSeconds('not a date')).toBe('');
  });
});

describe('date format agrees with the calendar arithmetic', () => {
  // Display uses Intl (date.ts), calendar rules date-fns on a TZDate (istanbul-time.ts): one Istanbul.
  it('prints the same Istanbul wall-clock time as a TZDate for any instant from 1970 to 2100', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Date.UTC(2100, 0, 1) }), (ms) => {
        const t = inIstanbul(ms);
        expect(t).not.toBeNull();
        expect(formatDateTimeSeconds(new Date(ms))).toBe(lightFormat(t as Date, 'dd.MM.yyyy HH:mm:ss'));
      }),
      { numRuns: 2000 },
    );
  });

  it('agrees across the years Turkey still changed its clocks (the last change: 7 September 2016)', () => {
    for (const iso of [
      '2016-03-27T00:59:59Z',
      '2016-03-27T01:00:00Z',
      '2015-10-25T00:59:59Z',
      '2015-10-25T01:00:00Z',
    ]) {
      expect(formatDateTimeSeconds(iso)).toBe(lightFormat(inIstanbul(iso) as Date, 'dd.MM.yyyy HH:mm:ss'));
    }
    // Summer time 2015: UTC+3; winter: UTC+2.
    expect(formatDateTime('2015-07-01T09:00:00Z')).toBe('01.07.2015 12:00');
    expect(formatDateTime('2015-12-01T09:00:00Z')).toBe('01.12.2015 11:00');
  });
});

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

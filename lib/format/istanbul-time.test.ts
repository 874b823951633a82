import {
  calendarDayParts,
  inIstanbul,
  istanbulDay,
  istanbulDayBounds,
  istanbulDayStart,
  istanbulEndOfDayAfter,
  istanbulLocalToIso,
  istanbulYear,
  istanbulYearBounds,
  isoToIstanbulLocal,
} from './istanbul-time';

describe('Istanbul calendar arithmetic', () => {
  it('knows which calendar days exist, within the years asked', () => {
    expect(calendarDayParts('2024-02-29')).toEqual([2024, 2, 29]);
    expect(calendarDayParts('2026-02-29')).toBeNull();
    expect(calendarDayParts('2026-04-31')).toBeNull();
    expect(calendarDayParts('2026-13-01')).toBeNull();
    expect(calendarDayParts('1899-12-31')).toBeNull();
    expect(calendarDayParts('1999-12-31', { min: 2000, max: 2999 })).toBeNull();
    expect(calendarDayParts('2026-1-01')).toBeNull();
  });

  it('starts a day at Istanbul midnight and counts days on the calendar', () => {
    expect(istanbulDayStart('2026-11-20').toISOString()).toBe('2026-11-19T21:00:00.000Z');
    expect(istanbulDayStart('2026-12-31', 1).toISOString()).toBe('2026-12-31T21:00:00.000Z');
    expect(istanbulDayStart('2024-02-28', 1).toISOString()).toBe('2024-02-28T21:00:00.000Z');
    expect(() => istanbulDayStart('2026-02-30')).toThrow();
    expect(istanbulDayBounds('2026-12-01')).toEqual({
      from: new Date('2026-11-30T21:00:00.000Z'),
      until: new Date('2026-12-01T21:00:00.000Z'),
    });
    expect(istanbulDayBounds('2026-02-30')).toBeNull();
  });

  it('reads and writes the datetime-local value as Istanbul wall-clock time', () => {
    expect(istanbulLocalToIso('2026-12-01T10:00')).toBe('2026-12-01T07:00:00.000Z');
    expect(istanbulLocalToIso(' 2026-12-01T10:00 ')).toBe('2026-12-01T07:00:00.000Z');
    for (const v of ['2026-02-31T10:00', '2026-11-24T24:00', '2026-11-24T10:60', '2026-11-24 10:00', ''])
      expect(istanbulLocalToIso(v)).toBeNull();
    expect(isoToIstanbulLocal('2026-11-24T21:30:00.000Z')).toBe('2026-11-25T00:30');
    expect(isoToIstanbulLocal('nonsense')).toBe('');
    expect(isoToIstanbulLocal(null)).toBe('');
  });

  it('names the Istanbul day and year of an instant', () => {
    expect(istanbulDay(new Date('2026-12-31T20:59:59Z'))).toBe('2026-12-31');
    expect(istanbulDay(new Date('2026-12-31T21:00:00Z'))).toBe('2027-01-01');
    expect(istanbulYear(new Date('2026-12-31T22:30:00Z'))).toBe(2027);
    expect(istanbulYearBounds(2026)).toEqual({
      start: new Date('2025-12-31T21:00:00.000Z'),
      end: new Date('2026-12-31T21:00:00.000Z'),
    });
    expect(inIstanbul('x')).toBeNull();
    expect(inIstanbul(0)?.getHours()).toBe(2); // 1970: Istanbul was UTC+2 then
  });

  it('ends the day N days later at 23:59:59 Istanbul time (the payment deadline)', () => {
    // Ends 22:30 UTC on 30 Nov = 01:30 on 1 Dec in Istanbul: the deadline counts from 1 Dec.
    expect(istanbulEndOfDayAfter(new Date('2026-11-30T22:30:00Z'), 3).toISOString()).toBe('2026-12-04T20:59:59.000Z');
    expect(istanbulEndOfDayAfter(new Date('2026-02-27T09:00:00Z'), 2).toISOString()).toBe('2026-03-01T20:59:59.000Z');
  });
});

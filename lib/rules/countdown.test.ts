import { countdownTarget, countdownText, ENDED_TEXT, remainingParts, serverOffset } from './countdown';

const start = '2026-11-21T10:00:00.000Z';
const end = '2026-11-21T12:00:00.000Z';
const at = (iso: string) => Date.parse(iso);

describe('countdown (docs/spec.md §4)', () => {
  it('counts to the start while the tender has not started', () => {
    const now = at('2026-11-21T09:58:30.000Z');
    const target = countdownTarget(212, start, end, now);
    expect(target).toEqual({ kind: 'start', at: at(start) });
    expect(countdownText(target, now)).toBe('00:01:30');
  });

  it('counts to the end once started, including a tender still marked 212 after its start', () => {
    const now = at('2026-11-21T10:00:00.000Z');
    expect(countdownTarget(213, start, end, now)).toEqual({ kind: 'end', at: at(end) });
    expect(countdownTarget(212, start, end, now)?.kind).toBe('end');
    expect(countdownText(countdownTarget(213, start, end, now), now)).toBe('02:00:00');
  });

  it('counts to the extended end when the caller passes it', () => {
    const extended = '2026-11-21T12:03:00.000Z';
    const now = at('2026-11-21T12:01:00.000Z');
    expect(countdownText(countdownTarget(213, start, extended, now), now)).toBe('00:02:00');
  });

  it('finishes with the ended text at and after the end', () => {
    expect(countdownText(countdownTarget(213, start, end, at(end)), at(end))).toBe(ENDED_TEXT);
    const later = at('2026-11-22T00:00:00.000Z');
    expect(countdownText(countdownTarget(215, start, end, later), later)).toBe('Süre sona erdi.');
    expect(remainingParts(at(end), later).totalSeconds).toBe(0);
  });

  it('shows days when more than a day is left', () => {
    const now = at('2026-11-19T08:59:59.000Z');
    expect(countdownText(countdownTarget(212, start, end, now), now)).toBe('2 gün 01:00:01');
  });

  it('shows no countdown for drafts and cancelled tenders', () => {
    expect(countdownTarget(211, start, end, at(start))).toBeNull();
    expect(countdownTarget(217, start, end, at(start))).toBeNull();
    expect(countdownText(null, at(start))).toBe('');
  });

  it('uses the server clock: a client clock 5 minutes fast does not shorten the countdown', () => {
    const serverNow = at('2026-11-21T11:50:00.000Z');
    const clientNow = serverNow + 5 * 60_000;
    const offset = serverOffset(new Date(serverNow).toISOString(), clientNow);
    expect(offset).toBe(-5 * 60_000);
    expect(countdownText(countdownTarget(213, start, end, clientNow + offset), clientNow + offset)).toBe('00:10:00');
  });

  it('puts the server answer in the middle of the round trip', () => {
    expect(serverOffset('2026-11-21T10:00:00.000Z', at('2026-11-21T10:00:01.000Z'), 400)).toBe(-800);
    expect(serverOffset('not a date', 123)).toBe(0);
  });
});

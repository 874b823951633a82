import { parseClosedPopups, withClosedPopup } from './cookie-values';

describe('closed popup cookie', () => {
  it('reads ids and ignores junk', () => {
    expect(parseClosedPopups('3,17')).toEqual([3, 17]);
    expect(parseClosedPopups('3%2C17')).toEqual([3, 17]);
    expect(parseClosedPopups('x,,-1,4.5,8')).toEqual([8]);
    expect(parseClosedPopups(undefined)).toEqual([]);
  });

  it('adds an id once and keeps the newest twenty', () => {
    expect(withClosedPopup('3', 3)).toBe('3');
    expect(withClosedPopup('3', 9)).toBe('3,9');
    const many = Array.from({ length: 25 }, (_, i) => i + 1).join(',');
    const out = parseClosedPopups(withClosedPopup(many, 99));
    expect(out).toHaveLength(20);
    expect(out[out.length - 1]).toBe(99);
  });
});

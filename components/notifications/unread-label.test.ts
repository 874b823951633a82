import { bellLabel } from './unread-label';

describe('the bell’s name', () => {
  it('says the count in words, and begins with what a capped badge shows', () => {
    expect(bellLabel(null)).toBe('Bildirimler');
    expect(bellLabel(0)).toBe('Bildirimler, okunmamış bildirim yok');
    expect(bellLabel(3)).toBe('Bildirimler, 3 okunmamış');
    expect(bellLabel(140)).toBe('Bildirimler, 99+ okunmamış (140)');
  });
});

import { AUTOPLAY_MS } from './hero-slider';

describe('the home slider (SPEC §2, §9)', () => {
  it('moves on every 3000 ms', () => {
    expect(AUTOPLAY_MS).toBe(3000);
  });
});

import { AUTOPLAY_MS } from './hero-slider';

describe('the home slider (docs/spec.md §2, §9)', () => {
  it('moves on every 3000 ms', () => {
    expect(AUTOPLAY_MS).toBe(3000);
  });
});

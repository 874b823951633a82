import { SLIDER_AUTOPLAY_MS } from './home-slider';

describe('the home slider (docs/spec.md §2, §9)', () => {
  it('moves on every 3000 ms', () => {
    expect(SLIDER_AUTOPLAY_MS).toBe(3000);
  });
});

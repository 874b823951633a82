import { RECONNECT_DELAYS_MS } from './hub-events';

describe('real-time reconnect (docs/spec.md §9)', () => {
  it('waits 0, 5, 10, 20, 30, 60, 90, 120, 150 and 180 seconds between attempts', () => {
    expect(RECONNECT_DELAYS_MS).toEqual([0, 5000, 10000, 20000, 30000, 60000, 90000, 120000, 150000, 180000]);
  });
});

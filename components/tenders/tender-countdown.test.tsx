import { act, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { TENDER_STATUS } from '@/lib/contract/lookups';
import { setMeasuredServerOffset } from '@/lib/store/server-offset';
import { TenderCountdown } from './tender-countdown';

const SERVER_NOW = '2026-11-21T09:00:07Z'; // 12:00:07 in Istanbul
const props = {
  statusId: TENDER_STATUS.devam,
  start: '2026-11-21T08:00:00Z',
  end: '2026-11-21T10:00:00Z',
  serverNow: SERVER_NOW,
};

/** The measured offset is known: the browser's clock is `behindMs` behind the server. */
function withOffset(behindMs: number | undefined, node: React.ReactNode) {
  setMeasuredServerOffset(behindMs);
  return node;
}

describe('tender countdown: Sunucu Saati', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('renders the page’s server time in Istanbul first, as the server did (no hydration mismatch)', () => {
    // The browser's clock is far off; the first paint still shows the server's render time.
    jest.setSystemTime(new Date('2030-01-01T00:00:00Z'));
    const html = renderToString(withOffset(undefined, <TenderCountdown {...props} />));
    expect(html).toContain('12:00:07');
    expect(html).toContain('Sunucu Saati');
  });

  it('ticks on the countdown’s offset to the server, not on the browser’s own clock', () => {
    // The browser's clock is 5 minutes behind the server's.
    jest.setSystemTime(new Date('2026-11-21T09:05:00Z'));
    render(withOffset(5 * 60_000, <TenderCountdown {...props} />));
    const clock = screen.getByRole('group', { name: 'Sunucu Saati' });
    expect(within(clock).getByText('12:10:00')).toBeInTheDocument();
    // The countdown beside it counts to the same server time: 10:00Z − 09:10Z = 50 minutes.
    expect(screen.getByRole('timer')).toHaveAccessibleName('Bitmesine Kalan Süre: 00:50:00');
    act(() => jest.advanceTimersByTime(1000));
    expect(within(clock).getByText('12:10:01')).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveAccessibleName('Bitmesine Kalan Süre: 00:49:59');
  });

  it('is read on demand, never announced as it ticks', () => {
    jest.setSystemTime(new Date('2026-11-21T09:05:00Z'));
    render(withOffset(0, <TenderCountdown {...props} />));
    const clock = screen.getByRole('group', { name: 'Sunucu Saati' });
    const time = clock.querySelector('time');
    expect(time).toHaveAttribute('aria-live', 'off');
    expect(time).toHaveAttribute('datetime', '2026-11-21T09:05:00.000Z');
    expect(clock.closest('[aria-live="polite"], [aria-live="assertive"], [role="status"]')).toBeNull();
  });
});

import { act, renderHook } from '@testing-library/react';
import { useRouteStore } from '@/lib/store/route-store';
import { useRowHighlight } from './use-row-highlight';

jest.mock('next/navigation', () => ({ usePathname: () => '/katildigim-ihaleler' }));

describe('useRowHighlight', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    useRouteStore.setState({ previousPath: '/ihaleler/42', currentPath: '/katildigim-ihaleler' });
  });
  afterEach(() => jest.useRealTimers());

  it('waits for the rows, highlights the visited tender for one second, then clears', () => {
    const { result, rerender } = renderHook(({ tab, keys }) => useRowHighlight(tab, keys), {
      initialProps: { tab: 'devameden', keys: null as number[] | null },
    });
    expect(result.current).toBeNull();
    rerender({ tab: 'devameden', keys: [50, 42] });
    expect(result.current).toBe(42);
    act(() => jest.advanceTimersByTime(999));
    expect(result.current).toBe(42);
    act(() => jest.advanceTimersByTime(1));
    expect(result.current).toBeNull();
    // Live updates re-render with the same rows: no second highlight.
    rerender({ tab: 'devameden', keys: [50, 42] });
    expect(result.current).toBeNull();
  });

  it('highlights the first row once the switched tab has loaded', () => {
    const { result, rerender } = renderHook(({ tab, keys }) => useRowHighlight(tab, keys), {
      initialProps: { tab: 'devameden', keys: [50] as number[] | null },
    });
    act(() => jest.advanceTimersByTime(1000));
    rerender({ tab: 'kazandigim', keys: null });
    expect(result.current).toBeNull();
    rerender({ tab: 'kazandigim', keys: [30, 20] });
    expect(result.current).toBe(30);
    act(() => jest.advanceTimersByTime(1000));
    expect(result.current).toBeNull();
  });
});

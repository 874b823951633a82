import { act, renderHook, waitFor } from '@testing-library/react';
import { setMeasuredServerOffset, useServerOffset } from './server-offset';

/**
 * The countdowns' server offset (lib/store/server-offset.ts): one measurement per page for every
 * countdown, one retry after a failure, and a fresh measurement when countdowns come back.
 */
const SERVER_AHEAD_MS = 90_000;
const answer = () => ({
  status: 200,
  ok: true,
  json: async () => ({ serverCurrentTime: new Date(Date.now() + SERVER_AHEAD_MS).toISOString() }),
});
const fetchMock = jest.fn();

const offsetCalls = () => fetchMock.mock.calls.filter(([url]) => String(url).includes('ServerCurrentTime'));

beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
  // Each test is a new page: nothing measured (the last test's hooks were unmounted, its measuring done).
  setMeasuredServerOffset(undefined);
});

it('measures once for every countdown on the page, with the server about 90 s ahead', async () => {
  fetchMock.mockImplementation(async () => answer());
  const first = renderHook(() => useServerOffset());
  const second = renderHook(() => useServerOffset());
  expect(first.result.current).toBeUndefined();
  await waitFor(() => expect(first.result.current).toBeDefined());
  expect(Math.abs((first.result.current ?? 0) - SERVER_AHEAD_MS)).toBeLessThan(5_000);
  expect(second.result.current).toBe(first.result.current);
  expect(offsetCalls()).toHaveLength(1);
});

it('tries once more a second after a failure, then uses the answer', async () => {
  jest.useFakeTimers();
  try {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch')).mockImplementation(async () => answer());
    const hook = renderHook(() => useServerOffset());
    await act(async () => {
      await jest.advanceTimersByTimeAsync(999);
    });
    expect(offsetCalls()).toHaveLength(1);
    expect(hook.result.current).toBeUndefined();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(1);
    });
    expect(offsetCalls()).toHaveLength(2);
    expect(hook.result.current).toBeDefined();
  } finally {
    jest.useRealTimers();
  }
});

it('gives up after the retry: the countdowns keep the page’s server time', async () => {
  jest.useFakeTimers();
  try {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const hook = renderHook(() => useServerOffset());
    await act(async () => {
      await jest.advanceTimersByTimeAsync(5_000);
    });
    expect(offsetCalls()).toHaveLength(2);
    expect(hook.result.current).toBeUndefined();
  } finally {
    jest.useRealTimers();
  }
});

it('measures again when countdowns come back after none was shown, keeping the last value meanwhile', async () => {
  fetchMock.mockImplementation(async () => answer());
  const first = renderHook(() => useServerOffset());
  await waitFor(() => expect(first.result.current).toBeDefined());
  first.unmount();
  const again = renderHook(() => useServerOffset());
  expect(again.result.current).toBeDefined();
  await waitFor(() => expect(offsetCalls()).toHaveLength(2));
});

/** @jest-environment node */
import { installApiClock } from '../api-clock';
import { fetchServerTime } from './server-time';

/**
 * The server clock a render shows (lib/api-clock.ts): in the API's own process, the API's clock
 * without a request; anywhere else, the API's ServerCurrentTime answer.
 */
const answer = (body: unknown) =>
  ({ status: 200, ok: true, json: async () => body, text: async () => JSON.stringify(body) }) as unknown as Response;

describe('fetchServerTime on the server', () => {
  let fetchMock: jest.Mock;
  beforeEach(() => {
    process.env.INTERNAL_API_URL = 'http://127.0.0.1:1/api';
    fetchMock = jest.fn(async () => answer({ data: { serverCurrentTime: '2026-11-27T10:00:00.000Z' } }));
    global.fetch = fetchMock as unknown as typeof fetch;
  });
  afterEach(() => installApiClock(undefined));

  it("reads the API's clock directly in the API's process, without a request", async () => {
    installApiClock(() => new Date('2026-11-27T12:34:56.789Z'));
    expect(await fetchServerTime()).toBe('2026-11-27T12:34:56.789Z');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks the API where no clock is installed (a web-only instance)', async () => {
    expect(await fetchServerTime()).toBe('2026-11-27T10:00:00.000Z');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0][0])).toBe(
      'http://127.0.0.1:1/api/v1/HerkeseAcikSatisIhale/ServerCurrentTime',
    );
  });
});

import { deleteCookie, writeCookie } from '../browser-cookies';
import { COOKIE } from '../session/cookie-names';
import { useSessionStore } from '../session/session-store';
import { ApiRequestError, apiRequest } from './http';

/**
 * docs/spec.md §8's default error texts: when an error answer has no body of its own (a proxy's 403 page,
 * a crashed upstream), the message the screens show falls back to these exact keys and texts.
 */
const reply = (status: number, body?: unknown) => ({
  status,
  ok: status < 300,
  json: async () => (body === undefined ? Promise.reject(new SyntaxError('no body')) : body),
});

const failure = async (status: number, body?: unknown): Promise<ApiRequestError> => {
  global.fetch = jest.fn().mockResolvedValue(reply(status, body)) as unknown as typeof fetch;
  const err = await apiRequest('/api/v1/Test').catch((e: unknown) => e);
  expect(err).toBeInstanceOf(ApiRequestError);
  return err as ApiRequestError;
};

describe('error answers without a body of their own (docs/spec.md §8)', () => {
  it('403: UnauthorizedException, described as "ExceptionWithStatusCode: 403"', async () => {
    const err = await failure(403);
    expect([err.status, err.key, err.message]).toEqual([403, 'UnauthorizedException', 'ExceptionWithStatusCode: 403']);
  });

  it.each([400, 404, 409, 500, 502])('%i: SomethingWentWrong', async (status) => {
    const err = await failure(status);
    expect([err.status, err.key, err.message]).toEqual([status, 'SomethingWentWrong', 'SomethingWentWrong']);
  });

  it('keeps the key, message and lists of an error body the API sent', async () => {
    const err = await failure(400, { key: 'Gecersiz', message: 'Geçersiz tutar.', errors: ['a'], mesajList: ['b'] });
    expect([err.key, err.message, err.errors, err.mesajList]).toEqual(['Gecersiz', 'Geçersiz tutar.', ['a'], ['b']]);
  });
});

/**
 * A request that left before a silent refresh stored the new token (or with none at all) comes back
 * 401: it must not end the session, which would drop the fresh token and refresh a second time
 * (found as two refreshes a second apart in the auth-refresh journeys).
 */
describe('a 401 to a token that is no longer the session’s', () => {
  const answers = (...statuses: number[]) => {
    const fetchMock = jest.fn();
    for (const s of statuses) fetchMock.mockResolvedValueOnce(reply(s, s === 200 ? { data: 'ok' } : {}));
    global.fetch = fetchMock as unknown as typeof fetch;
    return fetchMock;
  };
  const authorization = (call: unknown[]) => (call[1] as RequestInit).headers as Record<string, string>;
  afterEach(() => deleteCookie(COOKIE.accessToken));

  it('is asked again once with the token stored meanwhile, and the session goes on', async () => {
    const fetchMock = jest
      .fn()
      .mockImplementationOnce(async () => {
        // The refresh answered while this request was out.
        writeCookie(COOKIE.accessToken, 'fresh-token');
        return reply(401, {});
      })
      .mockResolvedValueOnce(reply(200, { data: 'ok' }));
    global.fetch = fetchMock as unknown as typeof fetch;
    const before = useSessionStore.getState().request;
    expect(await apiRequest('/api/v1/Test')).toBe('ok');
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(authorization(fetchMock.mock.calls[0]).Authorization).toBeUndefined();
    expect(authorization(fetchMock.mock.calls[1]).Authorization).toBe('Bearer fresh-token');
    // No refresh asked for, and the fresh token kept.
    expect(useSessionStore.getState().request).toBe(before);
    expect(document.cookie).toContain('esatis_at=fresh-token');
  });

  it('ends the session when the token it carried is still the current one', async () => {
    writeCookie(COOKIE.accessToken, 'same-token');
    const fetchMock = answers(401);
    const err = await apiRequest('/api/v1/Test').catch((e: unknown) => e);
    expect((err as ApiRequestError).status).toBe(401);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(useSessionStore.getState().request).not.toBeNull();
    expect(document.cookie).not.toContain('esatis_at=');
  });
});

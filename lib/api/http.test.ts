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

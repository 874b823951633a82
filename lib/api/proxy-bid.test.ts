import { ProxyBidMessages } from '../rules/proxy-bid';
import { ApiRequestError } from './http';
import { cancelProxyMaximum, fetchProxyMaximum, saveProxyMaximum, toProxyMaximum } from './proxy-bid';

const reply = (status: number, body?: unknown) => ({ status, ok: status < 300, json: async () => body });
const notFound = reply(404, {
  key: 'NotFound',
  message: ProxyBidMessages.notFound,
  errors: [ProxyBidMessages.notFound],
  mesajList: [ProxyBidMessages.notFound],
});

let fetchMock: jest.Mock;
const call = (i = 0) => {
  const [url, init] = fetchMock.mock.calls[i] as [string, RequestInit];
  const u = new URL(url, 'http://portal.test');
  return { path: u.pathname, query: Object.fromEntries(u.searchParams), method: init.method, body: init.body };
};

beforeEach(() => {
  fetchMock = jest.fn();
  global.fetch = fetchMock as unknown as typeof fetch;
});

describe('otomatik teklif model', () => {
  it('maps the wire maximum to { maximum }, anything unusable to null', () => {
    expect(toProxyMaximum({ azamiTutar: 250_000 })).toEqual({ maximum: 250_000 });
    expect(toProxyMaximum({ azamiTutar: '250000' as unknown as number })).toEqual({ maximum: 250_000 });
    expect(toProxyMaximum({ azamiTutar: 0 })).toBeNull();
    expect(toProxyMaximum({})).toBeNull();
    expect(toProxyMaximum(null)).toBeNull();
  });
});

describe('otomatik teklif calls', () => {
  it('reads the maximum of the account in the tender', async () => {
    fetchMock.mockResolvedValueOnce(reply(200, { data: { azamiTutar: 250_000 } }));
    await expect(fetchProxyMaximum(5, 1)).resolves.toEqual({ maximum: 250_000 });
    expect(call()).toMatchObject({
      path: '/api/v1/OtomatikTeklif',
      query: { cariId: '1', ihaleId: '5' },
      method: 'GET',
    });
  });

  it('reads 404 as no active maximum, and still fails on other errors', async () => {
    fetchMock.mockResolvedValueOnce(notFound);
    await expect(fetchProxyMaximum(5, 1)).resolves.toBeNull();
    fetchMock.mockResolvedValueOnce(reply(500, { key: 'SomethingWentWrong', message: 'x' }));
    await expect(fetchProxyMaximum(5, 1)).rejects.toBeInstanceOf(ApiRequestError);
  });

  it('saves with PUT { cariId, ihaleId, azamiTutar } and returns the stored maximum', async () => {
    fetchMock.mockResolvedValueOnce(reply(200, { data: { azamiTutar: 250_000 } }));
    await expect(saveProxyMaximum(5, 1, 250_000)).resolves.toEqual({ maximum: 250_000 });
    const c = call();
    expect(c).toMatchObject({ path: '/api/v1/OtomatikTeklif', method: 'PUT' });
    expect(JSON.parse(String(c.body))).toEqual({ cariId: 1, ihaleId: 5, azamiTutar: 250_000 });
  });

  it('passes a refusal on with the Turkish message for the toast', async () => {
    const message = ProxyBidMessages.tooLow('52.500,00', 'TL');
    fetchMock.mockResolvedValueOnce(
      reply(400, { key: 'AzamiDusuk', message, errors: [message], mesajList: [message] }),
    );
    const err = await saveProxyMaximum(5, 1, 50_000).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiRequestError);
    expect((err as ApiRequestError).toastText('mesajList')).toBe('Azami tutar en az 52.500,00 TL olmalıdır.');
  });

  it('cancels with DELETE: 204 → cancelled, 404 → there was none', async () => {
    fetchMock.mockResolvedValueOnce(reply(204));
    await expect(cancelProxyMaximum(5, 1)).resolves.toBe(true);
    expect(call()).toMatchObject({
      path: '/api/v1/OtomatikTeklif',
      query: { cariId: '1', ihaleId: '5' },
      method: 'DELETE',
    });
    fetchMock.mockResolvedValueOnce(notFound);
    await expect(cancelProxyMaximum(5, 1)).resolves.toBe(false);
  });
});

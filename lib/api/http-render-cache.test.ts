/** @jest-environment node */
import { installRenderDataCache, RenderDataCache } from '../cache/render-data-cache';
import { tenderTag } from '../cache/cache-tags';
import { fetchPopupAnnouncement } from './announcements';
import { apiRequest } from './http';

/**
 * A server render's request through the render-data cache (lib/cache/render-data-cache.ts): the node
 * environment, because the cache is the server's alone (the browser never has one).
 */
const answer = (status: number, body: unknown) =>
  ({ status, ok: status < 300, text: async () => JSON.stringify(body), json: async () => body }) as unknown as Response;

describe('apiRequest with renderTags on the server', () => {
  let cache: RenderDataCache;
  let fetchMock: jest.Mock;
  beforeEach(() => {
    cache = new RenderDataCache();
    installRenderDataCache(cache);
    process.env.INTERNAL_API_URL = 'http://127.0.0.1:1/api';
    fetchMock = jest.fn(async () => answer(200, { value: [{ Id: 61, GuncelFiyat: fetchMock.mock.calls.length }] }));
    global.fetch = fetchMock as unknown as typeof fetch;
  });
  afterEach(() => installRenderDataCache(undefined));

  const detail = (token?: string) =>
    apiRequest<{ value: Array<{ GuncelFiyat: number }> }>('/external-odata/X?$filter=Id eq 61', {
      renderTags: [tenderTag(61)],
      ...(token ? { token } : {}),
    });

  it('answers the second render from the cache until a bid drops the tender', async () => {
    expect((await detail()).value[0].GuncelFiyat).toBe(1);
    expect((await detail()).value[0].GuncelFiyat).toBe(1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    cache.invalidateTender(61);
    expect((await detail()).value[0].GuncelFiyat).toBe(2);
  });

  it('hands every render its own copy, so one cannot change what another sees', async () => {
    const first = await detail();
    first.value[0].GuncelFiyat = 999;
    expect((await detail()).value[0].GuncelFiyat).toBe(1);
  });

  it('never keeps a signed-in request, nor one without tags', async () => {
    await detail('a-token');
    await detail('a-token');
    await apiRequest('/external-odata/X?$filter=Id eq 61', { token: null });
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('still turns an error answer into the ApiRequestError callers expect, and keeps none', async () => {
    fetchMock.mockImplementationOnce(async () => answer(500, { key: 'Boom', message: 'Patladı' }));
    await expect(detail()).rejects.toMatchObject({ status: 500, key: 'Boom', message: 'Patladı' });
    expect((await detail()).value[0].GuncelFiyat).toBe(2);
  });

  it("keeps the home's popup announcement until the institution changes content", async () => {
    fetchMock.mockImplementation(async () =>
      answer(200, {
        value: [
          {
            Id: 7,
            Baslik: `Duyuru ${fetchMock.mock.calls.length}`,
            Icerik: '<p>Metin</p>',
            YayinTarihi: '2026-11-30T08:00:00Z',
            Popup: true,
          },
        ],
      }),
    );
    expect((await fetchPopupAnnouncement())?.title).toBe('Duyuru 1');
    expect((await fetchPopupAnnouncement())?.title).toBe('Duyuru 1');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // server/page-cache-events.ts: a content change (pagesChanged) drops everything.
    cache.invalidateAll();
    expect((await fetchPopupAnnouncement())?.title).toBe('Duyuru 2');
  });
});

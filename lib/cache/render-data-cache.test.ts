import { LISTS_TAG, tenderTag } from './cache-tags';
import { type CachedAnswer, RenderDataCache } from './render-data-cache';

/** A fetch the test settles by hand, counting how often the cache really asked. */
function source() {
  let calls = 0;
  const pending: Array<(a: CachedAnswer) => void> = [];
  return {
    get calls() {
      return calls;
    },
    fetch: () => {
      calls++;
      return new Promise<CachedAnswer>((resolve) => pending.push(resolve));
    },
    answer: (body: string, status = 200) => pending.shift()!({ status, body }),
  };
}

const ok = (body: string) => async (): Promise<CachedAnswer> => ({ status: 200, body });

describe('the render-data cache (docs/architecture.md §1 "Render-data cache")', () => {
  it('asks once for renders that arrive together, and keeps the answer for the next', async () => {
    const cache = new RenderDataCache();
    const api = source();
    const first = cache.load('/detail/61', [tenderTag(61)], api.fetch);
    const second = cache.load('/detail/61', [tenderTag(61)], api.fetch);
    api.answer('{"v":1}');
    expect([(await first).body, (await second).body]).toEqual(['{"v":1}', '{"v":1}']);
    expect((await cache.load('/detail/61', [tenderTag(61)], api.fetch)).body).toBe('{"v":1}');
    expect(api.calls).toBe(1);
  });

  it("a bid drops that tender's answers and the lists, not another tender's", async () => {
    const cache = new RenderDataCache();
    await cache.load('/detail/61', [tenderTag(61)], ok('61 old'));
    await cache.load('/detail/62', [tenderTag(62)], ok('62 old'));
    await cache.load('/list', [LISTS_TAG], ok('list old'));
    cache.invalidateTender(61);
    expect((await cache.load('/detail/61', [tenderTag(61)], ok('61 new'))).body).toBe('61 new');
    expect((await cache.load('/list', [LISTS_TAG], ok('list new'))).body).toBe('list new');
    expect((await cache.load('/detail/62', [tenderTag(62)], ok('62 new'))).body).toBe('62 old');
  });

  it('a status change drops everything', async () => {
    const cache = new RenderDataCache();
    await cache.load('/slides', ['content'], ok('old'));
    cache.invalidateAll();
    expect((await cache.load('/slides', ['content'], ok('new'))).body).toBe('new');
  });

  it('never keeps an answer fetched across a change to its tender, nor shares it with later renders', async () => {
    const cache = new RenderDataCache();
    const api = source();
    const before = cache.load('/detail/61', [tenderTag(61)], api.fetch);
    cache.invalidateTender(61);
    const after = cache.load('/detail/61', [tenderTag(61)], api.fetch);
    expect(api.calls).toBe(2);
    api.answer('before the bid');
    api.answer('after the bid');
    expect((await before).body).toBe('before the bid');
    expect((await after).body).toBe('after the bid');
    expect((await cache.load('/detail/61', [tenderTag(61)], api.fetch)).body).toBe('after the bid');
  });

  it('keeps no failure: the next render asks again', async () => {
    const cache = new RenderDataCache();
    await cache.load('/list', [LISTS_TAG], async () => ({ status: 503, body: '{}' }));
    expect((await cache.load('/list', [LISTS_TAG], ok('[]'))).body).toBe('[]');
    await expect(cache.load('/x', [LISTS_TAG], () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect((await cache.load('/x', [LISTS_TAG], ok('up'))).body).toBe('up');
  });

  it('forgets answers older than its TTL and the least recently used beyond its size', async () => {
    let now = 0;
    const cache = new RenderDataCache({ ttlMs: 1000, maxEntries: 2, now: () => now });
    await cache.load('/a', [LISTS_TAG], ok('a1'));
    now = 1001;
    expect((await cache.load('/a', [LISTS_TAG], ok('a2'))).body).toBe('a2');
    await cache.load('/b', [LISTS_TAG], ok('b1'));
    await cache.load('/a', [LISTS_TAG], ok('unused'));
    await cache.load('/c', [LISTS_TAG], ok('c1'));
    expect(cache.size).toBe(2);
    expect((await cache.load('/b', [LISTS_TAG], ok('b2'))).body).toBe('b2');
  });
});

import assert from 'node:assert/strict';
import type { IncomingMessage } from 'node:http';
import { describe, it } from 'node:test';
import { AnonymousPageCache, type CachedPage } from './anonymous-page-cache';
import { pageCacheInvalidator } from '../page-cache-events';
import { pageCacheTarget } from './page-cache-key';
import { CONTENT_TAG, tenderTag } from '../../lib/cache/cache-tags';
import { RenderDataCache } from '../../lib/cache/render-data-cache';

/** An accepted bid's hub payload, as the events carry it. */
const teklifOf = (ihaleId: number) => ({
  id: ihaleId,
  teklif: 9000,
  cariRumuzu: 'A1',
  teklifZamani: '2026-01-01T10:00:00.000Z',
  uzatildiMi: false,
  ihaleBitisSuresi: '2026-01-01T11:00:00.000Z',
  siraNo: 1,
  otomatik: false,
});

const request = (url: string, headers: Record<string, string> = {}, method = 'GET') =>
  ({ method, url, headers }) as unknown as IncomingMessage;
const keyOf = (url: string, headers: Record<string, string> = {}) => pageCacheTarget(request(url, headers))?.key;
const page = (body: string): CachedPage => ({
  status: 200,
  headers: { 'content-type': 'text/html' },
  body: Buffer.from(body),
});

describe('anonymous page cache: which requests, which key', () => {
  it('caches home, the tender list, the archive, tender details and share pictures only, for GET', () => {
    assert.ok(keyOf('/'));
    assert.ok(keyOf('/ihaleler'));
    assert.ok(keyOf('/ihaleler/42'));
    assert.deepEqual(pageCacheTarget(request('/ihaleler/sonuclanan?sayfa=2'))?.tags, ['lists']);
    assert.notEqual(keyOf('/ihaleler/sonuclanan?sayfa=2'), keyOf('/ihaleler/sonuclanan'));
    // Share preview pictures: a tender's goes with its page; an announcement's expires by the TTL.
    assert.deepEqual(pageCacheTarget(request('/ihaleler/42/opengraph-image-ygw9e5?d5f2'))?.tags, ['tender:42']);
    assert.deepEqual(pageCacheTarget(request('/duyurular/3/opengraph-image-t9i7g4'))?.tags, ['announcement:3']);
    for (const url of [
      '/ihaleler/42/x',
      '/ihaleler/sonuclanan/x',
      '/duyurular/3',
      '/ihaleler/42/opengraph-image',
      '/ihaleler/abc',
      '/duyurular',
      '/hesabim',
      '/_next/static/a.js',
      '/api/x',
    ]) {
      assert.equal(keyOf(url), undefined, url);
    }
    assert.equal(pageCacheTarget(request('/ihaleler/42', {}, 'HEAD')), null);
    assert.equal(pageCacheTarget(request('/ihaleler/42', {}, 'POST')), null);
  });

  it('keys the list by its query string, so each filter has its own page', () => {
    assert.notEqual(keyOf('/ihaleler?sayfa=2'), keyOf('/ihaleler'));
    assert.notEqual(keyOf('/ihaleler?sayfa=2'), keyOf('/ihaleler?sayfa=3'));
    assert.equal(keyOf('/ihaleler?sayfa=2'), keyOf('/ihaleler?sayfa=2'));
  });

  it('keys a signed-in visitor with the anonymous ones: the public pages do not read the session', () => {
    assert.equal(keyOf('/ihaleler/42', { cookie: 'esatis_at=abc; esatis_session=1' }), keyOf('/ihaleler/42'));
    assert.equal(keyOf('/', { cookie: 'x=1; esatis_session=1' }), keyOf('/'));
    assert.equal(keyOf('/hesabim', { cookie: 'esatis_at=abc; esatis_session=1' }), undefined, 'profile pages never');
  });

  it('bypasses Authorization headers and every RSC, prefetch or action request', () => {
    const bypassed: Array<Record<string, string>> = [
      { authorization: 'Bearer abc' },
      { rsc: '1' },
      { 'next-router-prefetch': '1' },
      { 'next-router-state-tree': '%5B%5D' },
      { 'next-router-segment-prefetch': '/_tree' },
      { 'next-action': 'abc' },
    ];
    for (const headers of bypassed) {
      assert.equal(keyOf('/ihaleler/42', headers), undefined, JSON.stringify(headers));
    }
    assert.equal(keyOf('/ihaleler/42?_rsc=1x2y'), undefined);
    assert.equal(keyOf('/ihaleler?durum=1&_rsc=1x2y'), undefined);
  });

  it('keys what the server render varies on: consent banner everywhere, closed popups on home', () => {
    assert.notEqual(keyOf('/ihaleler/42', { cookie: 'esatis_cookie_ok=1' }), keyOf('/ihaleler/42'));
    assert.equal(
      keyOf('/ihaleler/42', { cookie: 'esatis_cookie_ok=1' }),
      keyOf('/ihaleler/42', { cookie: 'esatis_cookie_ok=yes' }),
    );
    assert.notEqual(keyOf('/', { cookie: 'esatis_popup=3' }), keyOf('/'));
    assert.equal(keyOf('/ihaleler/42', { cookie: 'esatis_popup=3' }), keyOf('/ihaleler/42'), 'popups only on home');
    // Unrelated cookies do not split the cache.
    assert.equal(keyOf('/ihaleler/42', { cookie: '_ga=1' }), keyOf('/ihaleler/42'));
    // Next compresses by Accept-Encoding: a gzip body must never reach a client that did not ask for it.
    assert.notEqual(keyOf('/ihaleler/42', { 'accept-encoding': 'gzip, br' }), keyOf('/ihaleler/42'));
    assert.notEqual(keyOf('/ihaleler/42', { 'accept-encoding': 'deflate' }), keyOf('/ihaleler/42'));
    assert.equal(
      keyOf('/ihaleler/42', { 'accept-encoding': 'gzip, br' }),
      keyOf('/ihaleler/42', { 'accept-encoding': 'gzip,br' }),
    );
  });
});

describe('anonymous page cache: store', () => {
  it('drops the oldest-used page beyond its size', () => {
    const cache = new AnonymousPageCache({ maxEntries: 2 });
    cache.set('a', page('a'), []);
    cache.set('b', page('b'), []);
    assert.ok(cache.get('a')); // a is now the most recently used
    cache.set('c', page('c'), []);
    assert.equal(cache.get('b'), undefined);
    assert.equal(cache.get('a')?.body.toString(), 'a');
    assert.equal(cache.get('c')?.body.toString(), 'c');
    assert.equal(cache.size, 2);
  });

  it('expires pages after the safety TTL', () => {
    let t = 0;
    const cache = new AnonymousPageCache({ ttlMs: 1000, now: () => t });
    cache.set('a', page('a'), []);
    t = 999;
    assert.ok(cache.get('a'));
    t = 1000;
    assert.equal(cache.get('a'), undefined);
  });

  it('a bid drops its tender page and the lists; a status change drops everything', () => {
    const cache = new AnonymousPageCache();
    const fill = () => {
      cache.set('/ihaleler/1', page('1'), ['tender:1']);
      cache.set('/ihaleler/2', page('2'), ['tender:2']);
      cache.set('/ihaleler', page('list'), ['lists']);
      cache.set('/', page('home'), ['lists']);
    };
    fill();
    cache.invalidateTender(1);
    assert.deepEqual(
      ['/ihaleler/1', '/ihaleler/2', '/ihaleler', '/'].map((k) => cache.get(k) !== undefined),
      [false, true, false, false],
    );
    fill();
    cache.invalidateAll();
    assert.equal(cache.size, 0);
  });

  it('stores a render in flight when it finishes, but not one an invalidation overtook', async () => {
    const cache = new AnonymousPageCache();
    let finish!: (p: CachedPage) => void;
    const flight = cache.startFlight('/ihaleler/1', ['tender:1'], new Promise((r) => (finish = r)));
    assert.equal(cache.flight('/ihaleler/1'), flight, 'later requests find the render in flight');
    finish(page('v1'));
    await flight.result;
    await Promise.resolve();
    assert.equal(cache.get('/ihaleler/1')?.body.toString(), 'v1');

    cache.invalidateAll();
    const late = cache.startFlight('/ihaleler/1', ['tender:1'], new Promise((r) => (finish = r)));
    cache.invalidateTender(1);
    assert.equal(cache.answerable(late), false);
    assert.equal(cache.flight('/ihaleler/1'), undefined, 'nobody joins a stale render');
    finish(page('v-old'));
    await late.result;
    await Promise.resolve();
    assert.equal(cache.get('/ihaleler/1'), undefined);
  });

  it('drops pages on the domain events (local or relayed from other instances)', () => {
    const cache = new AnonymousPageCache();
    const invalidate = pageCacheInvalidator(cache);
    cache.set('/ihaleler/7', page('7'), ['tender:7']);
    cache.set('/ihaleler/8', page('8'), ['tender:8']);
    invalidate({ type: 'proxyExceeded', ihaleId: 8, cariId: 5 }, 'local');
    invalidate({ type: 'bidRefused', ihaleId: 8, refusal: { code: 'ended' } }, 'local');
    invalidate({ type: 'joined', ihaleId: 8, cariId: 5 }, 'remote');
    assert.equal(cache.size, 2, 'account notices, refusals and joins change no page by themselves');
    invalidate({ type: 'bidAccepted', ihaleId: 7, teklif: teklifOf(7) }, 'remote');
    assert.equal(cache.get('/ihaleler/7'), undefined);
    assert.ok(cache.get('/ihaleler/8'));
    invalidate({ type: 'tenderEnded', ihaleId: 9 }, 'local');
    assert.equal(cache.size, 0);
  });

  it('drops the render-data cache on the same events (lib/cache/render-data-cache.ts)', async () => {
    const data = new RenderDataCache();
    const invalidate = pageCacheInvalidator(data);
    const answer = (body: string) => async () => ({ status: 200, body });
    await data.load('/detail/7', [tenderTag(7)], answer('7'));
    await data.load('/detail/8', [tenderTag(8)], answer('8'));
    await data.load('/slides', [CONTENT_TAG], answer('slides'));
    invalidate({ type: 'joined', ihaleId: 7, cariId: 5 }, 'remote');
    assert.equal(data.size, 3, 'a join changes no answer');
    invalidate({ type: 'bidAccepted', ihaleId: 7, teklif: teklifOf(7) }, 'remote');
    assert.equal(data.size, 2, "a bid drops only its tender's answers");
    invalidate({ type: 'pagesChanged', ihaleId: null }, 'local');
    assert.equal(data.size, 0);
  });
});

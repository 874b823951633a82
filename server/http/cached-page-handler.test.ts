import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, beforeEach, describe, it } from 'node:test';
import { AnonymousPageCache } from './anonymous-page-cache';
import { type PageHandler, withAnonymousPageCache } from './cached-page-handler';

/**
 * The cache in front of a stand-in for Next's handler that counts its renders and streams its
 * answer in pieces the way Next does, behind a real http server (as in main.ts: security headers
 * first, then the page handler).
 */
describe('anonymous page cache in front of the page renderer', () => {
  let server: http.Server;
  let base: string;
  let cache: AnonymousPageCache;
  let renders = 0;
  let price = 8000;
  /** Per path: what the next render answers with. */
  let behaviour: { status?: number; setCookie?: boolean; delayMs?: number; fails?: boolean } = {};
  let handle: PageHandler;
  let renderingAfterFailure = -1;

  const render: PageHandler = async (req, res) => {
    renders++;
    const seen = price;
    const b = behaviour;
    if (b.fails) throw new Error('render failed');
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Vary', 'RSC, Accept-Encoding');
    if (b.setCookie) res.setHeader('Set-Cookie', 'x=1');
    res.writeHead(b.status ?? 200, { 'Cache-Control': 'private, no-store' });
    res.write(`<html><body>${req.url}`);
    await new Promise((r) => setTimeout(r, b.delayMs ?? 5));
    res.write(Buffer.from(` fiyat ${seen}`));
    res.end('</body></html>');
  };

  before(async () => {
    server = http.createServer((req, res) => {
      res.setHeader('X-Frame-Options', 'SAMEORIGIN');
      Promise.resolve(handle(req, res)).catch(() =>
        // Like main.ts, nobody answers for a renderer that threw; the test looks, then ends the response.
        setImmediate(() => {
          renderingAfterFailure = cache.rendering;
          res.writeHead(500).end();
        }),
      );
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  after(() => new Promise<void>((r) => server.close(() => r())));
  beforeEach(() => {
    cache = new AnonymousPageCache();
    handle = withAnonymousPageCache(cache, render);
    renders = 0;
    price = 8000;
    behaviour = {};
  });

  const get = async (path: string, headers: Record<string, string> = {}) => {
    const r = await fetch(base + path, { headers });
    return { status: r.status, cache: r.headers.get('x-cache'), headers: r.headers, body: await r.text() };
  };

  it('renders once, then answers the same page from the cache with the same headers', async () => {
    const first = await get('/ihaleler/5');
    const second = await get('/ihaleler/5');
    assert.equal(renders, 1);
    assert.equal(first.cache, 'MISS');
    assert.equal(second.cache, 'HIT');
    assert.equal(second.body, '<html><body>/ihaleler/5 fiyat 8000</body></html>');
    assert.equal(second.body, first.body);
    assert.equal(second.headers.get('content-type'), 'text/html; charset=utf-8');
    assert.equal(second.headers.get('cache-control'), 'private, no-store', 'headers given to writeHead are kept');
    assert.equal(second.headers.get('x-frame-options'), 'SAMEORIGIN', 'security headers still apply');
    assert.equal(second.headers.get('content-length'), String(Buffer.byteLength(second.body)));
  });

  it('renders once for many visitors arriving together', async () => {
    behaviour = { delayMs: 50 };
    const pages = await Promise.all(Array.from({ length: 8 }, () => get('/ihaleler?sayfa=2')));
    assert.equal(renders, 1);
    assert.equal(new Set(pages.map((p) => p.body)).size, 1);
    assert.deepEqual(pages.map((p) => p.cache).sort(), ['HIT', 'HIT', 'HIT', 'HIT', 'HIT', 'HIT', 'HIT', 'MISS']);
  });

  it('keeps only 200 answers without Set-Cookie', async () => {
    behaviour = { status: 404 };
    assert.equal((await get('/ihaleler/404')).status, 404);
    assert.equal((await get('/ihaleler/404')).status, 404);
    behaviour = { setCookie: true };
    await get('/ihaleler/6');
    await get('/ihaleler/6');
    assert.equal(renders, 4);
  });

  it('does not keep later visitors waiting on a render that failed', async () => {
    behaviour = { fails: true };
    assert.equal((await get('/ihaleler/7')).status, 500);
    assert.equal(renderingAfterFailure, 0, 'the failed render is no longer waited for');
    behaviour = {};
    assert.equal((await get('/ihaleler/7')).cache, 'MISS');
    assert.equal((await get('/ihaleler/7')).cache, 'HIT');
  });

  it('passes signed-in visitors, RSC requests and other pages through uncached', async () => {
    for (const [path, headers] of [
      ['/ihaleler/5', { cookie: 'esatis_at=token' }],
      ['/ihaleler/5', { rsc: '1' }],
      ['/duyurular', {}],
    ] as const) {
      const a = await get(path, headers);
      await get(path, headers);
      assert.equal(a.cache, 'BYPASS');
    }
    assert.equal(renders, 6);
  });

  it('never answers with a render that an invalidation overtook', async () => {
    await get('/ihaleler/5');
    // A bid arrives while a slow render of the list is running.
    behaviour = { delayMs: 80 };
    const slow = get('/ihaleler');
    await new Promise((r) => setTimeout(r, 20));
    price = 9000;
    cache.invalidateTender(5);
    behaviour = {};
    const after = await get('/ihaleler');
    assert.match(after.body, /fiyat 9000/);
    assert.match((await slow).body, /fiyat 8000/, 'the request from before the bid gets its own render');
    assert.match((await get('/ihaleler')).body, /fiyat 9000/, 'the overtaken render was not stored');
    assert.match((await get('/ihaleler/5')).body, /fiyat 9000/);
  });
});

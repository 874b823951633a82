import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHash } from 'node:crypto';
import { after, before, beforeEach, describe, it } from 'node:test';
import zlib from 'node:zlib';
import { getScriptNonceFromHeaders } from 'next/dist/server/app-render/get-script-nonce-from-header';
import { waitUntil } from '../../tests/support/wait';
import { loadConfig } from '../config';
import { AnonymousPageCache, PAGE_BEHIND_BIDS_MS, PAGE_REFRESH_AHEAD_MS } from './anonymous-page-cache';
import { degradedTo, trackRenderHealth } from '../../lib/render-health';
import { holdPageCacheControl, NOT_KEPT, PERSONAL, PUBLIC_PAGE } from './cache-control';
import { type PageHandler, withAnonymousPageCache } from './cached-page-handler';
import { loopbackRefresher } from './page-refresh';
import { allowRenderedScripts } from './script-nonce';
import { applySecurityHeaders, securityHeaders } from './security-headers';

/**
 * The cache in front of a stand-in for Next's handler that counts its renders and streams its
 * answer in pieces the way Next does, with an inline script carrying the nonce Next's own parser
 * finds in the request, behind a real http server (as in main.ts: security headers, the
 * request's nonce and the cache headers first, then the page handler).
 */
describe('anonymous page cache in front of the page renderer', () => {
  let server: http.Server;
  let base: string;
  let cache: AnonymousPageCache;
  let renders = 0;
  let price = 8000;
  /** What Next sends for a page rendered per request. */
  const NEXT_DYNAMIC = 'private, no-cache, no-store, max-age=0, must-revalidate';
  /** Per path: what the next render answers with. */
  let behaviour: {
    status?: number;
    setCookie?: boolean;
    delayMs?: number;
    fails?: boolean;
    gzip?: boolean;
    /** The render fell back for failed API data, after awaiting it (as the pages do). */
    degraded?: boolean;
  } = {};
  let handle: PageHandler;
  let renderingAfterFailure = -1;
  /** The Cookie header of each render's request. */
  let cookiesSeen: Array<string | undefined> = [];

  const render: PageHandler = async (req, res) => {
    renders++;
    cookiesSeen.push(req.headers.cookie);
    const seen = price;
    const b = behaviour;
    if (b.fails) throw new Error('render failed');
    if (b.degraded) await Promise.resolve().then(degradedTo(null));
    if (req.url?.includes('/opengraph-image-')) {
      // A share preview picture (app/(public)/ihaleler/[id]/opengraph-image.tsx) showing the price.
      res.writeHead(200, { 'Content-Type': 'image/png', 'Cache-Control': 'public, max-age=300' });
      res.end(Buffer.from(`PNG fiyat ${seen}`));
      return;
    }
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Vary', 'RSC, Accept-Encoding');
    if (b.setCookie) res.setHeader('Set-Cookie', 'x=1');
    const nonce = getScriptNonceFromHeaders(req.headers);
    const html = [`<html><body>${req.url}`, ` fiyat ${seen}`, `${inline(nonce, `self.fiyat=${seen}`)}</body></html>`];
    if (b.gzip) {
      res.writeHead(b.status ?? 200, { 'Cache-Control': NEXT_DYNAMIC, 'Content-Encoding': 'gzip' });
      res.end(zlib.gzipSync(html.join('')));
      return;
    }
    res.writeHead(b.status ?? 200, { 'Cache-Control': NEXT_DYNAMIC });
    res.write(html[0]);
    await new Promise((r) => setTimeout(r, b.delayMs ?? 5));
    res.write(Buffer.from(html[1]));
    res.end(html[2]);
  };
  const inline = (nonce: string | undefined, code: string) =>
    `<script${nonce ? ` nonce="${nonce}"` : ''}>${code}</script><script src="/_next/static/app.js" async=""></script>`;
  const sha256 = (code: string) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`;
  const security = securityHeaders(loadConfig({ NODE_ENV: 'production' }));

  before(async () => {
    server = http.createServer((req, res) => {
      applySecurityHeaders(res, req.url ?? '/', security);
      allowRenderedScripts(req, res, security);
      holdPageCacheControl(req, res);
      Promise.resolve(trackRenderHealth(() => handle(req, res))).catch(() =>
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
    handle = withAnonymousPageCache(cache, render, security.policy);
    renders = 0;
    cookiesSeen = [];
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
    assert.match(second.body, /^<html><body>\/ihaleler\/5 fiyat 8000<script nonce="[^"]+">self\.fiyat=8000<\/script>/);
    assert.equal(second.body, first.body);
    assert.equal(second.headers.get('content-type'), 'text/html; charset=utf-8');
    assert.equal(second.headers.get('vary'), 'RSC, Accept-Encoding, Cookie', 'headers of the render are kept');
    assert.equal(second.headers.get('x-frame-options'), 'SAMEORIGIN', 'security headers still apply');
    assert.equal(second.headers.get('content-length'), String(Buffer.byteLength(second.body)));
  });

  it('a render runs its inline scripts by a fresh nonce; a stored page by their hashes, never by a nonce', async () => {
    const first = await get('/ihaleler/5');
    const again = await get('/ihaleler/5');
    const nonce = /nonce="([^"]+)"/.exec(first.body)?.[1] ?? '';
    assert.ok(nonce.length >= 22, 'the render received a nonce of 128 bits');
    const rendered = first.headers.get('content-security-policy') ?? '';
    assert.match(rendered, new RegExp(`script-src 'self' 'nonce-${nonce.replace(/[+/]/g, '\\$&')}';`));
    assert.doesNotMatch(rendered, /script-src[^;]*unsafe-inline/);
    const stored = again.headers.get('content-security-policy') ?? '';
    assert.match(stored, new RegExp(`script-src 'self' ${sha256('self.fiyat=8000').replace(/[+/]/g, '\\$&')};`));
    assert.doesNotMatch(stored, /nonce-/, 'the nonce of the render that filled the cache is not repeated');
    assert.doesNotMatch(stored, /script-src[^;]*unsafe-inline/);
    assert.equal(again.headers.get('x-frame-options'), 'SAMEORIGIN');

    await get('/duyurular');
    const other = await get('/duyurular');
    assert.notEqual(
      /nonce="([^"]+)"/.exec(other.body)?.[1],
      /nonce="([^"]+)"/.exec((await get('/duyurular')).body)?.[1],
    );
  });

  it('a nonce the visitor sends in a policy header of their own is never the one the page gets', async () => {
    const chosen = 'AAAAAAAAAAAAAAAAAAAAAA==';
    for (const name of ['content-security-policy', 'content-security-policy-report-only']) {
      const page = await get('/duyurular', { [name]: `script-src 'nonce-${chosen}'` });
      assert.doesNotMatch(page.body, new RegExp(chosen));
      assert.doesNotMatch(page.headers.get('content-security-policy') ?? '', new RegExp(chosen));
    }
  });

  it('hashes a compressed page from its decompressed text', async () => {
    behaviour = { gzip: true };
    const headers = { 'accept-encoding': 'gzip' };
    await get('/ihaleler/8', headers);
    const hit = await get('/ihaleler/8', headers);
    assert.equal(hit.cache, 'HIT');
    assert.match(hit.body, /self\.fiyat=8000/);
    assert.ok(hit.headers.get('content-security-policy')?.includes(sha256('self.fiyat=8000')));
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
    const first = await get('/ihaleler/6');
    const signedIn = await get('/ihaleler/6', { cookie: 'esatis_at=eyJ.token.x; esatis_session=1' });
    assert.deepEqual([first.cache, signedIn.cache], ['MISS', 'MISS'], 'an answer with Set-Cookie is never stored');
    assert.equal(renders, 4);
  });

  it('keeps no page that fell back for failed API data, and tells shared caches not to keep it either', async () => {
    behaviour = { degraded: true };
    const degraded = [await get('/ihaleler'), await get('/ihaleler')];
    assert.deepEqual(
      degraded.map((page) => [page.status, page.cache, page.headers.get('cache-control')]),
      [
        [200, 'MISS', NOT_KEPT],
        [200, 'MISS', NOT_KEPT],
      ],
    );
    behaviour = {};
    const recovered = [await get('/ihaleler'), await get('/ihaleler')];
    assert.deepEqual(
      recovered.map((page) => [page.cache, page.headers.get('cache-control')]),
      [
        ['MISS', PUBLIC_PAGE],
        ['HIT', PUBLIC_PAGE],
      ],
    );
    assert.equal(renders, 3);
  });

  it('does not keep later visitors waiting on a render that failed', async () => {
    behaviour = { fails: true };
    assert.equal((await get('/ihaleler/7')).status, 500);
    assert.equal(renderingAfterFailure, 0, 'the failed render is no longer waited for');
    behaviour = {};
    assert.equal((await get('/ihaleler/7')).cache, 'MISS');
    assert.equal((await get('/ihaleler/7')).cache, 'HIT');
  });

  it('answers a signed-in visitor with the page an anonymous one got, from the cache', async () => {
    const anonymous = await get('/ihaleler/5');
    const signedIn = await get('/ihaleler/5', { cookie: 'esatis_at=eyJ.token.x; esatis_session=1' });
    assert.deepEqual([anonymous.cache, signedIn.cache], ['MISS', 'HIT']);
    assert.equal(signedIn.body, anonymous.body);
    assert.equal(renders, 1);
  });

  it('passes Authorization, RSC requests, profile pages and other pages through uncached', async () => {
    const session = { cookie: 'esatis_at=eyJ.token.x; esatis_session=1' };
    for (const [path, headers] of [
      ['/ihaleler/5', { authorization: 'Bearer eyJ.token.x' }],
      ['/ihaleler/5', { rsc: '1' }],
      ['/duyurular', {}],
      ['/hesabim', session],
      ['/favori-ihaleler', session],
    ] as const) {
      const a = await get(path, headers);
      const b = await get(path, headers);
      assert.deepEqual([a.cache, b.cache], ['BYPASS', 'BYPASS'], path);
    }
    assert.equal(renders, 10);
  });

  it('tells shared caches: public pages briefly and by cookie, profile pages and Set-Cookie never', async () => {
    const session = { cookie: 'esatis_at=eyJ.token.x; esatis_session=1' };
    for (const [path, headers] of [
      ['/ihaleler/5', {}],
      ['/ihaleler/5', {}],
      ['/ihaleler/5', session],
      ['/', {}],
      ['/ihaleler?sayfa=2', {}],
    ] as const) {
      const page = await get(path, headers);
      assert.equal(page.headers.get('cache-control'), PUBLIC_PAGE, `${path} ${page.cache}`);
      assert.match(page.headers.get('vary') ?? '', /(^|, )Cookie$/, 'variants by the consent and popup cookies');
    }
    assert.equal((await get('/hesabim', session)).headers.get('cache-control'), PERSONAL);
    for (const path of ['/duyurular', '/duyurular/3', '/yardim/sikca-sorulan-sorular', '/portal-hakkinda/kvkk-metni']) {
      const page = await get(path);
      assert.deepEqual(
        [page.cache, page.headers.get('cache-control')],
        ['BYPASS', PUBLIC_PAGE],
        `${path}: content pages`,
      );
    }
    for (const path of ['/callback', '/yonetim/ihaleler', '/gelistirici/posta']) {
      assert.equal((await get(path)).headers.get('cache-control'), NEXT_DYNAMIC, `${path}: other pages as rendered`);
    }
    assert.equal(
      (await get('/duyurular', { rsc: '1' })).headers.get('cache-control'),
      NEXT_DYNAMIC,
      'a client-side navigation is not a page',
    );
    behaviour = { status: 404 };
    assert.equal((await get('/ihaleler/404')).headers.get('cache-control'), NEXT_DYNAMIC, 'only 200s are shared');
    behaviour = { setCookie: true };
    for (const attempt of [1, 2]) {
      const page = await get('/ihaleler/6');
      assert.equal(page.headers.get('cache-control'), PERSONAL, `Set-Cookie, attempt ${attempt}`);
      assert.equal(page.headers.get('vary'), 'RSC, Accept-Encoding');
    }
  });

  it('never answers with a render that an invalidation overtook', async () => {
    await get('/ihaleler/5');
    // A bid arrives while a slow render of the list is running.
    behaviour = { delayMs: 80 };
    const started = renders;
    const slow = get('/ihaleler');
    // The slow render has read the price (8000) once it has started.
    await waitUntil(() => renders > started, 1000, 'the slow render to start');
    price = 9000;
    cache.invalidateTender(5);
    behaviour = {};
    const after = await get('/ihaleler');
    assert.match(after.body, /fiyat 9000/);
    assert.match((await slow).body, /fiyat 8000/, 'the request from before the bid gets its own render');
    assert.match((await get('/ihaleler')).body, /fiyat 9000/, 'the overtaken render was not stored');
    assert.match((await get('/ihaleler/5')).body, /fiyat 9000/);
  });

  it('renders a page a stream of bids outdated again in the background, without the session; visitors never wait', async () => {
    let clock = 0;
    cache = new AnonymousPageCache({ now: () => clock });
    handle = withAnonymousPageCache(
      cache,
      render,
      security.policy,
      loopbackRefresher(() => server.address()),
    );
    const visitor = { cookie: 'esatis_at=eyJ.token.x; esatis_session=1; esatis_cookie_ok=1', 'accept-encoding': 'br' };
    assert.equal((await get('/ihaleler/5', visitor)).cache, 'MISS');
    // The first bid after a calm second drops the page; the next, 100 ms later, leaves the new render
    // standing for a second.
    price = 8100;
    cache.invalidateTender(5);
    assert.match((await get('/ihaleler/5', visitor)).body, /fiyat 8100/);
    clock = 100;
    price = 8200;
    cache.invalidateTender(5);
    clock = PAGE_BEHIND_BIDS_MS + 100 - PAGE_REFRESH_AHEAD_MS - 1;
    const early = await get('/ihaleler/5', visitor);
    assert.deepEqual([early.cache, renders], ['HIT', 2], 'not due yet');
    // Only this process can ask for a refresh.
    for (const guess of ['a-guess-of-32-characters-long-xx', '\u00e9'.repeat(32)]) {
      const guessed = await get('/ihaleler/5', { ...visitor, 'x-esatis-page-refresh': guess });
      assert.deepEqual([guessed.status, guessed.cache], [200, 'HIT']);
    }
    assert.equal(renders, 2);

    clock += 1;
    const due = await get('/ihaleler/5', visitor);
    assert.deepEqual([due.cache, due.body.includes('fiyat 8100')], ['HIT', true], 'the visitor gets the stored page');
    await waitUntil(() => renders === 3 && cache.rendering === 0, 5000, 'the refresh to be rendered and stored');
    assert.equal(cookiesSeen[2], 'esatis_cookie_ok=1', 'the refresh carries the cookies of the key, not the session');
    const after = await get('/ihaleler/5', visitor);
    assert.deepEqual([after.cache, after.body.includes('fiyat 8200')], ['HIT', true]);
    // Past the grace of the bid it missed, the old page would have gone: the refreshed one stays.
    clock = PAGE_BEHIND_BIDS_MS + 100;
    assert.equal((await get('/ihaleler/5', visitor)).cache, 'HIT');
    assert.equal(renders, 3);
  });

  it("keeps a tender's share preview picture like its page, and draws it again after a bid", async () => {
    const path = '/ihaleler/5/opengraph-image-ygw9e5?d5f21410fa874e18';
    const first = await get(path);
    const second = await get(path);
    assert.equal(renders, 1);
    assert.deepEqual([first.cache, second.cache], ['MISS', 'HIT']);
    assert.equal(second.body, 'PNG fiyat 8000');
    assert.equal(second.headers.get('content-type'), 'image/png');
    assert.equal(second.headers.get('cache-control'), 'public, max-age=300');
    price = 9000;
    cache.invalidateTender(5);
    const afterBid = await get(path);
    assert.deepEqual([afterBid.cache, afterBid.body], ['MISS', 'PNG fiyat 9000']);
  });
});

// Only on PostgreSQL: the security suite checks the HTTP edge where production runs; its SQL is the other files', which run on PGlite too.
/**
 * Security headers on API and auth responses of every kind (issue #7). main.ts sets the
 * process-wide headers (server/http/security-headers.ts) on the raw response before Fastify
 * routes it; this checks that no kind of Fastify answer — 200, 204, 302, 4xx from handlers, from
 * the body parser, from the router, HTML pages of the auth service — drops them. Responses of the
 * web app (pages, static files, 304, robots.txt…) are checked in Chromium by
 * e2e/security-xss.spec.ts against the production server.
 */
import assert from 'node:assert/strict';
import http, { type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { applySecurityHeaders, securityHeaders } from '../http/security-headers';
import { ACCOUNTS, openProfileTestApp, type ProfileTestContext } from '../modules/persons/test-support';
import { issueAccessToken } from '../auth/tokens';
import { HUB_PATH } from '../hub/hub-server';
import { createPortalHub } from '../hub/portal-hub';
import { listenHub } from '../hub/test-support';

interface Probe {
  what: string;
  method: string;
  path: string;
  status: number;
  body?: string;
  type?: string;
  auth?: boolean;
}

const PROBES: Probe[] = [
  { what: 'API 200', method: 'GET', path: '/api/live', status: 200 },
  { what: 'API HEAD', method: 'HEAD', path: '/api/live', status: 200 },
  { what: 'OData 200', method: 'GET', path: '/api/external-odata/DuyuruOData?$top=1', status: 200 },
  { what: 'OData error', method: 'GET', path: '/api/external-odata/DuyuruOData?$filter=Foo%20eq%201', status: 400 },
  { what: 'API 404', method: 'GET', path: '/api/yok-boyle-bir-yer', status: 404 },
  { what: 'API 401', method: 'GET', path: '/api/v1/Finans/Ozet?cariId=1', status: 401 },
  { what: 'API 403', method: 'GET', path: '/api/v1/Finans/Ozet?cariId=2', status: 403, auth: true },
  {
    what: 'API 204',
    method: 'POST',
    path: '/api/v1/CariBilgisi/SozlesmeOnay',
    status: 204,
    auth: true,
    body: '{"CariId":1,"IhaleTipiId":51}',
  },
  {
    what: 'API 413',
    method: 'POST',
    path: '/api/v1/IletisimYazisma',
    status: 413,
    auth: true,
    body: `{"icerik":"${'x'.repeat(70_000)}"}`,
  },
  {
    what: 'API 415',
    method: 'POST',
    path: '/api/v1/IletisimYazisma',
    status: 415,
    auth: true,
    body: 'x',
    type: 'text/plain',
  },
  { what: 'API malformed JSON', method: 'POST', path: '/api/v1/IletisimYazisma', status: 400, auth: true, body: '{' },
  {
    what: 'token endpoint error',
    method: 'POST',
    path: '/api/connect/token',
    status: 400,
    body: 'grant_type=x',
    type: 'application/x-www-form-urlencoded',
  },
  {
    what: 'auth redirect',
    method: 'GET',
    path: `/auth/Account/external-login?json=${encodeURIComponent('{"Provider":"EDevlet","ReturnUrl":"http://localhost:3000/callback"}')}`,
    status: 302,
  },
  { what: 'auth HTML error page', method: 'GET', path: '/auth/edevlet?state=bozuk', status: 400 },
  { what: 'auth 404', method: 'GET', path: '/auth/yok', status: 404 },
  { what: 'userinfo 401', method: 'GET', path: '/auth/connect/userinfo', status: 401 },
];

describe('security headers on every kind of API and auth response', () => {
  let t: ProfileTestContext;
  let server: http.Server;
  let port: number;
  let token: string;

  before(async () => {
    t = await openProfileTestApp({ NODE_ENV: 'production' });
    await t.app.ready();
    token = await issueAccessToken(t.app, ACCOUNTS.ayse.kimlikNo);
    // The same two steps as main.ts: process-wide headers on the raw response, then Fastify.
    const headers = securityHeaders(t.app.config);
    server = http.createServer((req, res) => {
      applySecurityHeaders(res, req.url ?? '/', headers);
      t.app.routing(req, res);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  after(async () => {
    server?.closeAllConnections();
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    await t?.close();
  });

  const request = (p: Probe) =>
    new Promise<{ status: number; headers: IncomingHttpHeaders }>((resolve, reject) => {
      const req = http.request(
        {
          port,
          host: '127.0.0.1',
          method: p.method,
          path: p.path,
          headers: {
            accept: p.path.startsWith('/auth/edevlet') ? 'text/html' : 'application/json',
            ...(p.body !== undefined ? { 'content-type': p.type ?? 'application/json' } : {}),
            ...(p.auth ? { authorization: `Bearer ${token}` } : {}),
          },
        },
        (res) => {
          res.resume();
          res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
        },
      );
      req.on('error', reject);
      req.end(p.body);
    });

  for (const p of PROBES) {
    it(`${p.what}: CSP with object-src, base-uri and frame-ancestors; nosniff; referrer policy`, async () => {
      const res = await request(p);
      assert.equal(res.status, p.status, p.what);
      const csp = String(res.headers['content-security-policy'] ?? '');
      assert.match(csp, /object-src 'none'/, `${p.what}: ${csp}`);
      assert.match(csp, /base-uri 'none'/);
      assert.match(csp, /frame-ancestors '(self|none)'/);
      assert.doesNotMatch(csp, /unsafe-eval/, 'production CSP');
      assert.doesNotMatch(csp, /script-src[^;]*unsafe-inline/, 'no inline script runs unless a page names it');
      assert.equal(res.headers['x-content-type-options'], 'nosniff');
      assert.ok(res.headers['x-frame-options']);
      const referrer = res.headers['referrer-policy'];
      if (p.path.startsWith('/auth/')) assert.equal(referrer, 'no-referrer', 'auth pages leak no referrer');
      else assert.equal(referrer, 'strict-origin-when-cross-origin');
    });
  }

  it('the login return page and every auth path send no referrer; other pages do not get that exception', () => {
    const headers = securityHeaders(t.app.config);
    for (const [url, expected] of [
      ['/callback?access_token=abc', 'no-referrer'],
      ['/callback', 'no-referrer'],
      ['/auth/edevlet?state=x', 'no-referrer'],
      ['/', 'strict-origin-when-cross-origin'],
      ['/ihaleler/1?callback=/callback', 'strict-origin-when-cross-origin'],
    ] as const) {
      const set = new Map<string, string>();
      applySecurityHeaders(
        { setHeader: (k: string, v: string) => set.set(k, v) } as unknown as http.ServerResponse,
        url,
        headers,
      );
      assert.equal(set.get('Referrer-Policy'), expected, url);
    }
  });

  it('a refused hub upgrade is not sniffed or cached either', async () => {
    const hub = createPortalHub({
      db: t.handle.db,
      now: t.app.now,
      authenticate: async () => null,
      log: { warn() {}, error() {} },
    });
    const srv = await listenHub(hub);
    try {
      const res = await new Promise<http.IncomingMessage>((resolve, reject) => {
        const req = http.request({
          port: srv.port,
          host: '127.0.0.1',
          path: `${HUB_PATH}?access_token=forged`,
          headers: {
            connection: 'Upgrade',
            upgrade: 'websocket',
            'sec-websocket-version': '13',
            'sec-websocket-key': 'dGhlIHNhbXBsZSBub25jZQ==',
          },
        });
        req.on('response', resolve);
        req.on('upgrade', () => reject(new Error('upgraded with a forged token')));
        req.on('error', reject);
        req.end();
      });
      res.resume();
      assert.equal(res.statusCode, 401);
      assert.equal(res.headers['x-content-type-options'], 'nosniff');
      assert.equal(res.headers['cache-control'], 'no-store');
    } finally {
      await srv.close();
    }
  });
});

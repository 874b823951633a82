import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { waitUntil } from '../../tests/support/wait';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import type { DbHandle } from '../db/client';
import { openTestDatabase } from '../db/test-db';
import { createLogger } from '../kernel/logger';
import { createMetrics } from './metrics';
import { PAGE_REFRESH_CACHE_STATUS } from '../http/page-refresh';
import { assignRequestId, observePage } from './page-observer';
import { sample } from './test-support';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('request ids on API responses', () => {
  let handle: DbHandle;
  let app: FastifyInstance;
  before(async () => {
    handle = await openTestDatabase();
    app = await buildApp({ config: loadConfig({}), db: handle.db });
  });
  after(async () => {
    await app.close();
    await handle.close();
  });

  it("echoes the caller's sane X-Request-Id", async () => {
    const res = await app.inject({ method: 'GET', url: '/api/live', headers: { 'x-request-id': 'lb-7f3a.2_x' } });
    assert.equal(res.headers['x-request-id'], 'lb-7f3a.2_x');
  });

  it('generates a fresh id when none is sent, different for every request', async () => {
    const a = await app.inject({ method: 'GET', url: '/api/live' });
    const b = await app.inject({ method: 'GET', url: '/api/live' });
    assert.match(String(a.headers['x-request-id']), UUID);
    assert.match(String(b.headers['x-request-id']), UUID);
    assert.notEqual(a.headers['x-request-id'], b.headers['x-request-id']);
  });

  it('replaces an id that is too long or carries characters a log could misread', async () => {
    for (const bad of ['x'.repeat(65), 'abc def', 'a"}{"admin":true', 'id\\n2']) {
      const res = await app.inject({ method: 'GET', url: '/api/live', headers: { 'x-request-id': bad } });
      assert.match(String(res.headers['x-request-id']), UUID, bad);
    }
  });

  it('is on error responses too (404 and 401)', async () => {
    const notFound = await app.inject({ method: 'GET', url: '/api/nope', headers: { 'x-request-id': 'nf-1' } });
    assert.equal(notFound.statusCode, 404);
    assert.equal(notFound.headers['x-request-id'], 'nf-1');
    const denied = await app.inject({
      method: 'GET',
      url: '/api/v1/Finans/Ozet',
      headers: { authorization: 'Bearer not-a-token', 'x-request-id': 'auth-1' },
    });
    assert.equal(denied.statusCode, 401);
    assert.equal(denied.headers['x-request-id'], 'auth-1');
  });
});

describe('request ids and access lines for pages (the main.ts path)', () => {
  let server: http.Server;
  let base: string;
  const lines: string[] = [];
  const metrics = createMetrics();
  before(async () => {
    const log = createLogger({ level: 'info', stream: { write: (line: string) => lines.push(line) } });
    // main.ts's order for a request Next answers; the page handler stands in for Next.
    server = http.createServer((req, res) => {
      const id = assignRequestId(req, res);
      observePage(req, res, id, { log, metrics });
      // The page cache marks its own background renders (server/http/page-refresh.ts).
      if (req.headers['x-test-refresh']) res.setHeader('X-Cache', PAGE_REFRESH_CACHE_STATUS);
      res
        .writeHead(req.url?.startsWith('/ihaleler/') ? 200 : 404, { 'content-type': 'text/html' })
        .end('<html></html>');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  after(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('echoes or generates the id and writes one access line with the page pattern, not the raw path', async () => {
    lines.length = 0;
    const given = await fetch(`${base}/ihaleler/4711?code=secret-code-9`, { headers: { 'x-request-id': 'page-1' } });
    assert.equal(given.headers.get('x-request-id'), 'page-1');
    const generated = await fetch(`${base}/somewhere/else`);
    assert.match(String(generated.headers.get('x-request-id')), UUID);
    await Promise.all([given.text(), generated.text()]);
    // The access line is written when the server side of the response closes.
    const accessLines = () => lines.map((l) => JSON.parse(l)).filter((e) => e.msg === 'request');
    await waitUntil(() => accessLines().length >= 2, 5000, 'two access lines');

    const access = accessLines();
    assert.equal(access.length, 2);
    assert.deepEqual(
      { reqId: access[0].reqId, route: access[0].route, status: access[0].status, url: access[0].url },
      { reqId: 'page-1', route: '/ihaleler/[id]', status: 200, url: '/ihaleler/4711?code=[redacted]' },
    );
    assert.equal(access[1].reqId, generated.headers.get('x-request-id'));
    assert.equal(access[1].route, 'other');

    const text = (await metrics.scrape()).text;
    assert.match(text, /http_request_duration_seconds_count\{method="GET",route="\/ihaleler\/\[id\]",status="200"\} 1/);
    assert.ok(!text.includes('4711'), 'raw ids never become label values');
  });

  it("keeps the page cache's background renders out of the visitors' latency, in a histogram and a log field of their own", async () => {
    lines.length = 0;
    const before = (await metrics.scrape()).text;
    await (await fetch(`${base}/ihaleler/12`, { headers: { 'x-test-refresh': '1' } })).text();
    const accessLines = () => lines.map((l) => JSON.parse(l)).filter((e) => e.msg === 'request');
    await waitUntil(() => accessLines().length >= 1, 5000, 'the access line');
    assert.equal(accessLines()[0].refresh, true);
    const text = (await metrics.scrape()).text;
    const visitors = 'http_request_duration_seconds_count{method="GET",route="/ihaleler/[id]",status="200"}';
    assert.equal(sample(text, visitors), sample(before, visitors));
    assert.equal(sample(text, 'page_refresh_duration_seconds_count{route="/ihaleler/[id]"}'), 1);
  });
});

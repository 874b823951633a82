import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { missingStaticFiles } from './static-misses';

/** A real server over a build folder: what the build has goes on to Next (299 here), the rest is a plain 404. */
describe('requests for static files the build does not have', () => {
  const dist = mkdtempSync(join(tmpdir(), 'static-misses-'));
  let base = '';
  let server: http.Server;

  before(async () => {
    mkdirSync(join(dist, 'static', 'chunks'), { recursive: true });
    mkdirSync(join(dist, 'static', 'media'), { recursive: true });
    writeFileSync(join(dist, 'static', 'chunks', '0ab-c1.js'), 'console.log(1)');
    writeFileSync(join(dist, 'static', 'media', 'font.2s09.woff2'), 'woff2');
    const answerMissing = missingStaticFiles(dist);
    server = http.createServer((req, res) => {
      if (!answerMissing(req, res)) res.writeHead(299).end('next');
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  after(() => {
    server.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('passes on the files the build has, with or without a query', async () => {
    for (const path of [
      '/_next/static/chunks/0ab-c1.js',
      '/_next/static/media/font.2s09.woff2',
      '/_next/static/chunks/0ab-c1.js?v=1',
    ]) {
      assert.equal((await fetch(base + path)).status, 299, path);
    }
  });

  it('answers a missing file with a plain 404 that no cache keeps, not a rendered page', async () => {
    for (const path of [
      '/_next/static/chunks/old-chunk.js',
      '/_next/static/chunks/',
      '/_next/static/chunks/0ab-c1.js.map',
    ]) {
      const res = await fetch(base + path);
      assert.equal(res.status, 404, path);
      assert.equal(res.headers.get('content-type'), 'text/plain; charset=utf-8');
      assert.equal(res.headers.get('cache-control'), 'no-store');
      assert.equal(await res.text(), 'Not Found');
    }
  });

  it('leaves every other path to the pages', async () => {
    for (const path of ['/ihaleler', '/_next/image', '/boyle-bir-sayfa-yok']) {
      assert.equal((await fetch(base + path)).status, 299, path);
    }
  });
});

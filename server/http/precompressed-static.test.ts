import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http, { type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { acceptsBrotli, precompressedStatic } from './precompressed-static';

/** A real server over a build folder with one chunk that has its brotli copy and one that has none. */
describe('precompressed static files', () => {
  const dist = mkdtempSync(join(tmpdir(), 'precompressed-'));
  const script = 'console.log("ihale");'.repeat(50);
  let port = 0;
  let server: http.Server;

  before(async () => {
    mkdirSync(join(dist, 'static', 'chunks'), { recursive: true });
    writeFileSync(join(dist, 'static', 'chunks', '0ab-c1.js'), script);
    writeFileSync(join(dist, 'static', 'chunks', '0ab-c1.js.br'), brotliCompressSync(script));
    writeFileSync(join(dist, 'static', 'chunks', 'plain.css'), 'body{}');
    const serve = precompressedStatic(dist);
    server = http.createServer((req, res) => {
      void serve(req, res).then((served) => {
        if (!served) res.writeHead(299).end('next');
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    port = (server.address() as AddressInfo).port;
  });
  after(() => {
    server.close();
    rmSync(dist, { recursive: true, force: true });
  });

  function get(path: string, headers: Record<string, string>, method = 'GET') {
    return new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      http
        // The path as given: a URL would resolve its dot segments before sending.
        .request({ hostname: '127.0.0.1', port, path, method, headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
          );
        })
        .on('error', reject)
        .end();
    });
  }

  it('sends the brotli copy, immutable, to a browser that accepts brotli', async () => {
    const r = await get('/_next/static/chunks/0ab-c1.js', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    assert.equal(r.status, 200);
    assert.equal(r.headers['content-encoding'], 'br');
    assert.match(String(r.headers['content-type']), /^application\/javascript/);
    assert.equal(r.headers['cache-control'], 'public, max-age=31536000, immutable');
    assert.equal(r.headers.vary, 'Accept-Encoding');
    assert.equal(brotliDecompressSync(r.body).toString(), script);
  });

  it('answers a revalidation with 304 and no body', async () => {
    const first = await get('/_next/static/chunks/0ab-c1.js', { 'accept-encoding': 'br' });
    assert.ok(first.headers.etag);
    const again = await get('/_next/static/chunks/0ab-c1.js', {
      'accept-encoding': 'br',
      'if-none-match': String(first.headers.etag),
    });
    assert.equal(again.status, 304);
    assert.equal(again.body.length, 0);
  });

  it('answers HEAD with the headers alone', async () => {
    const r = await get('/_next/static/chunks/0ab-c1.js', { 'accept-encoding': 'br' }, 'HEAD');
    assert.equal(r.status, 200);
    assert.equal(r.body.length, 0);
    assert.equal(Number(r.headers['content-length']), brotliCompressSync(script).length);
  });

  it('leaves to Next what it cannot answer whole', async () => {
    for (const [path, encoding] of [
      ['/_next/static/chunks/0ab-c1.js', 'gzip, deflate'], // no brotli
      ['/_next/static/chunks/0ab-c1.js', 'gzip, br;q=0'], // brotli refused
      ['/_next/static/chunks/plain.css', 'br'], // no copy on disk
      ['/_next/static/chunks/missing.js', 'br'],
      ['/_next/static/chunks/%2e%2e/0ab-c1.js', 'br'], // an escape
      ['/_next/static/../static/chunks/0ab-c1.js', 'br'], // a dot segment
      ['/_next/static/media/font.woff2', 'br'], // not a script or stylesheet
      ['/ihaleler', 'br'],
    ]) {
      const r = await get(path, { 'accept-encoding': encoding });
      assert.equal(r.status, 299, `${path} (${encoding})`);
      assert.equal(r.body.toString(), 'next');
    }
  });

  it('reads Accept-Encoding as browsers and proxies write it', () => {
    assert.equal(acceptsBrotli('br'), true);
    assert.equal(acceptsBrotli('gzip, deflate, br'), true);
    assert.equal(acceptsBrotli('BR;q=0.5'), true);
    assert.equal(acceptsBrotli(['gzip', 'br']), true);
    assert.equal(acceptsBrotli('br;q=0'), false);
    assert.equal(acceptsBrotli('brotli, gzip'), false);
    assert.equal(acceptsBrotli(undefined), false);
  });
});

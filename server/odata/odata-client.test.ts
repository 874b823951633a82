// Also on PostgreSQL: a generated client against the service on the production engine.
/**
 * The public OData service through a standard client that no one here wrote (issue #17,
 * docs/architecture.md §10): the app runs on a real port, odata2ts generates a typed client from
 * the live $metadata into a temporary folder, and list, filter, expand, count and paging (following
 * @odata.nextLink) run through that generated client against the demo seed; so do a key accessor
 * (`Set(id)`) and a failing query, whose OData error message must reach the client (issue #37).
 */
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import type { DbHandle } from '../db/client';
import { seed } from '../seed';
import { openTestDatabase } from '../db/test-db';

const root = join(import.meta.dirname, '..', '..');

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

interface Row {
  Id: number;
  Baslik?: string;
  IhaleDurumuId?: number;
  IhaleDurumu?: { Id: number; Adi: string };
  Kalemleri?: { Id: number; IhaleId: number }[];
}
interface Page {
  '@odata.context'?: string;
  '@odata.count'?: number;
  '@odata.nextLink'?: string;
  value: Row[];
}
type Builder = Record<string, (...args: unknown[]) => Builder>;
type QObject = Record<string, Record<string, (...args: unknown[]) => unknown>>;
interface SetService {
  query(fn?: (b: Builder, q: QObject) => void, config?: { headers?: Record<string, string> }): Promise<{ data: Page }>;
}
interface EntityService {
  query(fn?: (b: Builder) => void): Promise<{ data: Row & { '@odata.context'?: string } }>;
}
/** What the generated client throws for an error answer (@odata2ts/http-client-fetch FetchClientError). */
interface ClientError {
  message: string;
  status?: number;
}

describe('a generated odata2ts client against the live service', () => {
  let handle: DbHandle;
  let app: FastifyInstance;
  let dir: string;
  let origin: string;
  let service: Record<string, (() => SetService) & ((id: number) => EntityService)>;
  let client: { get(url: string, config?: { headers?: Record<string, string> }): Promise<{ data: Page }> };
  const now = new Date();

  before(async () => {
    handle = await openTestDatabase();
    await seed(handle.db, now);
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    app = await buildApp({ config: loadConfig({ PUBLIC_ORIGIN: origin }), db: handle.db, now: () => now });
    await app.listen({ port, host: '127.0.0.1' });

    // The generator reads $metadata as any client would: over HTTP from the service root.
    dir = mkdtempSync(join(tmpdir(), 'odata2ts-'));
    const metadata = await fetch(`${origin}/api/external-odata/$metadata`);
    assert.equal(metadata.status, 200);
    writeFileSync(join(dir, 'metadata.xml'), await metadata.text());
    writeFileSync(
      join(dir, 'tsconfig.json'),
      JSON.stringify({ compilerOptions: { target: 'ES2022', module: 'ESNext', moduleResolution: 'node' } }),
    );
    // The generated files import the odata2ts runtime: let them resolve it from the project.
    symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'), 'dir');
    await promisify(execFile)(
      process.execPath,
      [
        '--import',
        pathToFileURL(join(root, 'tests/odata-client/typescript-for-odata2ts.mjs')).href,
        join(root, 'node_modules/@odata2ts/odata2ts/lib/run-cli.js'),
        '--source',
        'metadata.xml',
        '--output',
        'generated',
        '--mode',
        'service',
        '--emit-mode',
        'ts',
        '--service-name',
        'Esatis',
      ],
      { cwd: dir },
    );
    const generated = await import(pathToFileURL(join(dir, 'generated/EsatisService.ts')).href);
    const { FetchClient } = await import('@odata2ts/http-client-fetch');
    client = new FetchClient() as unknown as typeof client;
    service = new generated.EsatisService(client, `${origin}/api/external-odata`) as typeof service;
  });
  after(async () => {
    await app?.close();
    await handle?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('lists a set with the context URL of the service', async () => {
    const { data } = await service.HerkeseAcikIhaleAnaSayfaOData().query((b) => b.select('Id', 'Baslik').top(5));
    assert.equal(data.value.length, 5);
    assert.equal(
      data['@odata.context'],
      `${origin}/api/external-odata/$metadata#HerkeseAcikIhaleAnaSayfaOData(Id,Baslik)`,
    );
    for (const row of data.value) assert.ok(row.Baslik && row.Baslik.length > 0);
  });

  it('filters, expands and counts: the running tenders with their status and items', async () => {
    const { data } = await service.HerkeseAcikIhaleAnaSayfaOData().query((b, q) =>
      b
        .filter(q.IhaleDurumuId.eq(213) as never)
        .expanding('IhaleDurumu', () => {})
        .expanding('Kalemleri', () => {})
        .count()
        .top(100),
    );
    assert.ok(data.value.length > 0, 'the demo seed has running tenders');
    assert.equal(data['@odata.count'], data.value.length);
    for (const t of data.value) {
      assert.equal(t.IhaleDurumuId, 213);
      assert.deepEqual(t.IhaleDurumu, { Id: 213, Adi: 'Devam Ediyor' });
      assert.ok(t.Kalemleri && t.Kalemleri.length > 0);
      for (const k of t.Kalemleri) assert.equal(k.IhaleId, t.Id);
    }
  });

  it('filters a lookup set by key', async () => {
    const { data } = await service.HerkeseAcikKategoriOData().query((b, q) => b.filter(q.Id.eq(212) as never));
    assert.deepEqual(data.value, [{ Id: 212, Adi: 'Başlamadı', UstKategoriId: 210 }]);
  });

  it('pages on the server: following @odata.nextLink visits every tender exactly once', async () => {
    const prefer = { headers: { Prefer: 'odata.maxpagesize=10' } };
    const first = await service.HerkeseAcikIhaleAnaSayfaOData().query((b) => b.select('Id').count(), prefer);
    const total = first.data['@odata.count'] ?? 0;
    assert.ok(total > 20, `the demo seed has more than two pages (${total})`);
    const ids: number[] = [];
    let page: Page = first.data;
    let pages = 1;
    for (;;) {
      assert.ok(page.value.length <= 10);
      ids.push(...page.value.map((r) => r.Id));
      const next = page['@odata.nextLink'];
      if (!next) break;
      assert.ok(next.startsWith(`${origin}/api/external-odata/HerkeseAcikIhaleAnaSayfaOData?`), next);
      page = (await client.get(next, prefer)).data;
      pages++;
    }
    assert.equal(ids.length, total);
    assert.equal(new Set(ids).size, total, 'no tender twice');
    assert.equal(pages, Math.ceil(total / 10));
  });

  it('reads one entity through the generated key accessor', async () => {
    const { data: list } = await service.HerkeseAcikIhaleAnaSayfaOData().query((b) => b.select('Id', 'Baslik').top(1));
    const [first] = list.value;
    const { data } = await service
      .HerkeseAcikIhaleAnaSayfaOData(first.Id)
      .query((b) => b.select('Id', 'Baslik').expanding('IhaleDurumu', () => {}));
    assert.equal(data.Id, first.Id);
    assert.equal(data.Baslik, first.Baslik);
    assert.ok(data.IhaleDurumu && data.IhaleDurumu.Adi.length > 0);
    assert.equal(
      data['@odata.context'],
      `${origin}/api/external-odata/$metadata#HerkeseAcikIhaleAnaSayfaOData(Id,Baslik)/$entity`,
    );
  });

  it("hands the service's own error message to the client, not 'No error message!'", async () => {
    // The issue's own example, through the client's runtime.
    const bad = (await client
      .get(`${origin}/api/external-odata/HerkeseAcikIhaleAnaSayfaOData?$filter=NoSuchProp%20eq%201`)
      .then(
        () => assert.fail('an unknown property is refused'),
        (err: ClientError) => err,
      )) as ClientError;
    assert.equal(bad.status, 400);
    assert.match(bad.message, /Bilinmeyen özellik: NoSuchProp/);

    const failure = (await service
      .HerkeseAcikIhaleAnaSayfaOData()
      .query((b, q) => b.filter(q.Id.eq(1) as never).top(1), { headers: { 'OData-MaxVersion': '3.0' } })
      .then(
        () => assert.fail('an OData 3.0 client is refused'),
        (err: ClientError) => err,
      )) as ClientError;
    assert.equal(failure.status, 400);
    assert.doesNotMatch(failure.message, /No error message/);
    assert.match(failure.message, /OData 4\.0 sunar/);

    const missing = (await service
      .HerkeseAcikIhaleAnaSayfaOData(2147483647)
      .query()
      .then(
        () => assert.fail('no tender has that key'),
        (err: ClientError) => err,
      )) as ClientError;
    assert.equal(missing.status, 404);
    assert.match(missing.message, /bulunamadı/);
  });
});

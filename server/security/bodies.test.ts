// Only on PostgreSQL: the security suite checks the HTTP edge where production runs; its SQL is the other files', which run on PGlite too.
/**
 * Oversized, malformed and hostile bodies and query strings on every registered route (issue #7):
 * 413 over the 64 KB limit, 400 for broken JSON, 415 for other content types, 4xx in the error
 * shape for nesting, huge numbers, non-object bodies and prototype tricks. Never a 500. Hub frames
 * over 32 KB or malformed close that connection; the server goes on serving others.
 */
import assert from 'node:assert/strict';
import { withStaffSession } from '../backoffice/test-support';
import { after, before, describe, it } from 'node:test';
import type { HTTPMethods } from 'fastify';
import { authenticateBearer } from '../auth/bearer-hook';
import { issueAccessToken } from '../auth/tokens';
import { createPortalHub } from '../hub/portal-hub';
import { type ListeningHub, listenHub, RawClient } from '../hub/test-support';
import { ACCOUNTS, openProfileTestApp, TEST_NOW, type ProfileTestContext } from '../modules/persons/test-support';
import { dbDigest, registeredRoutes } from './support';

const JSON_TYPE = 'application/json';

/** Bodies that must be refused with a 4xx by every route that takes one. */
const BAD_BODIES: Array<{ name: string; type: string; body: string; status?: number }> = [
  { name: 'JSON over 64 KB', type: JSON_TYPE, body: JSON.stringify({ icerik: 'x'.repeat(70 * 1024) }), status: 413 },
  {
    name: 'form over 16 KB',
    type: 'application/x-www-form-urlencoded',
    body: `a=${'x'.repeat(20 * 1024)}`,
    status: 413,
  },
  { name: 'malformed JSON', type: JSON_TYPE, body: '{"cariId": 1,', status: 400 },
  { name: 'empty JSON body', type: JSON_TYPE, body: '', status: 400 },
  { name: 'text/plain', type: 'text/plain', body: '{"cariId":1}', status: 415 },
  { name: 'XML', type: 'application/xml', body: '<cariId>1</cariId>', status: 415 },
  { name: 'multipart', type: 'multipart/form-data; boundary=x', body: '--x\r\n\r\nx\r\n--x--', status: 415 },
  { name: 'deeply nested array', type: JSON_TYPE, body: `${'['.repeat(30_000)}${']'.repeat(30_000)}` },
  { name: 'deeply nested object', type: JSON_TYPE, body: `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}` },
  {
    name: 'huge numbers',
    type: JSON_TYPE,
    body: '{"cariId":1e400,"CariId":-1e400,"ihaleId":123456789012345678901234567890,"IhaleId":1e21,"talepTutari":1e308,"iletisimId":9007199254740993,"konuId":1.5,"IhaleTipiId":1e400,"vkn":1e400,"iban":1}',
  },
  { name: 'array', type: JSON_TYPE, body: '[{"cariId":1}]' },
  { name: 'string', type: JSON_TYPE, body: '"cariId"' },
  { name: 'null', type: JSON_TYPE, body: 'null' },
  { name: 'number', type: JSON_TYPE, body: '42' },
  { name: '__proto__', type: JSON_TYPE, body: '{"__proto__":{"cariIds":[7]},"cariId":1}', status: 400 },
  {
    name: 'constructor.prototype',
    type: JSON_TYPE,
    body: '{"constructor":{"prototype":{"cariIds":[7]}},"cariId":1}',
    status: 400,
  },
  {
    name: 'wrong types everywhere',
    type: JSON_TYPE,
    body: '{"cariId":{"$ne":0},"ihaleId":[1],"icerik":{},"baslik":true,"iban":[],"vkn":{}}',
  },
];

/** Query strings no GET route may answer with a 500. */
const BAD_QUERIES = [
  'cariId=1&cariId=2',
  'cariId[]=1',
  'cariId=1e400',
  'cariId=-1',
  'cariId=%00',
  'cariId=1%27%20or%201%3D1--',
  'ihaleId=99999999999999999999&cariId=1',
  'yil=%F0%9F%92%A3&PageSize=1e9&PageNumber=-1&cariId=1',
  'vkn=%E0%A4%A',
  `cariId=${'9'.repeat(5000)}`,
  'UstIhaleKalemKategoriId=1e400',
  'json=%7B%22Provider%22%3A%5B%5D%7D',
  'state=%%%',
];

describe('oversized and malformed input', () => {
  let t: ProfileTestContext;
  let routes: Array<{ method: HTTPMethods; url: string }>;

  before(async () => {
    t = await openProfileTestApp();
    await withStaffSession(t);
    await t.app.ready();
    routes = registeredRoutes(t.app).map((r) => {
      const [method, path] = r.split(' ');
      return { method: method as HTTPMethods, url: path.replace(':id', '1').replace(':vkn', '1234567890') };
    });
  });
  after(async () => {
    await t?.close();
  });

  const send = (method: HTTPMethods, url: string, type: string, payload: string) =>
    t.call(ACCOUNTS.ayse.kimlikNo, {
      method,
      url,
      headers: { 'content-type': type },
      payload,
      remoteAddress: '10.7.0.1',
    });

  it('every route that takes a body refuses each bad body with a 4xx in the error shape, never a 500', async () => {
    const before = await dbDigest(t.handle.db);
    for (const { method, url } of routes.filter((r) => r.method === 'POST' || r.method === 'PUT')) {
      for (const bad of BAD_BODIES) {
        const res = await send(method, url, bad.type, bad.body);
        const where = `${bad.name} → ${method} ${url}`;
        if (bad.status) assert.equal(res.statusCode, bad.status, `${where}: ${res.body.slice(0, 200)}`);
        assert.ok(
          res.statusCode >= 400 && res.statusCode < 500,
          `${where}: ${res.statusCode} ${res.body.slice(0, 200)}`,
        );
        if (/json/.test(String(res.headers['content-type']))) {
          const body = res.json();
          assert.equal(typeof body.key, 'string', where);
          assert.ok(typeof body.message === 'string' && body.message.length > 0, where);
        }
      }
    }
    assert.deepEqual(await dbDigest(t.handle.db), before, 'no bad body wrote anything');
  });

  it('the size and type refusals carry Turkish messages', async () => {
    const big = await send('POST', '/api/v1/IletisimYazisma', JSON_TYPE, BAD_BODIES[0].body);
    assert.equal(big.json().message, 'İstek gövdesi çok büyük.');
    const text = await send('POST', '/api/v1/IletisimYazisma', 'text/plain', 'merhaba');
    assert.equal(text.json().message, 'Desteklenmeyen içerik türü.');
  });

  it('no GET route answers a hostile query string with a 500', async () => {
    for (const { url } of routes.filter((r) => r.method === 'GET')) {
      for (const query of BAD_QUERIES) {
        const res = await t.call(ACCOUNTS.ayse.kimlikNo, {
          method: 'GET',
          url: `${url}?${query}`,
          remoteAddress: '10.7.0.2',
        });
        assert.ok(
          res.statusCode < 500,
          `GET ${url}?${query.slice(0, 60)}: ${res.statusCode} ${res.body.slice(0, 200)}`,
        );
      }
    }
  });

  it('a URL longer than the router allows is a 4xx, not a crash', async () => {
    const res = await t.app.inject({ method: 'DELETE', url: `/api/v1/FavoriIhale/${'1'.repeat(2000)}` });
    assert.ok(res.statusCode >= 400 && res.statusCode < 500, String(res.statusCode));
  });

  describe('hub frames', () => {
    let srv: ListeningHub;
    let token: string;
    before(async () => {
      const hub = createPortalHub({
        db: t.handle.db,
        now: () => TEST_NOW,
        authenticate: ({ token }) => authenticateBearer(t.app, token),
        log: { warn() {}, error() {} },
      });
      srv = await listenHub(hub);
      token = await issueAccessToken(t.app, ACCOUNTS.ayse.kimlikNo);
    });
    after(async () => {
      await srv?.close();
    });

    /** After each abuse, a fresh connection still handshakes and gets an answer. */
    const serverStillServes = async () => {
      const c = await RawClient.open(srv.url, token);
      await c.handshake();
      c.send('{"type":1,"invocationId":"ok","target":"AddToGroup","arguments":[1]}\x1e');
      await c.waitFor(() => c.ofType(3).length > 0);
      assert.equal(c.ofType(3)[0].invocationId, 'ok');
      assert.equal(c.ofType(3)[0].error, undefined);
      c.close();
    };

    const abuses: Array<[string, (c: RawClient) => void]> = [
      [
        'a frame over 32 KB',
        (c) => c.send(`{"type":1,"target":"Katilim","arguments":["${'x'.repeat(33 * 1024)}"]}\x1e`),
      ],
      ['a frame over 1 MB', (c) => c.send(`${'x'.repeat(1100 * 1024)}\x1e`)],
      ['malformed JSON', (c) => c.send('{"type":1,"target":\x1e')],
      ['a message without type', (c) => c.send('{"target":"Katilim","arguments":[]}\x1e')],
      [
        'arguments that are not a list',
        (c) => c.send('{"type":1,"invocationId":"1","target":"Katilim","arguments":{"cariId":1}}\x1e'),
      ],
      [
        'a target that is not a string',
        (c) => c.send('{"type":1,"invocationId":"1","target":{"x":1},"arguments":[]}\x1e'),
      ],
      ['binary garbage', (c) => c.ws.send(Buffer.from([0xff, 0xfe, 0x00, 0x1e]))],
    ];

    for (const [name, abuse] of abuses) {
      it(`${name} closes that connection and the server goes on`, async () => {
        const c = await RawClient.open(srv.url, token);
        await c.handshake();
        abuse(c);
        await c.waitFor(() => c.closed);
        await serverStillServes();
      });
    }

    it('a garbage handshake closes the connection', async () => {
      const c = await RawClient.open(srv.url, token);
      c.send('{"protocol":"messagepack","version":99}\x1e');
      await c.waitFor(() => c.closed);
      c.close();
      const d = await RawClient.open(srv.url, token);
      d.send(`${'{'.repeat(50_000)}\x1e`);
      await d.waitFor(() => d.closed);
      await serverStillServes();
    });

    it('hostile Katilim payloads are refused in Turkish and store nothing', async () => {
      const before = await dbDigest(t.handle.db);
      const c = await RawClient.open(srv.url, token);
      await c.handshake();
      // Raw JSON text: some of these numbers cannot be written as JavaScript literals.
      const payloads = [
        'null',
        '[]',
        '"x"',
        '{"cariId":1}',
        '{"cariId":1,"ihaleId":1,"tutar":1e400}',
        '{"cariId":1,"ihaleId":1,"tutar":"1e3"}',
        '{"cariId":1,"ihaleId":1,"tutar":1.5}',
        '{"cariId":"1 or 1=1","ihaleId":1,"tutar":100}',
        '{"cariId":1,"ihaleId":1,"tutar":10000000000000}',
        '{"cariId":null,"CariId":7,"ihaleId":1,"tutar":100}',
      ];
      for (const [i, p] of payloads.entries()) {
        c.send(`{"type":1,"invocationId":"${i}","target":"Katilim","arguments":[${p}]}\x1e`);
      }
      await c.waitFor(() => c.ofType(3).length === payloads.length);
      for (const done of c.ofType(3)) {
        const result = done.result as { resultType: string; messages: string[] };
        assert.equal(result.resultType, 'Error', JSON.stringify(done));
        assert.ok(result.messages[0].length > 0);
      }
      c.close();
      assert.deepEqual(await dbDigest(t.handle.db), before);
    });
  });
});

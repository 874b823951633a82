// Only on PostgreSQL: the security suite checks the HTTP edge where production runs; its SQL is the other files', which run on PGlite too.
/**
 * Issue #11, holes 4 and 8 (refund amount). A NUL in a conversation title was a 500, and the
 * failed query's parameters (the user's text) went to the error log. Now every text that reaches
 * the API (body, query string, path, hub arguments) is checked once, before any handler, against
 * lib/rules/text-characters.ts, and errors are logged without query values
 * (server/kernel/redact.ts serializeError). And a 15-digit refund amount, within SPEC's 15
 * characters, is judged by the one rule that really limits it: the available deposit.
 */
import assert from 'node:assert/strict';
import { withStaffSession } from '../backoffice/test-support';
import { Writable } from 'node:stream';
import { after, before, describe, it } from 'node:test';
import type { HTTPMethods } from 'fastify';
import { sql } from 'drizzle-orm';
import { CONTROL_CHARACTER_MESSAGE } from '../../lib/rules/text-characters';
import { authenticateBearer } from '../auth/bearer-hook';
import { issueAccessToken } from '../auth/tokens';
import { createPortalHub } from '../hub/portal-hub';
import { type ListeningHub, listenHub, RawClient } from '../hub/test-support';
import { ACCOUNTS, openProfileTestApp, TEST_NOW, type ProfileTestContext } from '../modules/persons/test-support';
import { createLogger } from '../kernel/logger';
import { assertErrorShape, dbDigest, registeredRoutes } from './support';

/** Characters no text may hold, each alone in an otherwise ordinary text. */
const HOSTILE = ['\u0000', '\u0001', '\u0008', '\u000b', '\u001b', '\u007f', '\u0085', '\ud800'];
const named = (c: string) => `U+${c.charCodeAt(0).toString(16).padStart(4, '0')}`;

describe('control characters in text input', () => {
  let t: ProfileTestContext;
  let routes: Array<{ method: HTTPMethods; url: string }>;
  const ayse = ACCOUNTS.ayse;

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

  const assertRefused = (res: { statusCode: number; json(): unknown; body: string }, where: string) => {
    assertErrorShape(res as never, 400, where);
    const body = res.json() as { message?: string; mesajList?: string[]; error?: { message: string } };
    // The OData service answers in OData's error shape (docs/architecture.md §10), the API in its own.
    if (body.error) return assert.equal(body.error.message, CONTROL_CHARACTER_MESSAGE, where);
    assert.equal(body.message, CONTROL_CHARACTER_MESSAGE, where);
    assert.deepEqual(body.mesajList, [CONTROL_CHARACTER_MESSAGE], where);
  };

  it('the audit case: a NUL in a conversation title or a reply is a Turkish 400, and nothing is written', async () => {
    const before = await dbDigest(t.handle.db);
    const opened = await t.call(ayse.kimlikNo, {
      method: 'POST',
      url: '/api/v1/Iletisim',
      payload: { cariId: ayse.person, konuId: 192, baslik: 'a\u0000b', icerik: 'merhaba' },
    });
    assertRefused(opened, 'POST /api/v1/Iletisim');
    const reply = await t.call(ayse.kimlikNo, {
      method: 'POST',
      url: '/api/v1/IletisimYazisma',
      payload: { iletisimId: 1, icerik: 'a\u0000b' },
    });
    assertRefused(reply, 'POST /api/v1/IletisimYazisma');
    assert.deepEqual(await dbDigest(t.handle.db), before);
  });

  it('every route that takes a body refuses each control character anywhere in it, never a 500', async () => {
    const before = await dbDigest(t.handle.db);
    for (const { method, url } of routes.filter((r) => r.method === 'POST' || r.method === 'PUT')) {
      for (const c of HOSTILE) {
        const where = `${named(c)} → ${method} ${url}`;
        const json = await t.call(ayse.kimlikNo, {
          method,
          url,
          payload: { cariId: ayse.person, baslik: `a${c}b`, icerik: 'ok', iletisimId: 1, konuId: 192 },
          remoteAddress: '10.31.0.1',
        });
        assertRefused(json, `${where} (JSON)`);
        const nested = await t.call(ayse.kimlikNo, {
          method,
          url,
          payload: { cariId: ayse.person, liste: [{ [`a${c}`]: 'anahtar' }] },
          remoteAddress: '10.31.0.1',
        });
        assertRefused(nested, `${where} (in a key, nested)`);
        // A lone surrogate cannot be percent-encoded (it is no character): JSON alone carries it.
        if (c === '\ud800') continue;
        const form = await t.call(null, {
          method,
          url,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: `grant_type=refresh_token&refresh_token=${encodeURIComponent(`a${c}`)}`,
          remoteAddress: `10.32.${HOSTILE.indexOf(c)}.${routes.findIndex((r) => r.url === url) % 250}`,
        });
        if (form.statusCode !== 415) assertRefused(form, `${where} (form)`);
      }
    }
    assert.deepEqual(await dbDigest(t.handle.db), before, 'no refused body wrote anything');
  });

  it('every GET route refuses a control character in the query string or the path', async () => {
    for (const { url } of routes.filter((r) => r.method === 'GET')) {
      const query = await t.call(ayse.kimlikNo, {
        method: 'GET',
        url: `${url}?cariId=${ayse.person}&$filter=${encodeURIComponent("contains(Baslik,'a\u0000')")}`,
      });
      assertRefused(query, `GET ${url} (query)`);
    }
    const path = await t.call(ayse.kimlikNo, { method: 'DELETE', url: '/api/v1/Mersis/DeleteFirmaOrtaklik/12%00' });
    assertRefused(path, 'DELETE with a NUL in the path');
  });

  it('tabs and newlines stay allowed: a reply of several lines is stored as typed', async () => {
    const text = 'Merhaba,\n\tikinci satır\r\nüçüncü satır';
    const res = await t.call(ayse.kimlikNo, {
      method: 'POST',
      url: '/api/v1/IletisimYazisma',
      payload: { iletisimId: 1, icerik: text },
    });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().data.icerik, text);
  });

  describe('hub arguments', () => {
    let srv: ListeningHub;
    before(async () => {
      const hub = createPortalHub({
        db: t.handle.db,
        now: () => TEST_NOW,
        authenticate: ({ token }) => authenticateBearer(t.app, token),
        log: { warn() {}, error() {} },
      });
      srv = await listenHub(hub);
    });
    after(async () => {
      await srv?.close();
    });

    it('a control character in any hub argument is refused with the same Turkish message', async () => {
      const c = await RawClient.open(srv.url, await issueAccessToken(t.app, ayse.kimlikNo));
      await c.handshake();
      const calls: Array<[string, unknown[]]> = [
        ['AddToGroup', ['1\u0000']],
        ['Katilim', [{ cariId: ayse.person, ihaleId: 1, tutar: 1000, not: 'a\u0000' }]],
      ];
      for (const [i, [target, args]] of calls.entries()) {
        c.send(`${JSON.stringify({ type: 1, invocationId: `c${i}`, target, arguments: args })}\x1e`);
      }
      await c.waitFor(() => c.ofType(3).length === calls.length);
      for (const done of c.ofType(3)) {
        assert.match(String(done.error), new RegExp(CONTROL_CHARACTER_MESSAGE), String(done.invocationId));
      }
      c.close();
    });
  });
});

describe('database errors in the log', () => {
  let t: ProfileTestContext;
  before(async () => {
    t = await openProfileTestApp();
  });
  after(async () => {
    await t?.close();
  });

  it('a failed query logs its SQLSTATE, never the values it was given', async () => {
    const lines: string[] = [];
    const logger = createLogger({
      level: 'info',
      stream: new Writable({
        write(chunk, _enc, done) {
          lines.push(String(chunk));
          done();
        },
      }),
    });
    const secret = 'gizli-kullanici-metni-8731';
    let failure: unknown;
    try {
      await t.handle.db.execute(sql`select ${secret}::int as n`);
    } catch (err) {
      failure = err;
    }
    assert.ok(failure instanceof Error, 'the query failed');
    logger.error({ err: failure }, 'unhandled error');
    logger.error({ context: { failure }, wrapped: new Error('handler failed', { cause: failure }) }, 'nested');
    await new Promise((r) => setImmediate(r));
    assert.equal(lines.length, 2);
    for (const line of lines) assert.ok(!line.includes(secret), `a logged line carries the value: ${line}`);
    const first = JSON.parse(lines[0]);
    assert.equal(first.err.message, 'Failed query');
    assert.equal(first.err.cause.code, '22P02', 'the SQLSTATE (invalid_text_representation) is kept');
  });
});

describe('refund amount: one rule, one message', () => {
  let t: ProfileTestContext;
  before(async () => {
    t = await openProfileTestApp();
  });
  after(async () => {
    await t?.close();
  });

  it('15 digits are within the 15-character rule and refused by the available deposit, naming it', async () => {
    const mehmet = ACCOUNTS.mehmet;
    await t.call(mehmet.kimlikNo, {
      method: 'PUT',
      url: '/api/v1/CariBilgisi/CariIbanBilgisi',
      payload: { cariId: mehmet.person, iban: 'TR330006100519786457841326' },
    });
    for (const talepTutari of ['123456789012345', 999999999999999, '1234567890123,4']) {
      const res = await t.call(mehmet.kimlikNo, {
        method: 'POST',
        url: '/api/v1/Teminat/TeminatIade',
        payload: { cariId: mehmet.person, talepTutari },
      });
      assertErrorShape(res, 400, String(talepTutari));
      assert.deepEqual(res.json().mesajList, [
        'İade talep tutarı kullanılabilir teminat tutarınızı (5.000.000,00 TL) aşamaz.',
      ]);
    }
    const tooLong = await t.call(mehmet.kimlikNo, {
      method: 'POST',
      url: '/api/v1/Teminat/TeminatIade',
      payload: { cariId: mehmet.person, talepTutari: '1234567890123456' },
    });
    assert.deepEqual(tooLong.json().mesajList, ['İade edilecek tutar en fazla 15 karakter olabilir.']);
  });
});

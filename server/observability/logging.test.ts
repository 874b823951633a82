import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { createPerson, insertAuctionLookups } from '../auction/test-fixtures';
import { issueAccessToken } from '../auth/tokens';
import { loadConfig } from '../config';
import type { DbHandle } from '../db/client';
import { openTestDatabase } from '../db/test-db';
import { createLogger } from '../kernel/logger';

const TC = '10000000146';
const EMAIL = 'ayse.yilmaz@example.com';
const IBAN = 'TR330006100519786457841326';
const PHONE = '0532 123 45 67';

describe('structured logs: request ids, one access line per request, nothing secret or personal', () => {
  let handle: DbHandle;
  let app: FastifyInstance;
  let token: string;
  const lines: string[] = [];
  const entries = () => lines.map((l) => JSON.parse(l) as Record<string, unknown>);
  const output = () => lines.join('');

  before(async () => {
    handle = await openTestDatabase();
    await insertAuctionLookups(handle.db);
    await createPerson(handle.db, { kimlikNo: TC, adi: 'Ayşe', soyadi: 'Yılmaz' });
    const logger = createLogger({ level: 'info', stream: { write: (line: string) => lines.push(line) } });
    app = await buildApp({ config: loadConfig({}), db: handle.db, logger });
    // A handler that logs carelessly and then fails with personal data in the error text, as a
    // query error quoting its parameters would: both must come out redacted.
    app.post('/api/test/careless', async (request) => {
      const body = request.body as Record<string, string>;
      request.log.info(
        { person: { kimlikNo: body.kimlikNo, adi: 'Ayşe', eposta: body.eposta, iban: IBAN } },
        `saving ${body.kimlikNo}`,
      );
      throw new Error(`insert failed for ${body.kimlikNo} / ${body.eposta} / ${PHONE}`);
    });
    token = await issueAccessToken(app, TC);
  });
  after(async () => {
    await app.close();
    await handle.close();
  });

  it('keeps tokens, codes, TC numbers, e-mails, phones, IBANs and cookies out of every line, but keeps the request id', async () => {
    lines.length = 0;
    const q = `access_token=${token}&code=one-time-code-123&kimlikNo=${TC}&eposta=${encodeURIComponent(EMAIL)}&$top=5`;
    const first = await app.inject({
      method: 'GET',
      url: `/api/v1/HerkeseAcikSatisIhale/ServerCurrentTime?${q}`,
      headers: { authorization: `Bearer ${token}`, cookie: `access_token=${token}`, 'x-request-id': 'trace-abc-1' },
    });
    assert.equal(first.statusCode, 200);
    const second = await app.inject({
      method: 'POST',
      url: '/api/test/careless',
      headers: { 'x-request-id': 'trace-abc-2' },
      payload: { kimlikNo: TC, eposta: EMAIL },
    });
    assert.equal(second.statusCode, 500);

    const text = output();
    for (const secret of [token, 'one-time-code-123', TC, EMAIL, IBAN, PHONE, 'Ayşe', encodeURIComponent(EMAIL)]) {
      assert.ok(!text.includes(secret), `log output contains ${secret.slice(0, 20)}…`);
    }
    assert.ok(text.includes('trace-abc-1') && text.includes('trace-abc-2'));
    assert.ok(text.includes('[redacted]'));

    const access = entries().filter((e) => e.msg === 'request');
    assert.equal(access.length, 2, 'one access line per request');
    const [a, b] = access;
    assert.equal(a.reqId, 'trace-abc-1');
    assert.equal(a.method, 'GET');
    assert.equal(a.route, '/api/v1/HerkeseAcikSatisIhale/ServerCurrentTime');
    assert.equal(a.status, 200);
    assert.equal(typeof a.durationMs, 'number');
    // The URL stays useful: harmless parameters are kept, sensitive values replaced.
    assert.match(
      String(a.url),
      /^\/api\/v1\/HerkeseAcikSatisIhale\/ServerCurrentTime\?access_token=\[redacted\]&code=\[redacted\]&kimlikNo=\[redacted\]/,
    );
    assert.match(String(a.url), /\$top=5$/);
    assert.equal(b.reqId, 'trace-abc-2');
    assert.equal(b.status, 500);

    // The handler's own line and the error line are there (redacted), tied to the request id.
    const careless = entries().filter((e) => e.reqId === 'trace-abc-2' && e.msg !== 'request');
    assert.ok(careless.some((e) => e.msg === 'saving [redacted]'));
    assert.ok(
      careless.some(
        (e) => e.level === 'error' && String((e.err as { message: string }).message).includes('[redacted]'),
      ),
    );
  });

  it('writes JSON lines with level and time that a log pipeline can parse', async () => {
    lines.length = 0;
    await app.inject({ method: 'GET', url: '/api/live' });
    const [line] = entries();
    assert.equal(line.level, 'info');
    assert.ok(!Number.isNaN(Date.parse(String(line.time))));
    assert.equal(typeof line.reqId, 'string');
  });
});

import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { createPerson, insertAuctionLookups } from '../auction/test-fixtures';
import { issueAccessToken } from '../auth/tokens';
import { loadConfig } from '../config';
import type { DbHandle } from '../db/client';
import { openTestDatabase } from '../db/test-db';

const METRICS_TOKEN = 'scrape-secret-0123456789';

describe('GET /api/metrics', () => {
  let handle: DbHandle;
  let app: FastifyInstance;
  let guarded: FastifyInstance;
  let token: string;
  before(async () => {
    handle = await openTestDatabase();
    await insertAuctionLookups(handle.db);
    await createPerson(handle.db, { kimlikNo: '40000000002' });
    app = await buildApp({ config: loadConfig({}), db: handle.db });
    guarded = await buildApp({ config: loadConfig({ METRICS_TOKEN }), db: handle.db });
    token = await issueAccessToken(app, '40000000002');
  });
  after(async () => {
    await app.close();
    await guarded.close();
    await handle.close();
  });

  const scrape = async (target = app) => {
    const res = await target.inject({ method: 'GET', url: '/api/metrics' });
    assert.equal(res.statusCode, 200);
    return res.body;
  };

  it('serves Prometheus text with the latency histogram by route pattern, never the raw id', async () => {
    const res = await app.inject({
      method: 'DELETE',
      url: '/api/v1/FavoriIhale/987654',
      headers: { authorization: `Bearer ${token}` },
    });
    assert.ok(res.statusCode < 500);
    const text = await scrape();
    const series = `http_request_duration_seconds_count{method="DELETE",route="/api/v1/FavoriIhale/:id",status="${res.statusCode}"} 1`;
    assert.ok(text.includes(series), `missing ${series}`);
    assert.match(
      text,
      /http_request_duration_seconds_bucket\{le="0.005",method="DELETE",route="\/api\/v1\/FavoriIhale\/:id"/,
    );
    assert.ok(!text.includes('987654'));
    // The other families are there from the start, and the process metrics too.
    for (const family of ['hub_connections', 'bids_total', 'scheduler_runs_total', 'process_cpu_user_seconds_total']) {
      assert.match(text, new RegExp(`^# TYPE ${family} `, 'm'), family);
    }
  });

  it('labels requests no route matched as one series', async () => {
    await app.inject({ method: 'GET', url: '/api/no/such/thing/123' });
    await app.inject({ method: 'GET', url: '/api/other/unknown' });
    const text = await scrape();
    assert.match(text, /http_request_duration_seconds_count\{method="GET",route="unmatched",status="404"\} 2/);
    assert.ok(!text.includes('/api/no/such'));
  });

  it('without METRICS_TOKEN: only loopback callers that did not come through a proxy', async () => {
    for (const headers of [
      { 'x-forwarded-for': '203.0.113.9' },
      { forwarded: 'for=203.0.113.9' },
      { 'x-real-ip': '203.0.113.9' },
    ]) {
      const res = await app.inject({ method: 'GET', url: '/api/metrics', headers });
      assert.equal(res.statusCode, 404, JSON.stringify(headers));
      assert.equal(res.json().key, 'NotFound');
      assert.equal(res.json().message, 'İstenen kaynak bulunamadı.');
    }
    const remote = await app.inject({ method: 'GET', url: '/api/metrics', remoteAddress: '10.1.2.3' });
    assert.equal(remote.statusCode, 404);
    assert.ok(!remote.body.includes('http_request_duration_seconds'));
  });

  it('with METRICS_TOKEN: the token as Bearer from anywhere, nothing without it, even from loopback', async () => {
    const ok = await guarded.inject({
      method: 'GET',
      url: '/api/metrics',
      remoteAddress: '10.1.2.3',
      headers: { authorization: `Bearer ${METRICS_TOKEN}`, 'x-forwarded-for': '10.9.9.9' },
    });
    assert.equal(ok.statusCode, 200);
    assert.match(ok.headers['content-type'] as string, /^text\/plain; version=0.0.4/);
    assert.match(ok.body, /^# HELP http_request_duration_seconds /m);

    for (const authorization of [
      undefined,
      'Bearer wrong-token-0123456789',
      `Bearer ${METRICS_TOKEN}x`,
      `Bearer ${token}`,
    ]) {
      const res = await guarded.inject({
        method: 'GET',
        url: '/api/metrics',
        headers: authorization ? { authorization } : {},
      });
      assert.equal(res.statusCode, 404, String(authorization).slice(0, 30));
      assert.equal(res.json().key, 'NotFound');
    }
  });

  it('keeps registries apart: one app does not count the requests of another', async () => {
    const before = await scrape(app);
    await guarded.inject({ method: 'GET', url: '/api/live' });
    const after = await scrape(app);
    const liveCount = (text: string) =>
      Number(
        /http_request_duration_seconds_count\{method="GET",route="\/api\/live",status="200"\} (\d+)/.exec(text)?.[1] ??
          0,
      );
    assert.equal(liveCount(after), liveCount(before));
  });
});

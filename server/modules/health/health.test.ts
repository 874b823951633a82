// Also on PostgreSQL: the health probe's database check against a server.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import type { DbHandle } from '../../db/client';
import { openTestDatabase } from '../../db/test-db';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
/** A port where nothing listens: Redis "down" (as in redis-backplane.test.ts). */
const NO_REDIS_URL = 'redis://127.0.0.1:1';

describe('health', () => {
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

  it('answers 200 when the database answers', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    assert.equal(res.statusCode, 200);
    assert.deepEqual(res.json(), { status: 'ok' });
  });

  it('live and ready both answer 200 when the database answers and no Redis is configured', async () => {
    for (const url of ['/api/live', '/api/ready']) {
      const res = await app.inject({ method: 'GET', url });
      assert.equal(res.statusCode, 200, url);
      assert.deepEqual(res.json(), { status: 'ok' });
    }
  });

  it('answers unknown API paths with a 404 in the error shape', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/nope' });
    assert.equal(res.statusCode, 404);
    assert.equal(res.json().key, 'NotFound');
    assert.equal(typeof res.json().message, 'string');
  });
});

describe('readiness with Redis configured', () => {
  let handle: DbHandle;
  before(async () => {
    handle = await openTestDatabase();
  });
  after(async () => {
    await handle.close();
  });

  it('is ready when the configured Redis answers', async () => {
    const app = await buildApp({ config: loadConfig({ REDIS_URL }), db: handle.db });
    try {
      const res = await app.inject({ method: 'GET', url: '/api/ready' });
      assert.equal(res.statusCode, 200);
      // The body tells a Redis that answers from one that does not (the next test): both are 200.
      assert.deepEqual(res.json(), { status: 'ok', redis: 'ok' });
    } finally {
      await app.close();
    }
  });

  it('stays ready but reports itself degraded when the configured Redis is down', async () => {
    const app = await buildApp({ config: loadConfig({ REDIS_URL: NO_REDIS_URL }), db: handle.db });
    try {
      const res = await app.inject({ method: 'GET', url: '/api/ready' });
      assert.equal(res.statusCode, 200);
      assert.deepEqual(res.json(), { status: 'degraded', redis: 'down' });
      assert.equal((await app.inject({ method: 'GET', url: '/api/live' })).statusCode, 200);
    } finally {
      await app.close();
    }
  });
});

describe('readiness when the database is gone', () => {
  it('answers 503 in the error shape on /ready while /live stays 200', async () => {
    const handle = await openTestDatabase();
    const app = await buildApp({ config: loadConfig({}), db: handle.db });
    await handle.close();
    try {
      const res = await app.inject({ method: 'GET', url: '/api/ready' });
      assert.equal(res.statusCode, 503);
      assert.equal(res.json().key, 'ServiceUnavailable');
      assert.deepEqual(res.json().errors, ['Veritabanına ulaşılamıyor.']);
      assert.equal((await app.inject({ method: 'GET', url: '/api/live' })).statusCode, 200);
    } finally {
      await app.close();
    }
  });
});

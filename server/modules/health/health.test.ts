import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import type { DbHandle } from '../../db/client';
import { openTestDatabase } from '../../db/test-db';

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

  it('answers unknown API paths with a 404 in the error shape', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/nope' });
    assert.equal(res.statusCode, 404);
    assert.equal(res.json().key, 'NotFound');
    assert.equal(typeof res.json().message, 'string');
  });
});

import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { FastifyInstance } from 'fastify';
import { Pool } from 'pg';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import type { Db } from '../db/client';
import * as schema from '../db/schema';

/**
 * The API on a PostgreSQL that does not answer (nothing listens on port 1): every call that needs
 * the database answers 503 in the error shape, never a 500. (tests/faults covers a real outage.)
 */
describe('database outage', () => {
  let pool: Pool;
  let app: FastifyInstance;
  before(async () => {
    pool = new Pool({ connectionString: 'postgres://postgres@127.0.0.1:1/none', connectionTimeoutMillis: 2000 });
    pool.on('error', () => {});
    app = await buildApp({ config: loadConfig({}), db: drizzle(pool, { schema }) as unknown as Db });
  });
  after(async () => {
    await app.close();
    await pool.end();
  });

  it('answers /api/ready with 503 and the error shape', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/ready' });
    assert.equal(res.statusCode, 503);
    const body = res.json();
    assert.equal(body.key, 'ServiceUnavailable');
    assert.equal(typeof body.message, 'string');
    assert.deepEqual(body.errors, [body.message]);
    assert.deepEqual(body.mesajList, [body.message]);
  });

  it("answers the OData service with 503 in OData's error shape (docs/architecture.md §10)", async () => {
    const res = await app.inject({ method: 'GET', url: '/api/external-odata/HerkeseAcikIhaleAnaSayfaOData?$top=2' });
    assert.equal(res.statusCode, 503);
    assert.equal(res.headers['odata-version'], '4.0');
    const { error } = res.json();
    assert.equal(error.code, 'ServiceUnavailable');
    assert.equal(typeof error.message, 'string');
  });
});

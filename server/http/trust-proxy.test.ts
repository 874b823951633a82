import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { postToken } from '../auth/test-fixtures';
import { loadConfig } from '../config';
import type { DbHandle } from '../db/client';
import { openTestDatabase } from '../db/test-db';

/**
 * Behind a load balancer every request comes from the balancer's address. With TRUST_PROXY the
 * API takes the visitor's address from X-Forwarded-For, so one visitor hammering the token
 * endpoint is slowed down without slowing down everyone else behind the same balancer.
 */
describe('TRUST_PROXY', () => {
  let handle: DbHandle;
  let app: FastifyInstance;
  before(async () => {
    handle = await openTestDatabase();
    app = await buildApp({ config: loadConfig({ TRUST_PROXY: 'loopback' }), db: handle.db });
  });
  after(async () => {
    await app.close();
    await handle.close();
  });

  const viaBalancer = (client: string, remoteAddress = '127.0.0.1') =>
    postToken(
      app,
      '/auth/connect/token',
      { grant_type: 'refresh_token', refresh_token: 'x' },
      { remoteAddress, headers: { 'x-forwarded-for': client } },
    );

  it('rate-limits each forwarded visitor on their own, not the balancer as one', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) statuses.push((await viaBalancer('203.0.113.7')).statusCode);
    assert.deepEqual(statuses.slice(0, 30), Array(30).fill(400));
    assert.equal(statuses[30], 429);
    assert.equal((await viaBalancer('203.0.113.8')).statusCode, 400, 'another visitor is not slowed down');
  });

  it('does not believe X-Forwarded-For from an address that is not a trusted proxy', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) statuses.push((await viaBalancer(`198.51.100.${i}`, '192.0.2.50')).statusCode);
    assert.equal(statuses[30], 429, 'a changing forwarded address does not escape the limit');
  });
});

import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { createPerson, insertAuctionLookups, type TestPerson } from '../auction/test-fixtures';
import { issueAccessToken } from '../auth/tokens';
import { loadConfig } from '../config';
import type { DbHandle } from '../db/client';
import { openTestDatabase } from '../db/test-db';
import { PERSONAL } from './cache-control';

/** The API's answers and shared caches (pages: cached-page-handler.test.ts; static files: Next). */
describe('API answers and shared caches', () => {
  let handle: DbHandle;
  let app: FastifyInstance;
  let ayse: TestPerson;
  let token: string;

  before(async () => {
    handle = await openTestDatabase();
    await insertAuctionLookups(handle.db);
    app = await buildApp({ config: loadConfig({}), db: handle.db });
    ayse = await createPerson(handle.db, { kimlikNo: '10000000146' });
    token = await issueAccessToken(app, ayse.kimlikNo, { cariId: ayse.cariId });
  });
  after(async () => {
    await app.close();
    await handle.close();
  });

  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

  it('an authorised answer is private and never stored', async () => {
    const res = await get('/api/bildirimler/okunmamis', { authorization: `Bearer ${token}` });
    assert.equal(res.statusCode, 200);
    assert.equal(res.headers['cache-control'], PERSONAL);
    const refused = await get('/api/bildirimler/okunmamis', { authorization: 'Bearer not-a-token' });
    assert.equal(refused.statusCode, 401);
    assert.equal(refused.headers['cache-control'], PERSONAL, 'errors to a credentialed request too');
  });

  it('any answer to a request with cookies (staff session, refresh token) is private', async () => {
    const res = await get('/api/bildirimler/push/anahtar', { cookie: 'esatis_yt=abc' });
    assert.equal(res.headers['cache-control'], PERSONAL);
  });

  it('an answer to a request without credentials, or one whose route decided, keeps its own', async () => {
    assert.equal((await get('/api/bildirimler/push/anahtar')).headers['cache-control'], undefined);
    const clock = await get('/api/v1/HerkeseAcikSatisIhale/ServerCurrentTime', { authorization: `Bearer ${token}` });
    assert.equal(clock.headers['cache-control'], 'no-store');
  });
});

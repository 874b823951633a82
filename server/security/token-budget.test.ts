// Only on PostgreSQL: the security suite checks the HTTP edge where production runs; its SQL is the other files', which run on PGlite too.
/**
 * Issue #11, hole 6: the token endpoint's budget could be reset by flooding it with made-up
 * client_id values, which filled the limiter's table and evicted the real bucket. The budget is
 * now keyed on the client address alone (after TRUST_PROXY), and a full table never drops a live
 * window (server/http/rate-limit.ts).
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { randomBytes } from 'node:crypto';
import { createRateLimiter, RateLimitError, redisWindowCounter, type SharedWindowCounter } from '../http/rate-limit';
import { postToken } from '../auth/test-fixtures';
import { TOKEN_RATE_LIMIT } from '../auth/token-routes';
import { openProfileTestApp, type ProfileTestContext } from '../modules/persons/test-support';
import { assertErrorShape } from './support';

/** The audit's flood: as many made-up keys as the limiter's table held (FLOOD in rate-limit.ts). */
const FLOOD = 10_000;

const refreshWith = (t: ProfileTestContext, remoteAddress: string, extra: Record<string, string> = {}) =>
  postToken(
    t.app,
    '/auth/connect/token',
    { grant_type: 'refresh_token', refresh_token: 'x', ...extra },
    { remoteAddress },
  );

describe('token endpoint budget', () => {
  let t: ProfileTestContext;
  before(async () => {
    t = await openProfileTestApp();
  });
  after(async () => {
    await t?.close();
  });

  it('an exhausted address stays limited while 10,000 made-up client_ids are tried from it', async () => {
    const ip = '10.11.0.1';
    for (let i = 0; i < TOKEN_RATE_LIMIT.limit; i++) assert.equal((await refreshWith(t, ip)).statusCode, 400);
    assertErrorShape(await refreshWith(t, ip), 429, 'over the limit');
    for (let i = 0; i < FLOOD; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/connect/token',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `grant_type=refresh_token&refresh_token=x&client_id=made-up-${i}&client_secret=x`,
        remoteAddress: ip,
      });
      assert.equal(res.statusCode, 429, `made-up client ${i} is counted against the address`);
    }
    assertErrorShape(await refreshWith(t, ip), 429, 'still over the limit after the flood');
  });

  it('an exhausted address stays limited while more than 10,000 other addresses arrive', async () => {
    const ip = '10.12.0.1';
    for (let i = 0; i < TOKEN_RATE_LIMIT.limit; i++) assert.equal((await refreshWith(t, ip)).statusCode, 400);
    for (let i = 0; i < FLOOD + 50; i++) {
      const res = await refreshWith(t, `10.${20 + (i >> 16)}.${(i >> 8) & 255}.${i & 255}`);
      assert.ok(res.statusCode === 400 || res.statusCode === 429, String(res.statusCode));
    }
    assertErrorShape(await refreshWith(t, ip), 429, 'still over the limit after the flood of addresses');
  });

  it('behind a trusted proxy, the visitor address from X-Forwarded-For is the key, not the proxy', async () => {
    const proxied = await openProfileTestApp({ TRUST_PROXY: 'loopback' });
    try {
      const via = (visitor: string) =>
        postToken(
          proxied.app,
          '/auth/connect/token',
          { grant_type: 'refresh_token', refresh_token: 'x' },
          { remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': visitor } },
        );
      for (let i = 0; i < TOKEN_RATE_LIMIT.limit; i++) assert.equal((await via('203.0.113.7')).statusCode, 400);
      assertErrorShape(await via('203.0.113.7'), 429, 'the visitor is limited');
      assert.equal((await via('203.0.113.8')).statusCode, 400, 'another visitor behind the same proxy is not');
    } finally {
      await proxied.close();
    }
  });
});

describe('rate limiter table', () => {
  const limiter = (now: () => Date) => createRateLimiter({ limit: 2, windowMs: 60_000, now });
  const limited = (hit: Promise<void>) => assert.rejects(hit, RateLimitError);

  it('never drops a live window when full: newcomers share an overflow budget instead', async () => {
    const at = new Date('2026-11-20T09:00:00Z');
    const l = limiter(() => at);
    await l.hit('victim');
    await l.hit('victim');
    await limited(l.hit('victim'));
    for (let i = 0; i < FLOOD; i++) {
      try {
        await l.hit(`flood-${i}`);
      } catch (err) {
        assert.ok(err instanceof RateLimitError);
      }
    }
    await limited(l.hit('victim'));
    // The table is full of live windows: newcomers are counted together (the last flood key is
    // already in that shared window, so the second newcomer is over its limit of 2).
    await l.hit('newcomer-1');
    await limited(l.hit('newcomer-2'));
  });

  it('drops windows whose time has passed to make room', async () => {
    let at = new Date('2026-11-20T09:00:00Z');
    const l = limiter(() => at);
    for (let i = 0; i < FLOOD; i++) await l.hit(`old-${i}`);
    at = new Date(at.getTime() + 61_000);
    await l.hit('late');
    await l.hit('late');
    await limited(l.hit('late'));
    await l.hit('another');
  });
});

describe('rate limits shared by the instances through Redis', () => {
  const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
  const counters: SharedWindowCounter[] = [];
  after(async () => {
    for (const c of counters) await c.close();
  });
  /** One instance's limiter of the budget `name`, counting in the shared Redis at `url`. */
  const instance = (name: string, url = REDIS_URL) => {
    const counter = redisWindowCounter(url);
    counters.push(counter);
    return createRateLimiter({ limit: 3, windowMs: 60_000, now: () => new Date(), shared: { counter, name } });
  };

  it('two instances give one budget, not two', async () => {
    const name = `test-${randomBytes(6).toString('hex')}`;
    const [a, b] = [instance(name), instance(name)];
    await a.hit('203.0.113.9');
    await b.hit('203.0.113.9');
    await a.hit('203.0.113.9');
    await assert.rejects(b.hit('203.0.113.9'), RateLimitError, 'the fourth, on the other instance, is over');
    await assert.rejects(a.hit('203.0.113.9'), RateLimitError);
    await b.hit('203.0.113.10');
  });

  it('without Redis each instance still brakes on its own', async () => {
    const alone = instance(`test-${randomBytes(6).toString('hex')}`, 'redis://127.0.0.1:1');
    for (let i = 0; i < 3; i++) await alone.hit('203.0.113.11');
    await assert.rejects(alone.hit('203.0.113.11'), RateLimitError);
  });
});

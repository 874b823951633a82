import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, beforeEach, describe, it } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { SignJWT, decodeJwt, decodeProtectedHeader } from 'jose';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import type { DbHandle } from '../db/client';
import { refreshToken } from '../db/schema';
import { openTestDatabase } from '../db/test-db';
import { issueLoginCode } from './login-code';
import { tokenSigningKey } from './signing-key';
import { CITIZEN, postRefresh, postToken, prepareAuthTestData, refreshCookieOf } from './test-fixtures';
import { issueAccessToken } from './tokens';

const START = new Date('2026-11-21T09:00:00Z');

describe('token endpoint and Bearer checks', () => {
  let handle: DbHandle;
  let app: FastifyInstance;
  let clock = START;
  let ip = 0;
  // Every test speaks from its own address, so the rate limit only bites where a test wants it.
  const nextIp = () => `10.1.0.${++ip}`;

  before(async () => {
    handle = await openTestDatabase();
    await prepareAuthTestData(handle.db, START);
    app = await buildApp({ config: loadConfig({ ACCESS_TOKEN_TTL_SECONDS: '60' }), db: handle.db, now: () => clock });
  });
  after(async () => {
    await app.close();
    await handle.close();
  });
  beforeEach(() => {
    clock = START;
  });

  const exchange = async (code: string, remoteAddress = nextIp()) =>
    postToken(
      app,
      '/api/connect/token',
      { grant_type: 'external', external_token: code, provider: 'EDevlet' },
      { remoteAddress },
    );

  /** A token pair as a Node client keeps it: the body's access token, the cookie's refresh token. */
  const pairOf = (res: Awaited<ReturnType<typeof exchange>>) => ({
    ...res.json(),
    refresh_token: refreshCookieOf(res) ?? '',
  });

  const refresh = (token: string, url: '/auth/connect/token' | '/api/connect/token' = '/auth/connect/token') =>
    postRefresh(app, token, { url, remoteAddress: nextIp() });

  const accountCheck = (authorization?: string) =>
    app.inject({
      method: 'PUT',
      url: '/api/v1/CariBilgisi/CariGirisIslemleri',
      headers: authorization ? { authorization } : {},
      payload: { gSM: '+905321234567', IhaleTipiId: 51 },
    });

  it('exchanges an e-Devlet code for a token pair that is never cached', async () => {
    const res = await exchange(await issueLoginCode(app, CITIZEN.ayseYilmaz));
    assert.equal(res.statusCode, 200);
    assert.equal(res.headers['cache-control'], 'no-store');
    const body = res.json();
    assert.deepEqual(Object.keys(body).sort(), ['access_token', 'expires_in', 'token_type']);
    assert.ok(refreshCookieOf(res), 'the refresh token comes in its cookie');
    assert.equal(body.token_type, 'Bearer');
    assert.equal(body.expires_in, 60);
    assert.equal(decodeProtectedHeader(body.access_token).alg, 'HS256');
    const claims = decodeJwt(body.access_token);
    assert.equal(claims.sub, CITIZEN.ayseYilmaz);
    assert.equal(claims.aud, 'ihale-portal');
    assert.equal(claims.iss, 'http://localhost:3000');
    assert.equal((claims.exp ?? 0) - (claims.iat ?? 0), 60);
    const check = await accountCheck(`Bearer ${body.access_token}`);
    assert.equal(check.statusCode, 200);
    assert.equal(check.json().data.sonucTipi, 3);
  });

  it('stores codes and refresh tokens only as hashes', async () => {
    const code = await issueLoginCode(app, CITIZEN.mehmetKaya);
    const { refresh_token } = pairOf(await exchange(code));
    assert.ok(refresh_token);
    const dump = JSON.stringify(
      await handle.db.execute(
        sql`select token_hash from external_login_code union all select token_hash from refresh_token`,
      ),
    );
    assert.ok(!dump.includes(code));
    assert.ok(!dump.includes(refresh_token));
  });

  it('refuses a second use of the same code with invalid_grant and a Turkish message', async () => {
    const code = await issueLoginCode(app, CITIZEN.ayseYilmaz);
    assert.equal((await exchange(code)).statusCode, 200);
    const again = await exchange(code);
    assert.equal(again.statusCode, 400);
    const body = again.json();
    assert.equal(body.error, 'invalid_grant');
    assert.equal(body.key, 'invalid_grant');
    assert.match(body.message, /Giriş kodu geçersiz/);
    assert.equal(body.error_description, body.message);
    assert.deepEqual(body.errors, [body.message]);
  });

  it('refuses a code older than 120 seconds and an unknown code', async () => {
    const code = await issueLoginCode(app, CITIZEN.ayseYilmaz);
    clock = new Date(START.getTime() + 121_000);
    assert.equal((await exchange(code)).json().error, 'invalid_grant');
    assert.equal((await exchange('made-up-code')).json().error, 'invalid_grant');
  });

  it('refuses a wrong client id or secret with invalid_client and keeps the code usable', async () => {
    const code = await issueLoginCode(app, CITIZEN.ayseYilmaz);
    const fields = { grant_type: 'external', external_token: code, provider: 'EDevlet' };
    const wrongSecret = await postToken(app, '/api/connect/token', fields, {
      clientSecret: 'not-the-secret',
      remoteAddress: nextIp(),
    });
    assert.equal(wrongSecret.statusCode, 400);
    assert.equal(wrongSecret.json().error, 'invalid_client');
    const wrongClient = await app.inject({
      method: 'POST',
      url: '/api/connect/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ ...fields, client_id: 'other', client_secret: 'ihale-client-secret' }).toString(),
      remoteAddress: nextIp(),
    });
    assert.equal(wrongClient.json().error, 'invalid_client');
    assert.equal((await exchange(code)).statusCode, 200);
  });

  it('answers unsupported_grant_type and invalid_request for other grants and missing fields', async () => {
    const pwd = await postToken(
      app,
      '/api/connect/token',
      { grant_type: 'password', username: 'x' },
      { remoteAddress: nextIp() },
    );
    assert.equal(pwd.statusCode, 400);
    assert.equal(pwd.json().error, 'unsupported_grant_type');
    const missing = await postToken(
      app,
      '/api/connect/token',
      { grant_type: 'external', provider: 'EDevlet' },
      { remoteAddress: nextIp() },
    );
    assert.equal(missing.json().error, 'invalid_request');
    assert.match(missing.json().message, /external_token alanı zorunludur/);
    const wrongProvider = await postToken(
      app,
      '/api/connect/token',
      { grant_type: 'external', provider: 'Google', external_token: await issueLoginCode(app, CITIZEN.ayseYilmaz) },
      { remoteAddress: nextIp() },
    );
    assert.equal(wrongProvider.json().error, 'invalid_grant');
  });

  it('rotates the refresh token on every use, on /auth and on /api', async () => {
    const first = pairOf(await exchange(await issueLoginCode(app, CITIZEN.mehmetKaya)));
    const second = await refresh(first.refresh_token);
    assert.equal(second.statusCode, 200);
    assert.equal(second.headers['cache-control'], 'no-store');
    const pair2 = pairOf(second);
    assert.notEqual(pair2.refresh_token, first.refresh_token);
    assert.equal(decodeJwt(pair2.access_token).sub, CITIZEN.mehmetKaya);
    const third = await refresh(pair2.refresh_token, '/api/connect/token');
    assert.equal(third.statusCode, 200);
    assert.equal((await accountCheck(`Bearer ${third.json().access_token}`)).statusCode, 200);
  });

  it('revokes the whole family when a spent refresh token comes back', async () => {
    const first = pairOf(await exchange(await issueLoginCode(app, CITIZEN.aliCelik)));
    const rotated = pairOf(await refresh(first.refresh_token));
    const reuse = await refresh(first.refresh_token);
    assert.equal(reuse.statusCode, 400);
    assert.equal(reuse.json().error, 'invalid_grant');
    // The legitimate newest token dies with the family.
    const afterReuse = await refresh(rotated.refresh_token);
    assert.equal(afterReuse.statusCode, 400);
    assert.equal(afterReuse.json().error, 'invalid_grant');
    const rows = await handle.db.select().from(refreshToken).where(eq(refreshToken.kimlikNo, CITIZEN.aliCelik));
    assert.equal(rows.length, 2);
    assert.ok(rows.every((r) => r.revokedAt !== null));
    assert.equal(new Set(rows.map((r) => r.familyId)).size, 1);
  });

  it('refuses an expired refresh token', async () => {
    const pair = pairOf(await exchange(await issueLoginCode(app, CITIZEN.mehmetKaya)));
    clock = new Date(START.getTime() + 31 * 86_400_000);
    const res = await refresh(pair.refresh_token);
    assert.equal(res.statusCode, 400);
    assert.equal(res.json().error, 'invalid_grant');
  });

  it('leaves callers without a Bearer anonymous and asks them to sign in on scoped calls', async () => {
    assert.equal((await app.inject({ method: 'GET', url: '/api/health' })).statusCode, 200);
    const res = await accountCheck();
    assert.equal(res.statusCode, 401);
    assert.equal(res.json().key, 'Unauthorized');
  });

  describe('an access token that is not good', () => {
    // The session of a real sign-in, so that the one good token below differs only in what is tested.
    let sid: unknown;
    before(async () => {
      sid = decodeJwt(await issueAccessToken(app, CITIZEN.ayseYilmaz)).sid;
    });
    const claims = () => ({ iss: 'http://localhost:3000', aud: 'ihale-portal', sub: CITIZEN.ayseYilmaz, sid });
    const expect401 = async (token: string) => {
      const res = await accountCheck(`Bearer ${token}`);
      assert.equal(res.statusCode, 401);
      assert.equal(res.json().key, 'Unauthorized');
      assert.equal(typeof res.json().message, 'string');
      // Every /api call, public ones included, answers 401 so the client refreshes.
      assert.equal(
        (await app.inject({ method: 'GET', url: '/api/health', headers: { authorization: `Bearer ${token}` } }))
          .statusCode,
        401,
      );
    };

    it('is refused when tampered', async () => {
      const token = await issueAccessToken(app, CITIZEN.ayseYilmaz);
      const [h, p, s] = token.split('.');
      const forged = Buffer.from(JSON.stringify({ ...decodeJwt(token), sub: CITIZEN.mehmetKaya })).toString(
        'base64url',
      );
      await expect401(`${h}.${forged}.${s}`);
      await expect401(`${h}.${p}.${s.slice(0, -2)}${s.endsWith('AA') ? 'BB' : 'AA'}`);
    });

    it('is refused when expired', async () => {
      const token = await issueAccessToken(app, CITIZEN.ayseYilmaz);
      clock = new Date(START.getTime() + 30_000);
      assert.equal((await accountCheck(`Bearer ${token}`)).statusCode, 200);
      clock = new Date(START.getTime() + 66_000);
      await expect401(token);
    });

    it('is refused with alg none', async () => {
      const iat = Math.floor(START.getTime() / 1000);
      const enc = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
      await expect401(`${enc({ alg: 'none', typ: 'JWT' })}.${enc({ ...claims(), iat, exp: iat + 600 })}.`);
    });

    it('is refused when signed with another key or another algorithm', async () => {
      const iat = Math.floor(START.getTime() / 1000);
      const sign = (alg: string, key: Uint8Array) =>
        new SignJWT(claims())
          .setProtectedHeader({ alg })
          .setIssuedAt(iat)
          .setExpirationTime(iat + 600)
          .sign(key);
      await expect401(await sign('HS256', randomBytes(32)));
      await expect401(await sign('HS512', tokenSigningKey(app.config, app.db)));
      // The same claims with the right key and algorithm pass: the refusals above are about key and alg.
      assert.equal(
        (await accountCheck(`Bearer ${await sign('HS256', tokenSigningKey(app.config, app.db))}`)).statusCode,
        200,
      );
    });

    it('is refused with a wrong audience or a malformed header', async () => {
      const iat = Math.floor(START.getTime() / 1000);
      const key = tokenSigningKey(app.config, app.db);
      await expect401(
        await new SignJWT({ ...claims(), aud: 'other' })
          .setProtectedHeader({ alg: 'HS256' })
          .setIssuedAt(iat)
          .setExpirationTime(iat + 600)
          .sign(key),
      );
      await expect401('not-a-jwt');
      const res = await app.inject({ method: 'GET', url: '/api/health', headers: { authorization: 'Bearer' } });
      assert.equal(res.statusCode, 401);
    });
  });

  it('ignores a stale Bearer on the token endpoint itself', async () => {
    const res = await postToken(
      app,
      '/api/connect/token',
      { grant_type: 'external', external_token: await issueLoginCode(app, CITIZEN.ayseYilmaz), provider: 'EDevlet' },
      { remoteAddress: nextIp(), headers: { authorization: 'Bearer expired.or.broken' } },
    );
    assert.equal(res.statusCode, 200);
  });

  it('slows down a caller hammering the token endpoint with 429', async () => {
    const remoteAddress = nextIp();
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      statuses.push(
        (await postToken(app, '/auth/connect/token', { grant_type: 'refresh_token' }, { remoteAddress })).statusCode,
      );
    }
    assert.deepEqual(statuses.slice(0, 30), Array(30).fill(400));
    assert.equal(statuses[30], 429);
    const limited = await postToken(app, '/auth/connect/token', { grant_type: 'refresh_token' }, { remoteAddress });
    assert.equal(limited.json().key, 'TooManyRequests');
    assert.match(limited.json().message, /Çok fazla istek/);
    assert.ok(Number(limited.headers['retry-after']) > 0);
    // Another caller is not affected, and the window passes.
    assert.equal((await refresh('x')).statusCode, 400);
    clock = new Date(START.getTime() + 61_000);
    assert.equal(
      (await postToken(app, '/auth/connect/token', { grant_type: 'refresh_token' }, { remoteAddress })).statusCode,
      400,
    );
  });
});

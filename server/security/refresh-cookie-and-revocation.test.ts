// Only on PostgreSQL: the security suite checks the HTTP edge where production runs; its SQL is the other files', which run on PGlite too.
/**
 * Issue #11, holes 2 and 3 (refresh token): the refresh token lives only in a cookie no script can
 * read (HttpOnly, SameSite=Strict, Path=/auth, Secure on https), the token answers never carry it,
 * the refresh grant takes it from that cookie, and `POST /auth/connect/revocation` (RFC 7009) ends
 * its whole family, so a refresh token captured before "Çıkış" is worthless afterwards.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { issueLoginCode } from '../auth/login-code';
import { postRefresh, postRevocation, postToken, refreshCookieOf, setCookies } from '../auth/test-fixtures';
import { ACCOUNTS, openProfileTestApp, type ProfileTestContext } from '../modules/persons/test-support';
import { assertErrorShape } from './support';

const THIRTY_DAYS = 30 * 86_400;

describe('refresh token cookie and revocation', () => {
  let t: ProfileTestContext;
  let ip = 0;
  // Each call from its own address: the token endpoints' rate limit bites only where a test wants it.
  const nextIp = () => `10.7.0.${++ip}`;

  before(async () => {
    t = await openProfileTestApp();
  });
  after(() => t.close());

  const signIn = async (app: FastifyInstance = t.app, kimlikNo: string = ACCOUNTS.mehmet.kimlikNo) =>
    postToken(
      app,
      '/api/connect/token',
      { grant_type: 'external', provider: 'EDevlet', external_token: await issueLoginCode(app, kimlikNo) },
      { remoteAddress: nextIp() },
    );
  const refresh = (token: string | null) => postRefresh(t.app, token, { remoteAddress: nextIp() });
  const revoke = (fields: Record<string, string>, opts: { cookie?: string; clientSecret?: string } = {}) =>
    postRevocation(t.app, fields, { ...opts, remoteAddress: nextIp() });
  /** A fresh session: its first refresh token. */
  const session = async () => {
    const rt = refreshCookieOf(await signIn());
    assert.ok(rt, 'the sign-in set a refresh cookie');
    return rt;
  };
  const cookieLine = (res: LightMyRequestResponse, prefix: string, path: string) =>
    setCookies(res).find((c) => c.startsWith(prefix) && c.includes(`; Path=${path};`));
  const assertInvalidGrant = (res: LightMyRequestResponse, context: string) => {
    assertErrorShape(res, 400, context);
    assert.equal(res.json().error, 'invalid_grant', context);
  };
  const accountCheck = (accessToken: string) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/v1/CariBilgisi/CariGirisIslemleri',
      headers: { authorization: `Bearer ${accessToken}` },
      payload: { gSM: '+905332345678', IhaleTipiId: 51 },
    });

  it('sets the refresh token only as an HttpOnly, SameSite=Strict cookie of /auth; the body has none', async () => {
    const exchange = await signIn();
    const rotated = await refresh(refreshCookieOf(exchange));
    for (const [name, res] of [
      ['external grant', exchange],
      ['refresh grant', rotated],
    ] as const) {
      assert.equal(res.statusCode, 200, `${name}: ${res.body}`);
      assert.equal(res.headers['cache-control'], 'no-store');
      const body = res.json();
      assert.deepEqual(Object.keys(body).sort(), ['access_token', 'expires_in', 'token_type'], name);
      const rt = refreshCookieOf(res);
      assert.ok(rt && rt.length >= 40, `${name}: a refresh token in the cookie`);
      assert.ok(!res.body.includes(rt), `${name}: the body does not carry the refresh token`);
      assert.equal(
        cookieLine(res, 'esatis_rt=', '/auth'),
        `esatis_rt=${rt}; Path=/auth; Max-Age=${THIRTY_DAYS}; HttpOnly; SameSite=Strict`,
        name,
      );
      // The marker tells the app and middleware that a session exists; it holds no secret.
      assert.match(
        cookieLine(res, 'esatis_session=', '/') ?? '',
        new RegExp(`^esatis_session=[\\w-]{12}; Path=/; Max-Age=${THIRTY_DAYS}; SameSite=Lax$`),
      );
    }
    assert.notEqual(refreshCookieOf(rotated), refreshCookieOf(exchange), 'the refresh token rotates');
    assert.notEqual(
      cookieLine(rotated, 'esatis_session=', '/'),
      cookieLine(exchange, 'esatis_session=', '/'),
      'the marker is new with it, so a page can tell the rotation landed',
    );
  });

  it('marks both cookies Secure when the portal is served over https', async () => {
    const app = await buildApp({
      config: loadConfig({ PUBLIC_ORIGIN: 'https://esatis.example.gov.tr' }),
      db: t.handle.db,
      now: () => t.app.now(),
    });
    try {
      const res = await signIn(app);
      assert.equal(res.statusCode, 200, res.body);
      assert.match(cookieLine(res, 'esatis_rt=', '/auth') ?? '', /; HttpOnly; SameSite=Strict; Secure$/);
      assert.match(cookieLine(res, 'esatis_session=', '/') ?? '', /; SameSite=Lax; Secure$/);
    } finally {
      await app.close();
    }
  });

  it('refreshes from the cookie alone; a refresh_token form field is not read', async () => {
    const rt = await session();
    // A script that somehow learned the token cannot use the body channel: without the cookie the
    // grant fails, and the token it named is not spent by that attempt.
    const viaField = await postToken(
      t.app,
      '/auth/connect/token',
      { grant_type: 'refresh_token', refresh_token: rt },
      { remoteAddress: nextIp() },
    );
    assertInvalidGrant(viaField, 'refresh token in the form, no cookie');
    const res = await refresh(rt);
    assert.equal(res.statusCode, 200, res.body);
    assert.equal((await accountCheck(res.json().access_token)).statusCode, 200);
  });

  it('a refused refresh deletes the refresh cookie and the marker', async () => {
    const res = await refresh('not-a-token-of-ours');
    assertInvalidGrant(res, 'unknown refresh token');
    assert.equal(
      cookieLine(res, 'esatis_rt=', '/auth'),
      'esatis_rt=; Path=/auth; Max-Age=0; HttpOnly; SameSite=Strict',
    );
    assert.equal(cookieLine(res, 'esatis_session=', '/'), 'esatis_session=; Path=/; Max-Age=0; SameSite=Lax');
  });

  it('after revocation every refresh token of the family, captured earlier or current, is refused', async () => {
    const first = await session();
    const second = refreshCookieOf(await refresh(first));
    const current = refreshCookieOf(await refresh(second));
    assert.ok(second && current);
    const otherSession = await session();

    // "Çıkış": the browser sends its cookie, no token field.
    const res = await revoke({ token_type_hint: 'refresh_token' }, { cookie: current });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.body, '');
    assert.equal(res.headers['cache-control'], 'no-store');
    assert.equal(
      cookieLine(res, 'esatis_rt=', '/auth'),
      'esatis_rt=; Path=/auth; Max-Age=0; HttpOnly; SameSite=Strict',
    );
    assert.match(cookieLine(res, 'esatis_session=', '/') ?? '', /^esatis_session=; Path=\/; Max-Age=0;/);

    for (const [name, token] of [
      ['the current refresh token', current],
      ['a rotated-away refresh token captured earlier', second],
      ['the first refresh token', first],
    ] as const) {
      assertInvalidGrant(await refresh(token), name);
    }
    // Another sign-in of the same person is another family: untouched.
    assert.equal((await refresh(otherSession)).statusCode, 200);
  });

  it('revokes by the token field for non-browser clients, whatever the hint, leaving the cookie alone', async () => {
    const first = await session();
    const current = refreshCookieOf(await refresh(first));
    assert.ok(current);
    const mine = await session();
    // An old token of the family, hinted as an access token: the search still finds it.
    const res = await revoke({ token: first, token_type_hint: 'access_token' }, { cookie: mine });
    assert.equal(res.statusCode, 200, res.body);
    assert.deepEqual(setCookies(res), [], 'the caller’s own session cookie is not touched');
    assertInvalidGrant(await refresh(current), 'newest token of the revoked family');
    assert.equal((await refresh(mine)).statusCode, 200);
  });

  it('answers 200 for an unknown or already revoked token and 400 when there is no token at all', async () => {
    assert.equal((await revoke({ token: 'made-up-token' })).statusCode, 200);
    const rt = await session();
    assert.equal((await revoke({ token: rt })).statusCode, 200);
    assert.equal((await revoke({ token: rt })).statusCode, 200, 'already revoked');
    assert.equal((await revoke({}, { cookie: rt })).statusCode, 200, 'already revoked, from the cookie');
    const none = await revoke({});
    assertErrorShape(none, 400, 'no token, no cookie');
    assert.equal(none.json().error, 'invalid_request');
    assert.match(none.json().message, /token alanı zorunludur/);
  });

  it('refuses a wrong client with 401 invalid_client and revokes nothing', async () => {
    const rt = await session();
    const wrongSecret = await revoke({ token: rt }, { clientSecret: 'not-the-secret', cookie: rt });
    assertErrorShape(wrongSecret, 401, 'wrong client secret');
    assert.equal(wrongSecret.json().error, 'invalid_client');
    assert.equal(wrongSecret.headers['cache-control'], 'no-store');
    assert.deepEqual(setCookies(wrongSecret), []);
    const noClient = await t.app.inject({
      method: 'POST',
      url: '/auth/connect/revocation',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: `esatis_rt=${rt}` },
      payload: `token=${rt}`,
      remoteAddress: nextIp(),
    });
    assertErrorShape(noClient, 401, 'no client credentials');
    assert.equal(noClient.json().error, 'invalid_client');
    assert.equal((await refresh(rt)).statusCode, 200, 'the session still works');
  });

  it('counts against the token endpoint’s rate limit', async () => {
    const remoteAddress = '10.7.255.1';
    for (let i = 0; i < 30; i++) {
      assert.equal((await postRevocation(t.app, { token: `guess-${i}` }, { remoteAddress })).statusCode, 200);
    }
    const limited = await postRefresh(t.app, 'x', { remoteAddress });
    assertErrorShape(limited, 429, 'token endpoint after 30 revocations');
    const alsoLimited = await postRevocation(t.app, { token: 'guess' }, { remoteAddress });
    assertErrorShape(alsoLimited, 429, 'revocation over the budget');
    assert.ok(Number(alsoLimited.headers['retry-after']) > 0);
  });
});

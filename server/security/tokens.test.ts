// Only on PostgreSQL: the security suite checks the HTTP edge where production runs; its SQL is the other files', which run on PGlite too.
/**
 * Forged and stale access tokens (issue #7): alg none, a tampered payload, expired, signed with
 * another key or algorithm, wrong issuer or audience, missing claims, garbage. Each is a 401 in
 * the error shape on every kind of API route and is refused at the hub upgrade; a genuine token
 * passes the same calls. Refresh-token reuse ends the whole family.
 */
import assert from 'node:assert/strict';
import { createHmac, randomBytes } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { decodeJwt, SignJWT } from 'jose';
import { authenticateBearer } from '../auth/bearer-hook';
import { issueLoginCode } from '../auth/login-code';
import { postRefresh, postToken, refreshCookieOf } from '../auth/test-fixtures';
import { tokenSigningKey } from '../auth/signing-key';
import { ACCESS_TOKEN_AUDIENCE, issueAccessToken } from '../auth/tokens';
import { createPortalHub } from '../hub/portal-hub';
import { type ListeningHub, listenHub, RawClient } from '../hub/test-support';
import {
  ACCOUNTS,
  odataUrl,
  openProfileTestApp,
  TEST_NOW,
  type ProfileTestContext,
} from '../modules/persons/test-support';
import { assertErrorShape } from './support';

const b64 = (v: object | string) => Buffer.from(typeof v === 'string' ? v : JSON.stringify(v)).toString('base64url');
const hs256 = (input: string, key: Uint8Array | Buffer) => createHmac('sha256', key).update(input).digest('base64url');

/** Scoped routes of every kind: v1 GET and PUT, a scoped OData set, the account check, userinfo. */
const PROBES = [
  { method: 'GET', url: `/api/v1/Finans/Ozet?cariId=${ACCOUNTS.ayse.person}` },
  { method: 'PUT', url: '/api/v1/CariBilgisi/CariGirisIslemleri', payload: { IhaleTipiId: 51 } },
  { method: 'GET', url: odataUrl('IletisimCariOData', { $top: '1' }) },
  { method: 'GET', url: '/api/v1/Mersis/CariOrtakBilgisi' },
  // A public set: a bad token is still refused rather than served anonymously.
  { method: 'GET', url: odataUrl('HerkeseAcikIhaleAnaSayfaOData', { $top: '1', $select: 'Id' }) },
  { method: 'GET', url: '/auth/connect/userinfo' },
] as const;

describe('forged, stale and reused tokens', () => {
  let t: ProfileTestContext;
  let srv: ListeningHub;
  let genuine: string;
  const forged: Record<string, string> = {};

  before(async () => {
    t = await openProfileTestApp();
    const app = t.app;
    const key = tokenSigningKey(app.config, t.handle.db);
    const iat = Math.floor(TEST_NOW.getTime() / 1000);
    const claims = {
      iss: app.config.publicOrigin,
      aud: ACCESS_TOKEN_AUDIENCE,
      sub: ACCOUNTS.ayse.kimlikNo,
      iat,
      exp: iat + 900,
    };
    const sign = (c: Record<string, unknown>, k: Uint8Array = key, alg = 'HS256') =>
      new SignJWT(c).setProtectedHeader({ alg, typ: 'JWT' }).sign(k);

    genuine = await issueAccessToken(app, ACCOUNTS.ayse.kimlikNo);
    const [h, p, s] = genuine.split('.');
    const payload = decodeJwt(genuine);

    forged['alg none'] = `${b64({ alg: 'none', typ: 'JWT' })}.${p}.`;
    forged['alg None, signature kept'] = `${b64({ alg: 'None', typ: 'JWT' })}.${p}.${s}`;
    // Another person's TC kimlik no with the old signature, and the same with the signature re-made
    // by someone who guessed nothing: both must fail.
    forged['tampered subject'] = `${h}.${b64({ ...payload, sub: ACCOUNTS.mehmet.kimlikNo })}.${s}`;
    forged['tampered expiry'] = `${h}.${b64({ ...payload, exp: iat + 10 * 365 * 86400 })}.${s}`;
    forged['extra claim cariIds'] = `${h}.${b64({ ...payload, cariIds: [7, 8, 9] })}.${s}`;
    forged['expired token'] = await sign({ ...claims, iat: iat - 3600, exp: iat - 60 });
    forged['not yet valid'] = await sign({ ...claims, nbf: iat + 3600 });
    forged['another key'] = await sign(claims, randomBytes(32));
    forged['HS512 with the right key'] = await sign(claims, key, 'HS512');
    forged['public key as HMAC secret (alg confusion)'] =
      `${b64({ alg: 'HS256', typ: 'JWT', jwk: { kty: 'oct', k: 'AAAA' } })}.${b64(claims)}.${hs256(
        `${b64({ alg: 'HS256', typ: 'JWT', jwk: { kty: 'oct', k: 'AAAA' } })}.${b64(claims)}`,
        Buffer.from('AAAA', 'base64url'),
      )}`;
    forged['wrong issuer'] = await sign({ ...claims, iss: 'https://evil.example' });
    forged['wrong audience'] = await sign({ ...claims, aud: 'another-api' });
    forged['no expiry'] = await sign({ iss: claims.iss, aud: claims.aud, sub: claims.sub, iat });
    forged['subject not a kimlik no'] = await sign({ ...claims, sub: "1' or '1'='1" });
    forged['plain garbage'] = 'not-a-token';
    forged['three dots of garbage'] = 'a.b.c';
    forged['huge token'] = `${h}.${'A'.repeat(9000)}.${s}`;

    const hub = createPortalHub({
      db: t.handle.db,
      now: () => TEST_NOW,
      authenticate: ({ token }) => authenticateBearer(app, token),
      log: { warn() {}, error() {} },
    });
    srv = await listenHub(hub);
  });
  /** A genuine token as issued at `at` (the app's own clock stays fixed). */
  const signFresh = async (at: Date) => {
    const app = t.app;
    const iat = Math.floor(at.getTime() / 1000);
    // The genuine token's session: a token of a session that exists (tokens.ts AccessTokenSession).
    return new SignJWT({ sid: decodeJwt(genuine).sid })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer(app.config.publicOrigin)
      .setAudience(ACCESS_TOKEN_AUDIENCE)
      .setSubject(ACCOUNTS.ayse.kimlikNo)
      .setIssuedAt(iat)
      .setExpirationTime(iat + 900)
      .sign(tokenSigningKey(app.config, t.handle.db));
  };

  after(async () => {
    await srv?.close();
    await t?.close();
  });

  it('a genuine token passes every probe (so the refusals below mean something)', async () => {
    for (const probe of PROBES) {
      const res = await t.app.inject({ ...probe, headers: { authorization: `Bearer ${genuine}` } });
      assert.equal(res.statusCode, 200, `${probe.method} ${probe.url}: ${res.body.slice(0, 200)}`);
    }
    const raw = await RawClient.open(srv.url, genuine);
    raw.close();
  });

  it('every forged or stale token is a 401 in the error shape on every probe', async () => {
    for (const [name, token] of Object.entries(forged)) {
      for (const probe of PROBES) {
        const res = await t.app.inject({ ...probe, headers: { authorization: `Bearer ${token}` } });
        assertErrorShape(res, 401, `${name} on ${probe.method} ${probe.url}`);
        assert.match(res.headers['www-authenticate'] as string, /^Bearer/);
      }
    }
  });

  it('every forged or stale token is refused at the hub upgrade with 401', async () => {
    for (const [name, token] of Object.entries(forged)) {
      await assert.rejects(RawClient.open(srv.url, token), { status: 401 }, name);
    }
  });

  it('a hub connection does not outlive its token: it is closed with allowReconnect once the token expires', async () => {
    let clock = TEST_NOW;
    const hub = createPortalHub({
      db: t.handle.db,
      now: () => clock,
      authenticate: ({ token }) => authenticateBearer(t.app, token),
      log: { warn() {}, error() {} },
    });
    const own = await listenHub(hub);
    try {
      const c = await RawClient.open(own.url, genuine);
      await c.handshake();
      c.send('{"type":1,"invocationId":"1","target":"AddToGroup","arguments":[1]}\x1e');
      await c.waitFor(() => c.ofType(3).length === 1);
      assert.equal(c.closed, false, 'open while the token is valid');
      clock = new Date(decodeJwt(genuine).exp! * 1000 + 1000);
      await c.waitFor(() => c.closed);
      const close = c.ofType(7)[0];
      assert.equal(close?.allowReconnect, true, 'the client is told to come back with a fresh token');
      // With a token valid at that time, the client connects again.
      const fresh = await signFresh(clock);
      const again = await RawClient.open(own.url, fresh);
      await again.handshake();
      again.close();
    } finally {
      await own.close();
    }
  });

  it('a malformed Authorization header is a 401, another scheme leaves the caller anonymous', async () => {
    for (const header of ['Bearer', 'Bearer ', 'Bearer a b', 'bearer\t']) {
      const res = await t.app.inject({ method: 'GET', url: PROBES[0].url, headers: { authorization: header } });
      assertErrorShape(res, 401, JSON.stringify(header));
    }
    const basic = await t.app.inject({ method: 'GET', url: PROBES[0].url, headers: { authorization: 'Basic YTpi' } });
    assertErrorShape(basic, 401, 'Basic on a scoped route: sign-in required');
  });

  it('a reused refresh token revokes its family: the newest refresh token stops working too', async () => {
    const exchange = async () => {
      const code = await issueLoginCode(t.app, ACCOUNTS.mehmet.kimlikNo);
      return postToken(t.app, '/api/connect/token', {
        grant_type: 'external',
        provider: 'EDevlet',
        external_token: code,
      });
    };
    const refresh = (rt: string | null, ip: string) => postRefresh(t.app, rt, { remoteAddress: ip });

    const first = refreshCookieOf(await exchange());
    const second = await refresh(first, '10.1.0.1');
    assert.equal(second.statusCode, 200, second.body);
    const newest = refreshCookieOf(second);
    assert.ok(first && newest, 'refresh tokens come in their cookie');

    // The stolen copy of the spent token comes back from elsewhere.
    const reuse = await refresh(first, '10.1.0.2');
    assertErrorShape(reuse, 400, 'reused refresh token');
    assert.equal(reuse.json().error, 'invalid_grant');

    const legit = await refresh(newest, '10.1.0.1');
    assertErrorShape(legit, 400, 'newest token of a revoked family');
    assert.equal(legit.json().error, 'invalid_grant');

    // Another session of the same person (another family) is untouched.
    const other = refreshCookieOf(await exchange());
    assert.equal((await refresh(other, '10.1.0.3')).statusCode, 200);
  });

  it('a refresh token is not an access token and an access token is not a refresh token', async () => {
    const code = await issueLoginCode(t.app, ACCOUNTS.ayse.kimlikNo);
    const res = await postToken(t.app, '/api/connect/token', {
      grant_type: 'external',
      provider: 'EDevlet',
      external_token: code,
    });
    const asBearer = await t.app.inject({ ...PROBES[0], headers: { authorization: `Bearer ${refreshCookieOf(res)}` } });
    assertErrorShape(asBearer, 401, 'refresh token as Bearer');
    const asRefresh = await postRefresh(t.app, res.json().access_token);
    assertErrorShape(asRefresh, 400, 'access token as refresh token');
  });
});

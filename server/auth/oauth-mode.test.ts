import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import type { DbHandle } from '../db/client';
import { edevletVatandas } from '../db/schema';
import { openTestDatabase } from '../db/test-db';
import { postToken, prepareAuthTestData } from './test-fixtures';

const NOW = new Date('2026-11-21T09:00:00Z');
const ORIGIN = 'http://localhost:3000';
const PROVIDER_CLIENT = { id: 'portal-at-edevlet', secret: 'provider-secret-123' };
/** A citizen the portal has never seen, so the login proves the upsert too. */
const NEW_CITIZEN = {
  sub: '10000000832',
  given_name: 'Elif',
  family_name: 'Koç',
  email: 'elif.koc@example.com.tr',
  phone_number: '+90 532 765 43 21',
};

/**
 * A tiny OAuth2 provider: /authorize sends the browser straight back with a code and its issuer
 * (RFC 9207), requiring a PKCE S256 challenge; /token checks client_secret_post, the code and the
 * PKCE verifier; /userinfo checks the Bearer. (server/security/oidc-provider-login.test.ts runs the
 * same flow against a certified provider implementation.)
 */
function startProvider() {
  const codes = new Map<string, string>();
  const challenges = new Map<string, string>();
  let issuer = '';
  const calls: string[] = [];
  let nextCode = 0;
  let down = false;
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    calls.push(url.pathname);
    if (down) {
      res.writeHead(503).end('down');
      return;
    }
    if (url.pathname === '/authorize') {
      const redirect = new URL(url.searchParams.get('redirect_uri') as string);
      redirect.searchParams.set('state', url.searchParams.get('state') as string);
      redirect.searchParams.set('iss', issuer);
      const challenge = url.searchParams.get('code_challenge');
      if (!challenge || url.searchParams.get('code_challenge_method') !== 'S256') {
        redirect.searchParams.set('error', 'invalid_request');
        redirect.searchParams.set('error_description', 'PKCE is required <script>alert(1)</script>');
        res.writeHead(302, { location: redirect.toString() }).end();
        return;
      }
      const code = `code-${++nextCode}`;
      codes.set(code, url.searchParams.get('redirect_uri') as string);
      challenges.set(code, challenge);
      redirect.searchParams.set('code', code);
      res.writeHead(302, { location: redirect.toString() }).end();
      return;
    }
    if (url.pathname === '/token' && req.method === 'POST') {
      let raw = '';
      req.on('data', (c) => {
        raw += c;
      });
      req.on('end', () => {
        const form = new URLSearchParams(raw);
        const code = form.get('code') ?? '';
        const verifier = form.get('code_verifier') ?? '';
        const ok =
          form.get('grant_type') === 'authorization_code' &&
          form.get('client_id') === PROVIDER_CLIENT.id &&
          form.get('client_secret') === PROVIDER_CLIENT.secret &&
          codes.get(code) === form.get('redirect_uri') &&
          createHash('sha256').update(verifier).digest('base64url') === challenges.get(code);
        codes.delete(code);
        challenges.delete(code);
        res.writeHead(ok ? 200 : 400, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify(ok ? { access_token: 'provider-at', token_type: 'Bearer' } : { error: 'invalid_grant' }),
        );
      });
      return;
    }
    if (url.pathname === '/userinfo') {
      const ok = req.headers.authorization === 'Bearer provider-at';
      res.writeHead(ok ? 200 : 401, { 'content-type': 'application/json' });
      res.end(JSON.stringify(ok ? NEW_CITIZEN : { error: 'invalid_token' }));
      return;
    }
    res.writeHead(404).end();
  });
  return { server, calls, setDown: (v: boolean) => (down = v), setIssuer: (v: string) => (issuer = v) };
}

describe('external login against an OAuth2 provider (oauth mode)', () => {
  let handle: DbHandle;
  let app: FastifyInstance;
  let provider: ReturnType<typeof startProvider>;
  let base: string;

  before(async () => {
    provider = startProvider();
    await new Promise<void>((r) => provider.server.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(provider.server.address() as AddressInfo).port}`;
    provider.setIssuer(base);
    handle = await openTestDatabase();
    await prepareAuthTestData(handle.db, NOW);
    const config = loadConfig({
      EDEVLET_MODE: 'oauth',
      EDEVLET_AUTHORIZE_URL: `${base}/authorize`,
      EDEVLET_TOKEN_URL: `${base}/token`,
      EDEVLET_USERINFO_URL: `${base}/userinfo`,
      EDEVLET_CLIENT_ID: PROVIDER_CLIENT.id,
      EDEVLET_CLIENT_SECRET: PROVIDER_CLIENT.secret,
    });
    app = await buildApp({ config, db: handle.db, now: () => NOW });
  });
  after(async () => {
    await app.close();
    await handle.close();
    await new Promise((r) => provider.server.close(r));
  });

  const cookieOf = (res: LightMyRequestResponse) => String(res.headers['set-cookie']).split(';')[0];

  /** external-login → provider /authorize (real HTTP) → the callback URL the provider sends back to. */
  async function startLogin() {
    const json = JSON.stringify({ Provider: 'EDevlet', ReturnUrl: `${ORIGIN}/callback` });
    const start = await app.inject({
      method: 'GET',
      url: `/auth/Account/external-login?json=${encodeURIComponent(json)}`,
    });
    assert.equal(start.statusCode, 302);
    const authorize = new URL(start.headers.location as string);
    assert.equal(`${authorize.origin}${authorize.pathname}`, `${base}/authorize`);
    assert.equal(authorize.searchParams.get('response_type'), 'code');
    assert.equal(authorize.searchParams.get('client_id'), PROVIDER_CLIENT.id);
    assert.equal(authorize.searchParams.get('redirect_uri'), `${ORIGIN}/auth/Account/external-callback`);
    assert.ok(authorize.searchParams.get('scope'));
    assert.equal(authorize.searchParams.get('code_challenge_method'), 'S256');
    assert.match(authorize.searchParams.get('code_challenge') ?? '', /^[\w-]{43}$/);
    const cookie = cookieOf(start);
    assert.match(String(start.headers['set-cookie']), /HttpOnly; SameSite=Lax/);
    const back = await fetch(authorize, { redirect: 'manual' });
    assert.equal(back.status, 302);
    const callback = new URL(back.headers.get('location') as string);
    assert.equal(`${callback.origin}${callback.pathname}`, `${ORIGIN}/auth/Account/external-callback`);
    return { callback, cookie };
  }

  it('ends at ReturnUrl with an access_token that exchanges for portal tokens', async () => {
    const { callback, cookie } = await startLogin();
    const done = await app.inject({
      method: 'GET',
      url: `${callback.pathname}${callback.search}`,
      headers: { cookie },
    });
    assert.equal(done.statusCode, 302);
    const ret = new URL(done.headers.location as string);
    assert.equal(`${ret.origin}${ret.pathname}`, `${ORIGIN}/callback`);
    const code = ret.searchParams.get('access_token') as string;
    assert.ok(code);

    const tokens = await postToken(app, '/api/connect/token', {
      grant_type: 'external',
      external_token: code,
      provider: 'EDevlet',
    });
    assert.equal(tokens.statusCode, 200);
    const info = await app.inject({
      method: 'GET',
      url: '/auth/connect/userinfo',
      headers: { authorization: `Bearer ${tokens.json().access_token}` },
    });
    assert.deepEqual(info.json(), {
      sub: NEW_CITIZEN.sub,
      email: NEW_CITIZEN.email,
      phone_number: '5327654321',
      NameSurname: 'Elif Koç',
      preferred_username: NEW_CITIZEN.sub,
      name: NEW_CITIZEN.sub,
    });
    const stored = await handle.db.select().from(edevletVatandas).where(eq(edevletVatandas.kimlikNo, NEW_CITIZEN.sub));
    assert.equal(stored.length, 1);
    // The provider's code is spent; the dev stand-in page does not exist in this mode.
    assert.equal((await app.inject({ method: 'GET', url: '/auth/edevlet?state=x' })).statusCode, 404);
  });

  it('refuses a callback from a browser that did not start the login', async () => {
    const { callback } = await startLogin();
    const res = await app.inject({ method: 'GET', url: `${callback.pathname}${callback.search}` });
    assert.equal(res.statusCode, 400);
    assert.equal(res.headers.location, undefined);
    const other = await startLogin();
    const mixed = await app.inject({
      method: 'GET',
      url: `${callback.pathname}${callback.search}`,
      headers: { cookie: other.cookie },
    });
    assert.equal(mixed.statusCode, 400);
  });

  it('shows a page, not a redirect, when the user cancels at the provider', async () => {
    const { callback, cookie } = await startLogin();
    callback.searchParams.delete('code');
    callback.searchParams.set('error', 'access_denied');
    const res = await app.inject({
      method: 'GET',
      url: `${callback.pathname}${callback.search}`,
      headers: { cookie, accept: 'text/html' },
    });
    assert.equal(res.statusCode, 400);
    assert.match(res.body, /e-Devlet girişi tamamlanmadı/);
    assert.doesNotMatch(res.body, /Test ortamı/);
  });

  it('answers 502 with a Turkish message when the provider fails', async () => {
    const { callback, cookie } = await startLogin();
    provider.setDown(true);
    try {
      const res = await app.inject({
        method: 'GET',
        url: `${callback.pathname}${callback.search}`,
        headers: { cookie },
      });
      assert.equal(res.statusCode, 502);
      assert.match(String(res.headers['content-type']), /text\/html/);
      assert.match(res.body, /e-Devlet hizmetine şu anda ulaşılamıyor/);
    } finally {
      provider.setDown(false);
    }
  });

  it('refuses an authorization response from another issuer (RFC 9207 mix-up)', async () => {
    const { callback, cookie } = await startLogin();
    callback.searchParams.set('iss', 'https://evil.example');
    const res = await app.inject({ method: 'GET', url: `${callback.pathname}${callback.search}`, headers: { cookie } });
    assert.equal(res.statusCode, 400);
    assert.equal(res.headers.location, undefined);
    assert.match(res.body, /Giriş yapılamadı/);
  });

  it('a state is used once: the same callback a second time is refused', async () => {
    const { callback, cookie } = await startLogin();
    const first = await app.inject({
      method: 'GET',
      url: `${callback.pathname}${callback.search}`,
      headers: { cookie },
    });
    assert.equal(first.statusCode, 302);
    assert.match(String(first.headers['set-cookie']), /Max-Age=0/);
    const again = await app.inject({ method: 'GET', url: `${callback.pathname}${callback.search}` });
    assert.equal(again.statusCode, 400);
  });

  it('a failed sign-in is a Turkish page with ways back, echoing nothing it was sent, whatever Accept says', async () => {
    const { callback, cookie } = await startLogin();
    callback.searchParams.delete('code');
    callback.searchParams.set('error', 'server_error');
    callback.searchParams.set('error_description', '<script>alert(1)</script>');
    for (const accept of ['application/json', '*/*', 'text/html']) {
      const res = await app.inject({
        method: 'GET',
        url: `${callback.pathname}${callback.search}`,
        headers: { cookie, accept },
      });
      assert.equal(res.statusCode, 400, accept);
      assert.match(String(res.headers['content-type']), /text\/html/, accept);
      assert.equal(res.headers['cache-control'], 'no-store');
      assert.match(res.body, /<h1>Giriş yapılamadı<\/h1>/);
      assert.match(res.body, /href="http:\/\/localhost:3000\/">Ana sayfaya dön</);
      assert.match(res.body, /Tekrar dene/);
      assert.doesNotMatch(res.body, /alert\(1\)|server_error/);
    }
  });

  it('an unknown state is the same page', async () => {
    const res = await app.inject({ method: 'GET', url: '/auth/Account/external-callback?state=nonsense&code=x' });
    assert.equal(res.statusCode, 400);
    assert.match(res.body, /Giriş yapılamadı/);
    assert.doesNotMatch(res.body, /nonsense/);
  });
});

// Only on PostgreSQL: the security suite checks the HTTP edge where production runs; its SQL is the other files', which run on PGlite too.
/**
 * Issue #11, hole 9: sign-in in oauth mode against a certified OpenID provider implementation
 * (node-oidc-provider, run in-process on a loopback port) that requires PKCE of every client, as
 * the OAuth 2.0 Security BCP (RFC 9700) asks, and sends `iss` in its authorization responses
 * (RFC 9207). The whole browser round trip is driven over HTTP with a cookie jar: the portal's
 * external login, the provider's login and consent interactions, the portal's callback, and the
 * exchange of the single-use code for portal tokens.
 */
import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import Provider from 'oidc-provider';
import { buildApp } from '../app';
import { postToken, prepareAuthTestData } from '../auth/test-fixtures';
import { loadConfig } from '../config';
import type { DbHandle } from '../db/client';
import { openTestDatabase } from '../db/test-db';

const NOW = new Date('2026-11-21T09:00:00Z');
const ORIGIN = 'http://localhost:3000';
const CLIENT = { id: 'esatis-portal', secret: 'a-provider-secret-of-the-portal-0123456789' };
const CITIZEN = {
  sub: '10000000832',
  given_name: 'Elif',
  family_name: 'Koç',
  email: 'elif.koc@example.com.tr',
  phone_number: '+90 532 765 43 21',
};

/** Cookies per name, sent to the provider on every request (the test is its only user). */
class CookieJar {
  private cookies = new Map<string, string>();
  take(res: Response): void {
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair.indexOf('=');
      this.cookies.set(pair.slice(0, eq).trim(), pair.slice(eq + 1).trim());
    }
  }
  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
}

describe('oauth mode against node-oidc-provider (PKCE required)', () => {
  let server: http.Server;
  let issuer: string;
  let handle: DbHandle;
  let app: FastifyInstance;

  before(async () => {
    server = http.createServer();
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const provider = new Provider(issuer, {
      clients: [
        {
          client_id: CLIENT.id,
          client_secret: CLIENT.secret,
          redirect_uris: [`${ORIGIN}/auth/Account/external-callback`],
          grant_types: ['authorization_code'],
          response_types: ['code'],
          token_endpoint_auth_method: 'client_secret_post',
        },
      ],
      pkce: { required: () => true },
      claims: {
        openid: ['sub'],
        profile: ['given_name', 'family_name'],
        email: ['email'],
        phone: ['phone_number'],
      },
      findAccount: async (_ctx, sub) =>
        sub === CITIZEN.sub ? { accountId: sub, claims: async () => ({ ...CITIZEN }) } : undefined,
      cookies: { keys: ['a-cookie-key-for-the-test-provider'] },
      features: { devInteractions: { enabled: true } },
    });
    server.on('request', provider.callback());

    handle = await openTestDatabase();
    await prepareAuthTestData(handle.db, NOW);
    app = await buildApp({
      config: loadConfig({
        PUBLIC_ORIGIN: ORIGIN,
        EDEVLET_MODE: 'oauth',
        EDEVLET_AUTHORIZE_URL: `${issuer}/auth`,
        EDEVLET_TOKEN_URL: `${issuer}/token`,
        EDEVLET_USERINFO_URL: `${issuer}/me`,
        EDEVLET_CLIENT_ID: CLIENT.id,
        EDEVLET_CLIENT_SECRET: CLIENT.secret,
        EDEVLET_ISSUER: issuer,
      }),
      db: handle.db,
      now: () => NOW,
    });
  });
  after(async () => {
    await app?.close();
    await handle?.close();
    server?.closeAllConnections();
    await new Promise((r) => server?.close(r));
  });

  /** Follows the provider's redirects and interactions until it sends the browser back to the portal. */
  async function throughProvider(authorizeUrl: string): Promise<URL> {
    const jar = new CookieJar();
    let url = authorizeUrl;
    let body: URLSearchParams | undefined;
    for (let step = 0; step < 12; step++) {
      const res = await fetch(url, {
        method: body ? 'POST' : 'GET',
        redirect: 'manual',
        headers: {
          cookie: jar.header(),
          ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
        },
        body: body?.toString(),
      });
      jar.take(res);
      body = undefined;
      const location = res.headers.get('location');
      if (location) {
        const next = new URL(location, url);
        if (next.origin === ORIGIN) return next;
        url = next.toString();
        continue;
      }
      const html = await res.text();
      assert.equal(res.status, 200, `provider page ${url}: ${html.slice(0, 300)}`);
      // The provider's own login and consent pages (devInteractions): submit them as a person would.
      const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
      assert.ok(action, `no form on ${url}`);
      url = new URL(action, url).toString();
      body = /name="login"/.test(html)
        ? new URLSearchParams({ prompt: 'login', login: CITIZEN.sub, password: 'x' })
        : new URLSearchParams({ prompt: 'consent' });
    }
    throw new Error('the provider never sent the browser back');
  }

  async function startLogin() {
    const json = JSON.stringify({ Provider: 'EDevlet', ReturnUrl: `${ORIGIN}/callback` });
    const start = await app.inject({
      method: 'GET',
      url: `/auth/Account/external-login?json=${encodeURIComponent(json)}`,
    });
    assert.equal(start.statusCode, 302);
    const cookie = String(start.headers['set-cookie']).split(';')[0];
    return { authorize: start.headers.location as string, cookie };
  }

  it('signs a citizen in: the provider accepts the PKCE request and the code exchanges for portal tokens', async () => {
    const { authorize, cookie } = await startLogin();
    const callback = await throughProvider(authorize);
    assert.equal(callback.pathname, '/auth/Account/external-callback');
    assert.equal(callback.searchParams.get('iss'), issuer, 'the provider names itself (RFC 9207)');
    assert.ok(callback.searchParams.get('code'), `the provider refused: ${callback.search}`);

    const done = await app.inject({
      method: 'GET',
      url: `${callback.pathname}${callback.search}`,
      headers: { cookie },
    });
    assert.equal(done.statusCode, 302, done.body.slice(0, 300));
    const back = new URL(done.headers.location as string);
    assert.equal(`${back.origin}${back.pathname}`, `${ORIGIN}/callback`);
    const tokens = await postToken(app, '/api/connect/token', {
      grant_type: 'external',
      external_token: back.searchParams.get('access_token') as string,
      provider: 'EDevlet',
    });
    assert.equal(tokens.statusCode, 200);
    const info = await app.inject({
      method: 'GET',
      url: '/auth/connect/userinfo',
      headers: { authorization: `Bearer ${tokens.json().access_token}` },
    });
    assert.equal(info.json().sub, CITIZEN.sub);
    assert.equal(info.json().NameSurname, 'Elif Koç');
  });

  it('a callback whose iss names another issuer is refused with the Turkish page', async () => {
    const { authorize, cookie } = await startLogin();
    const callback = await throughProvider(authorize);
    callback.searchParams.set('iss', 'http://127.0.0.1:1');
    const res = await app.inject({ method: 'GET', url: `${callback.pathname}${callback.search}`, headers: { cookie } });
    assert.equal(res.statusCode, 400);
    assert.match(res.body, /Giriş yapılamadı/);
  });

  it('a callback carried into another browser (another login’s cookie and PKCE verifier) is refused', async () => {
    const first = await startLogin();
    const second = await startLogin();
    const callback = await throughProvider(first.authorize);
    // The second login's cookie carries another nonce and verifier: the state check refuses it.
    const res = await app.inject({
      method: 'GET',
      url: `${callback.pathname}${callback.search}`,
      headers: { cookie: second.cookie },
    });
    assert.equal(res.statusCode, 400);
    assert.equal(res.headers.location, undefined);
  });

  it('a callback without iss is refused, since the provider announces that it sends it (RFC 9207 §2.4)', async () => {
    const meta = await (await fetch(`${issuer}/.well-known/openid-configuration`)).json();
    assert.equal(meta.authorization_response_iss_parameter_supported, true);
    const { authorize, cookie } = await startLogin();
    const callback = await throughProvider(authorize);
    callback.searchParams.delete('iss');
    const res = await app.inject({ method: 'GET', url: `${callback.pathname}${callback.search}`, headers: { cookie } });
    assert.equal(res.statusCode, 400);
    assert.match(res.body, /Giriş yapılamadı/);
    assert.equal(res.headers.location, undefined, 'no code was redeemed');
  });

  it('a code the provider refuses (invalid_grant) is a 400 page saying the sign-in did not complete, with a way to try again', async () => {
    const first = await startLogin();
    const callback = await throughProvider(first.authorize);
    const code = callback.searchParams.get('code') as string;
    const used = await app.inject({
      method: 'GET',
      url: `${callback.pathname}${callback.search}`,
      headers: { cookie: first.cookie },
    });
    assert.equal(used.statusCode, 302, 'the first use signs in');
    // The same code again, carried by a fresh login of this browser: the provider says invalid_grant.
    const second = await startLogin();
    const state = new URL(second.authorize).searchParams.get('state') as string;
    const again = new URLSearchParams({ code, state, iss: issuer });
    const res = await app.inject({
      method: 'GET',
      url: `/auth/Account/external-callback?${again}`,
      headers: { cookie: second.cookie, accept: 'text/html' },
    });
    assert.equal(res.statusCode, 400);
    assert.match(res.body, /e-Devlet ile giriş tamamlanamadı/);
    assert.doesNotMatch(res.body, /ulaşılamıyor/);
    assert.match(res.body, /Tekrar dene/);
  });
});

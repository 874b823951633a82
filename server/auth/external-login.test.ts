import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import type { DbHandle } from '../db/client';
import { edevletVatandas } from '../db/schema';
import { openTestDatabase } from '../db/test-db';
import { CITIZEN, postToken, prepareAuthTestData } from './test-fixtures';
import { issueAccessToken } from './tokens';

const NOW = new Date('2026-11-21T09:00:00Z');
const ORIGIN = 'http://localhost:3000';
const loginUrl = (returnUrl: unknown, provider = 'EDevlet') =>
  `/auth/Account/external-login?json=${encodeURIComponent(JSON.stringify({ Provider: provider, ReturnUrl: returnUrl }))}`;

describe('external login with the e-Devlet stand-in (dev mode)', () => {
  let handle: DbHandle;
  let app: FastifyInstance;
  let clock = NOW;

  before(async () => {
    handle = await openTestDatabase();
    await prepareAuthTestData(handle.db, NOW);
    app = await buildApp({ config: loadConfig({}), db: handle.db, now: () => clock });
  });
  after(async () => {
    await app.close();
    await handle.close();
  });

  /** external-login → the stand-in page: answers the page and its state. */
  async function openStandIn(returnUrl = `${ORIGIN}/callback`) {
    const start = await app.inject({ method: 'GET', url: loginUrl(returnUrl) });
    assert.equal(start.statusCode, 302);
    const location = new URL(start.headers.location as string);
    assert.equal(`${location.origin}${location.pathname}`, `${ORIGIN}/auth/edevlet`);
    const page = await app.inject({ method: 'GET', url: `${location.pathname}${location.search}` });
    const state = location.searchParams.get('state') as string;
    return { page, state };
  }

  const choose = (state: string, kimlikNo: string) =>
    app.inject({
      method: 'POST',
      url: '/auth/edevlet',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
      payload: new URLSearchParams({ state, kimlikNo }).toString(),
    });

  it('runs the whole chain: page, choice, ReturnUrl with a code that exchanges once', async () => {
    const { page, state } = await openStandIn();
    assert.equal(page.statusCode, 200);
    assert.match(page.headers['content-type'] as string, /text\/html/);
    const html = page.body;
    assert.match(html, /<title>e-Devlet Giriş \(Test\)<\/title>/);
    assert.match(html, /Test ortamı: gerçek e-Devlet yerine geçen deneme sayfası/);
    assert.match(html, /<html lang="tr">/);
    // The tab shows the portal's icon: without it a browser asks for /favicon.ico, which is missing.
    assert.match(html, /<link rel="icon" href="\/logos\/favicon.svg" type="image\/svg\+xml">/);
    // Every citizen is a submit button with full name and TC kimlik no.
    for (const [name, kimlik] of [
      ['Ayşe Yılmaz', CITIZEN.ayseYilmaz],
      ['Mustafa Can Öztürk', CITIZEN.mustafaCanOzturk],
      ['Fatma Şahin', CITIZEN.fatmaSahin],
    ]) {
      assert.match(
        html,
        new RegExp(
          `<button type="submit" class="citizen" name="kimlikNo" value="${kimlik}">\\s*<span class="name">${name}</span>\\s*<span class="meta">T.C. Kimlik No: ${kimlik}</span>`,
        ),
      );
    }
    assert.match(html, /<form method="post" action="\/auth\/edevlet">/);

    const chosen = await choose(state, CITIZEN.ayseYilmaz);
    assert.equal(chosen.statusCode, 302);
    const back = new URL(chosen.headers.location as string);
    assert.equal(`${back.origin}${back.pathname}`, `${ORIGIN}/callback`);
    const code = back.searchParams.get('access_token') as string;
    assert.ok(code.length >= 40);

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
    assert.equal(info.json().NameSurname, 'Ayşe Yılmaz');
    const again = await postToken(app, '/api/connect/token', {
      grant_type: 'external',
      external_token: code,
      provider: 'EDevlet',
    });
    assert.equal(again.json().error, 'invalid_grant');
  });

  it('keeps the query of the ReturnUrl and drops its fragment', async () => {
    const { state } = await openStandIn(`${ORIGIN}/callback?from=%2Fihaleler%2F5#top`);
    const back = new URL((await choose(state, CITIZEN.mehmetKaya)).headers.location as string);
    assert.equal(back.searchParams.get('from'), '/ihaleler/5');
    assert.ok(back.searchParams.get('access_token'));
    assert.equal(back.hash, '');
  });

  it('sends the strict headers of auth pages', async () => {
    const { page } = await openStandIn();
    assert.equal(page.headers['referrer-policy'], 'no-referrer');
    assert.equal(page.headers['x-content-type-options'], 'nosniff');
    assert.equal(page.headers['cache-control'], 'no-store');
    const csp = page.headers['content-security-policy'] as string;
    for (const part of [
      "default-src 'self'",
      "object-src 'none'",
      "base-uri 'none'",
      "frame-ancestors 'none'",
      "style-src 'self' 'unsafe-inline'",
    ]) {
      assert.ok(csp.includes(part), `CSP lacks ${part}`);
    }
    assert.doesNotMatch(page.body, /<script/i);
  });

  it('escapes names, since names are data', async () => {
    await handle.db.insert(edevletVatandas).values({
      kimlikNo: '10000000760',
      adi: '<img src=x onerror="alert(1)">',
      soyadi: "O'Brien & <b>Sons</b>",
      eposta: 'x@example.com',
      gsm: null,
    });
    const { page } = await openStandIn();
    assert.ok(!page.body.includes('<img src=x'));
    assert.ok(!page.body.includes('<b>Sons</b>'));
    assert.ok(
      page.body.includes('&lt;img src=x onerror=&quot;alert(1)&quot;&gt; O&#39;Brien &amp; &lt;b&gt;Sons&lt;/b&gt;'),
    );
  });

  describe('refuses to redirect anywhere but the portal', () => {
    const attempts = [
      'https://evil.example/callback',
      '//evil.example/callback',
      '//evil.example',
      'https://localhost:3000.evil.example/callback',
      'http://localhost:3000.evil.example/callback',
      'http://localhost:3000@evil.example/callback',
      'http://user:pw@localhost:3000/callback',
      'javascript:alert(document.cookie)',
      'JaVaScRiPt:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      '/\\evil.example',
      'http:\\\\evil.example',
      'http://localhost:3000\\@evil.example',
      '/callback',
      'http://localhost:3001/callback',
      'https://localhost:3000/callback',
      'http://localhost:3000/call\nback',
      '',
      42,
    ];
    for (const target of attempts) {
      it(`refuses ${JSON.stringify(target)}`, async () => {
        const res = await app.inject({ method: 'GET', url: loginUrl(target) });
        assert.equal(res.statusCode, 400);
        assert.equal(res.headers.location, undefined);
        assert.equal(typeof res.json().message, 'string');
      });
    }

    it('shows browsers a readable Turkish page instead', async () => {
      const res = await app.inject({
        method: 'GET',
        url: loginUrl('//evil.example'),
        headers: { accept: 'text/html,*/*' },
      });
      assert.equal(res.statusCode, 400);
      assert.match(res.headers['content-type'] as string, /text\/html/);
      assert.match(res.body, /Geri dönüş adresi geçersiz/);
      assert.match(res.body, /<link rel="icon" href="\/logos\/favicon.svg"/);
      assert.ok(!res.body.includes('evil.example'));
    });

    it('refuses broken requests and other providers', async () => {
      for (const url of [
        '/auth/Account/external-login',
        '/auth/Account/external-login?json=%7Bnot-json',
        loginUrl(`${ORIGIN}/callback`, 'Google'),
      ]) {
        const res = await app.inject({ method: 'GET', url });
        assert.equal(res.statusCode, 400, url);
        assert.equal(res.headers.location, undefined);
      }
    });
  });

  it('refuses a forged or expired state and an unknown citizen', async () => {
    const { state } = await openStandIn();
    const forged = `${state.slice(0, -3)}abc`;
    assert.equal((await app.inject({ method: 'GET', url: `/auth/edevlet?state=${forged}` })).statusCode, 400);
    assert.equal((await app.inject({ method: 'GET', url: '/auth/edevlet' })).statusCode, 400);
    assert.equal((await choose(forged, CITIZEN.ayseYilmaz)).statusCode, 400);
    const unknown = await choose(state, '12345678901');
    assert.equal(unknown.statusCode, 400);
    assert.match(unknown.body, /Seçilen vatandaş bulunamadı/);
    clock = new Date(NOW.getTime() + 16 * 60_000);
    try {
      const late = await choose(state, CITIZEN.ayseYilmaz);
      assert.equal(late.statusCode, 400);
      assert.equal(late.headers.location, undefined);
    } finally {
      clock = NOW;
    }
  });

  it('does not offer the OAuth callback in dev mode', async () => {
    assert.equal(
      (await app.inject({ method: 'GET', url: '/auth/Account/external-callback?code=x&state=y' })).statusCode,
      404,
    );
  });

  describe('userinfo', () => {
    const userinfo = async (kimlikNo: string) =>
      app.inject({
        method: 'GET',
        url: '/auth/connect/userinfo',
        headers: { authorization: `Bearer ${await issueAccessToken(app, kimlikNo)}` },
      });

    it('answers the e-Devlet identity, unwrapped, with the kimlik no as name', async () => {
      const res = await userinfo(CITIZEN.ayseYilmaz);
      assert.equal(res.statusCode, 200);
      assert.equal(res.headers['cache-control'], 'no-store');
      assert.deepEqual(res.json(), {
        sub: CITIZEN.ayseYilmaz,
        email: 'ayse.yilmaz@example.com.tr',
        phone_number: '5321234567',
        NameSurname: 'Ayşe Yılmaz',
        preferred_username: CITIZEN.ayseYilmaz,
        name: CITIZEN.ayseYilmaz,
      });
      assert.equal((await userinfo(CITIZEN.mustafaCanOzturk)).json().NameSurname, 'Mustafa Can Öztürk');
    });

    it('gives null e-mail and phone when e-Devlet has none', async () => {
      const body = (await userinfo(CITIZEN.fatmaSahin)).json();
      assert.equal(body.email, null);
      assert.equal(body.phone_number, null);
    });

    it('answers 401 without a valid Bearer', async () => {
      const none = await app.inject({ method: 'GET', url: '/auth/connect/userinfo' });
      assert.equal(none.statusCode, 401);
      assert.equal(none.json().key, 'Unauthorized');
      const bad = await app.inject({
        method: 'GET',
        url: '/auth/connect/userinfo',
        headers: { authorization: 'Bearer x.y.z' },
      });
      assert.equal(bad.statusCode, 401);
    });
  });
});

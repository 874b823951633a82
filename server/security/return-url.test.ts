// Only on PostgreSQL: the security suite checks the HTTP edge where production runs; its SQL is the other files', which run on PGlite too.
/**
 * Issue #11, hole 8 (ReturnUrl): the external login accepted any same-origin path as ReturnUrl,
 * so a link could send the single-use login code to any page of the portal, in its address. Only
 * the callback page (and the back-office's sign-in page) is accepted now (server/auth/return-url.ts), in the dev stand-in and oauth modes
 * alike: both pass through the same check before anything else.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { openProfileTestApp, type ProfileTestContext } from '../modules/persons/test-support';

const ORIGIN = 'http://localhost:3000';
const loginUrl = (returnUrl: string) =>
  `/auth/Account/external-login?json=${encodeURIComponent(JSON.stringify({ Provider: 'EDevlet', ReturnUrl: returnUrl }))}`;

const REFUSED = [
  `${ORIGIN}/`,
  `${ORIGIN}/hesabim`,
  `${ORIGIN}/ihaleler/5`,
  `${ORIGIN}/callbackx`,
  `${ORIGIN}/callback@evil.example`,
  `${ORIGIN}/callback/../hesabim`,
  `${ORIGIN}/callback/%2e%2e/hesabim`,
  `${ORIGIN}/%63allback`,
  `${ORIGIN}/callback%2f..%2fhesabim`,
  `${ORIGIN}/callback/extra`,
  `${ORIGIN}//evil.example/callback`,
  `${ORIGIN}/\\evil.example/callback`,
  '//evil.example/callback',
  '/callback',
  'https://evil.example/callback',
  `${ORIGIN.replace('http:', 'https:')}/callback`,
  'http://localhost:3001/callback',
  'javascript:alert(1)//localhost:3000/callback',
  `${ORIGIN}/yonetim`,
  `${ORIGIN}/yonetim/giris/../ihaleler`,
  `${ORIGIN}/yonetim/girisx`,
  'https://evil.example/yonetim/giris',
];

describe('external login ReturnUrl', () => {
  let t: ProfileTestContext;
  before(async () => {
    t = await openProfileTestApp({ PUBLIC_ORIGIN: ORIGIN });
  });
  after(async () => {
    await t?.close();
  });

  for (const returnUrl of REFUSED) {
    it(`refuses ${returnUrl}`, async () => {
      const res = await t.app.inject({ method: 'GET', url: loginUrl(returnUrl), headers: { accept: 'text/html' } });
      assert.equal(res.statusCode, 400, res.body.slice(0, 200));
      assert.ok(!/access_token|code=/.test(String(res.headers.location ?? '')));
    });
  }

  for (const returnUrl of [
    `${ORIGIN}/callback`,
    `${ORIGIN}/callback/`,
    `${ORIGIN}/callback?from=%2Fihaleler%2F5`,
    // The back-office's sign-in page spends the code for a staff session (docs/architecture.md §8).
    `${ORIGIN}/yonetim/giris`,
  ]) {
    it(`accepts the callback page ${returnUrl}`, async () => {
      const res = await t.app.inject({ method: 'GET', url: loginUrl(returnUrl), headers: { accept: 'text/html' } });
      // On to the e-Devlet stand-in's page, the login going on.
      assert.equal(res.statusCode, 302, res.body.slice(0, 200));
      assert.match(String(res.headers.location), /^http:\/\/localhost:3000\/auth\/edevlet\?state=/);
    });
  }
});

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { ServerResponse } from 'node:http';
import { loadConfig } from '../config';
import { applySecurityHeaders, securityHeaders } from './security-headers';

function fakeRes() {
  const h = new Map<string, string>();
  return { h, res: { setHeader: (k: string, v: string) => h.set(k, v) } as unknown as ServerResponse };
}

describe('security headers', () => {
  it('shuts objects, base URIs and foreign framing, and forbids sniffing', () => {
    const { h, res } = fakeRes();
    applySecurityHeaders(res, '/ihaleler', securityHeaders(loadConfig({ NODE_ENV: 'production' })));
    const csp = h.get('Content-Security-Policy') ?? '';
    assert.match(csp, /object-src 'none'/);
    assert.match(csp, /base-uri 'none'/);
    assert.match(csp, /frame-ancestors 'self'/);
    assert.doesNotMatch(csp, /unsafe-eval/);
    assert.match(csp, /script-src 'self';/, 'no inline script runs unless a page names it');
    assert.equal(h.get('X-Content-Type-Options'), 'nosniff');
    assert.equal(h.get('Referrer-Policy'), 'strict-origin-when-cross-origin');
  });

  it('sends no referrer from the login return page', () => {
    const { h, res } = fakeRes();
    applySecurityHeaders(res, '/callback?access_token=x', securityHeaders(loadConfig({})));
    assert.equal(h.get('Referrer-Policy'), 'no-referrer');
  });

  it('allows an external API host when configured, and HSTS only on https in production', () => {
    const cfg = loadConfig({
      NODE_ENV: 'production',
      PUBLIC_ORIGIN: 'https://esatis.example.gov.tr',
      PORTAL_API_URL: 'https://api.example.gov.tr/api',
    });
    assert.match(
      securityHeaders(cfg).policy(),
      /connect-src 'self' https:\/\/api\.example\.gov\.tr wss:\/\/api\.example\.gov\.tr/,
    );
    assert.ok(new Map(securityHeaders(cfg).common).has('Strict-Transport-Security'));
    assert.ok(!new Map(securityHeaders(loadConfig({})).common).has('Strict-Transport-Security'));
  });

  it('names the inline scripts a page may run, and nothing else, in script-src', () => {
    const { policy } = securityHeaders(loadConfig({ NODE_ENV: 'production' }));
    assert.match(policy(["'nonce-abc'"]), /; script-src 'self' 'nonce-abc'; style-src/);
    assert.match(policy(["'sha256-a'", "'sha256-b'"]), /; script-src 'self' 'sha256-a' 'sha256-b'; style-src/);
    assert.match(securityHeaders(loadConfig({})).policy(), /script-src 'self' 'unsafe-eval';/, 'dev server only');
  });

  it('lets the payment form go to a real bank’s 3-D gate, and only the form (POS_MODE=bank)', () => {
    const bank = loadConfig({
      POS_MODE: 'bank',
      POS_GATEWAY_URL: 'https://sanalpos.banka.example/fim/est3Dgate',
      POS_CLIENT_ID: '700655000200',
      POS_STORE_KEY: 'gercek-magaza-anahtari-1234',
      POS_API_URL: 'https://sanalpos.banka.example/fim/api',
      POS_API_USER: 'ESATISAPI',
      POS_API_PASSWORD: 'api-parolasi',
    });
    const csp = securityHeaders(bank).policy();
    assert.match(csp, /form-action 'self' https:\/\/sanalpos\.banka\.example(;|$)/);
    assert.doesNotMatch(csp, /connect-src[^;]*banka/, 'the refund API is the server’s call, not the browser’s');
    assert.match(
      securityHeaders(loadConfig({})).policy(),
      /form-action 'self'(;|$)/,
      'the stand-in bank is the portal itself',
    );
  });
});

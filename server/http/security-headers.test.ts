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
    const headers = new Map(securityHeaders(cfg));
    assert.match(
      headers.get('Content-Security-Policy') ?? '',
      /connect-src 'self' https:\/\/api\.example\.gov\.tr wss:\/\/api\.example\.gov\.tr/,
    );
    assert.ok(headers.has('Strict-Transport-Security'));
    assert.ok(!new Map(securityHeaders(loadConfig({}))).has('Strict-Transport-Security'));
  });
});

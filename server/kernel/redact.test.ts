import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { pageRoute } from '../observability/page-routes';
import { redactObject, redactUrl } from './redact';

describe('redactUrl', () => {
  it('replaces the values of credential and personal query parameters, whatever their spelling', () => {
    assert.equal(
      redactUrl('/callback?code=abc123&state=s.t&Access-Token=x&refresh_token=y&page=2'),
      '/callback?code=[redacted]&state=[redacted]&Access-Token=[redacted]&refresh_token=[redacted]&page=2',
    );
    assert.equal(redactUrl('/api/x?TcKimlikNo=1&adSoyad=Ay%C5%9Fe'), '/api/x?TcKimlikNo=[redacted]&adSoyad=[redacted]');
  });

  it('masks TC numbers, e-mails (also percent-encoded) and IBANs anywhere in the URL', () => {
    assert.equal(redactUrl('/api/kisi/10000000146/detay'), '/api/kisi/[redacted]/detay');
    assert.equal(redactUrl('/ihaleler?q=ali%40example.com'), '/ihaleler?q=[redacted]');
    assert.equal(redactUrl('/x?note=TR330006100519786457841326'), '/x?note=[redacted]');
  });

  it('leaves ordinary URLs alone', () => {
    const url = '/api/external-odata/Ihale?$filter=IhaleDurumuId eq 213&$top=20&$skip=40&$orderby=Id desc';
    assert.equal(redactUrl(url), url);
    assert.equal(redactUrl('/ihaleler/4711'), '/ihaleler/4711');
  });
});

describe('redactObject', () => {
  it('redacts by key at any depth and by pattern in strings, and keeps error codes', () => {
    assert.deepEqual(
      redactObject({
        headers: { authorization: 'Bearer abc', cookie: 'a=b', accept: 'text/html' },
        err: { code: 'ECONNREFUSED', message: 'no user 10000000146' },
        list: [{ eposta: 'a@b.co' }, 'call 0532 123 45 67'],
      }),
      {
        headers: { authorization: '[redacted]', cookie: '[redacted]', accept: 'text/html' },
        err: { code: 'ECONNREFUSED', message: 'no user [redacted]' },
        list: [{ eposta: '[redacted]' }, 'call [redacted]'],
      },
    );
  });
});

describe('pageRoute', () => {
  it('maps page paths to a small fixed set of patterns', () => {
    const cases: Array<[string, string]> = [
      ['/', '/'],
      ['/ihaleler?durum=213', '/ihaleler'],
      ['/ihaleler/', '/ihaleler'],
      ['/ihaleler/4711', '/ihaleler/[id]'],
      ['/ihaleler/sonuclanan?sayfa=2', '/ihaleler/sonuclanan'],
      ['/duyurular/12?x=1', '/duyurular/[id]'],
      ['/hesabim', '/hesabim'],
      ['/finansal-bilgilerim/teminat-bilgileri', '/finansal-bilgilerim/teminat-bilgileri'],
      ['/_next/static/chunks/app-123.js', '/_next/static'],
      ['/_next/image?url=%2Fmedia%2Fa.jpg&w=640', '/_next/image'],
      ['/media/ihale/1.jpg', '/media'],
      ['/ihaleler/4711/extra', 'other'],
      ['/wp-admin.php', 'other'],
    ];
    for (const [url, route] of cases) assert.equal(pageRoute(url), route, url);
  });
});

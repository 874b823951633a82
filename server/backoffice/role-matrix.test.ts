/**
 * The role matrix (issue #13): every /api/yonetim route, called anonymously, with a bidder's token,
 * with a staff token sent as a Bearer, and by a staff member of each role. Outside its roles a
 * route answers 401 (no staff session) or 403 (signed in without the role) in the error shape;
 * within them it never does, so a row cannot pass by refusing everything.
 *
 * The table is checked against the routes buildApp registers: a new back-office route fails this
 * file until it gets a row here.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { HTTPMethods } from 'fastify';
import { STAFF_ROLE_KEYS, type StaffRole } from '../../lib/contract/staff';
import { TEST_STAFF } from '../seed/constants';
import { ACCOUNTS, openProfileTestApp, type ProfileTestContext } from '../modules/persons/test-support';
import { assertErrorShape, registeredRoutes } from '../security/support';
import { STAFF_BY_ROLE, staffCookie } from './test-support';

type Access = 'public' | 'any' | readonly StaffRole[];

/** Who may call each back-office route. */
const ROUTE_ACCESS: Record<string, Access> = {
  'POST /api/yonetim/oturum/kod': 'public',
  'GET /api/yonetim/mali/odemeler': ['mali'],
  'GET /api/yonetim/mali/odemeler/:id/tahsilatlar': ['mali'],
  'GET /api/yonetim/mali/odemeler/ayar': ['mali'],
  'PUT /api/yonetim/mali/odemeler/ayar': ['mali'],
  'POST /api/yonetim/oturum/dogrula': 'public',
  'POST /api/yonetim/oturum/cikis': 'any',
  'GET /api/yonetim/ben': 'any',
  'GET /api/yonetim/bekleyen-isler': 'any',
  'GET /api/yonetim/personel': ['yonetici'],
  'POST /api/yonetim/personel': ['yonetici'],
  'PUT /api/yonetim/personel/:id/roller': ['yonetici'],
  'PUT /api/yonetim/personel/:id/durum': ['yonetici'],
  'POST /api/yonetim/personel/:id/totp-sifirla': ['yonetici'],
  'GET /api/yonetim/denetim': ['yonetici'],
  'GET /api/yonetim/denetim.csv': ['yonetici'],
  'GET /api/yonetim/ihaleler/:id/dosyalar': ['ihale'],
  'POST /api/yonetim/ihaleler/:id/dosyalar/kart-gorseli': ['ihale'],
  'POST /api/yonetim/ihaleler/:id/dosyalar/galeri': ['ihale'],
  'POST /api/yonetim/ihaleler/:id/dosyalar/ekler': ['ihale'],
  'PUT /api/yonetim/ihaleler/:id/dosyalar/sira': ['ihale'],
  'DELETE /api/yonetim/ihaleler/:id/dosyalar/:dosyaId': ['ihale'],
  'POST /api/yonetim/mali/ekstreler': ['mali'],
  'GET /api/yonetim/mali/ekstreler': ['mali'],
  'GET /api/yonetim/mali/ekstre-satirlari': ['mali'],
  'GET /api/yonetim/mali/ekstre-borc-satirlari': ['mali'],
  'POST /api/yonetim/mali/ekstre-satirlari/:id/ata': ['mali'],
  'POST /api/yonetim/mali/ekstre-satirlari/:id/yok-say': ['mali'],
  'GET /api/yonetim/mali/hesaplar': ['mali'],
  'GET /api/yonetim/slider': ['destek'],
  'POST /api/yonetim/slider': ['destek'],
  'PUT /api/yonetim/slider/sira': ['destek'],
  'PUT /api/yonetim/slider/:id': ['destek'],
  'DELETE /api/yonetim/slider/:id': ['destek'],
  'GET /api/yonetim/ihaleler/:id/izleme': ['ihale'],
  'GET /api/yonetim/ihaleler/:id/katilimcilar': ['ihale'],
  'GET /api/yonetim/ihaleler/:id/sonuc': ['ihale'],
  'POST /api/yonetim/ihaleler/:id/yayindan-kaldir': ['ihale'],
  'POST /api/yonetim/ihaleler/:id/iptal': ['ihale'],
  'POST /api/yonetim/ihaleler/:id/sonuc/kazanan': ['ihale'],
  'POST /api/yonetim/ihaleler/:id/sonuc/kazanansiz': ['ihale'],
  'GET /api/yonetim/icerik/duyurular': ['destek'],
  'POST /api/yonetim/icerik/duyurular': ['destek'],
  'GET /api/yonetim/icerik/duyurular/:id': ['destek'],
  'PUT /api/yonetim/icerik/duyurular/:id': ['destek'],
  'PUT /api/yonetim/icerik/duyurular/:id/yayin': ['destek'],
  'GET /api/yonetim/icerik/sayfalar': ['destek'],
  'GET /api/yonetim/icerik/sayfalar/:sayfaId': ['destek'],
  'PUT /api/yonetim/icerik/sayfalar/:sayfaId': ['destek'],
  'GET /api/yonetim/icerik/iletisim': ['destek'],
  'PUT /api/yonetim/icerik/iletisim': ['destek'],
  'GET /api/yonetim/destek': ['destek'],
  'GET /api/yonetim/destek/:id': ['destek'],
  'POST /api/yonetim/destek/:id/yanit': ['destek'],
  'POST /api/yonetim/destek/:id/kapat': ['destek'],
  'GET /api/yonetim/ihaleler': ['ihale'],
  'GET /api/yonetim/ihaleler/secenekler': ['ihale'],
  'GET /api/yonetim/ihaleler/:id': ['ihale'],
  'GET /api/yonetim/ihaleler/:id/onizleme': ['ihale'],
  'POST /api/yonetim/ihaleler': ['ihale'],
  'PUT /api/yonetim/ihaleler/:id': ['ihale'],
  'POST /api/yonetim/ihaleler/:id/yayinla': ['ihale'],
  'GET /api/yonetim/mali/belgeler/teminat-dekontu/:id': ['mali'],
  'GET /api/yonetim/mali/belgeler/tahsilat-dekontu/:id': ['mali'],
  'GET /api/yonetim/mali/belgeler/satis-belgesi/:id': ['mali'],
  'GET /api/yonetim/mali/iadeler': ['mali'],
  'POST /api/yonetim/mali/iadeler/:id/red': ['mali'],
  'GET /api/yonetim/mali/talimatlar': ['mali'],
  'POST /api/yonetim/mali/talimatlar': ['mali'],
  'POST /api/yonetim/mali/talimatlar/:id/onay': ['mali'],
  'POST /api/yonetim/mali/talimatlar/:id/iptal': ['mali'],
  'GET /api/yonetim/mali/talimatlar/:id/dosya': ['mali'],
  'GET /api/yonetim/mali/talimatlar/:id/onizleme': ['mali'],
  'GET /api/yonetim/mali/kart-uyusmazliklari': ['mali'],
  'POST /api/yonetim/mali/kart-uyusmazliklari/:id/teminata-aktar': ['mali'],
  'POST /api/yonetim/mali/kart-uyusmazliklari/:id/karta-iade': ['mali'],
  'GET /api/yonetim/mali/mutabakat': ['mali'],
};

/** Ids in paths: one that exists in the seed, so an allowed call reaches the handler. */
const concrete = (path: string) => path.replace(/:(\w+)/g, '1');

describe('back-office role matrix', () => {
  let t: ProfileTestContext;
  let routes: Array<{ method: HTTPMethods; url: string; key: string }>;

  before(async () => {
    t = await openProfileTestApp();
    await t.app.ready();
    routes = registeredRoutes(t.app)
      .filter((r) => r.split(' ')[1].startsWith('/api/yonetim/'))
      .map((key) => {
        const [method, path] = key.split(' ');
        return { method: method as HTTPMethods, url: concrete(path), key };
      });
  });
  after(async () => {
    await t?.close();
  });

  it('has a row for every back-office route, and no row without a route', () => {
    const keys = routes.map((r) => r.key);
    assert.deepEqual(
      keys.filter((k) => !(k in ROUTE_ACCESS)),
      [],
      'routes without a row',
    );
    assert.deepEqual(
      Object.keys(ROUTE_ACCESS).filter((k) => !keys.includes(k)),
      [],
      'rows without a route',
    );
  });

  const call = (r: { method: HTTPMethods; url: string }, headers: Record<string, string>) =>
    t.app.inject({ method: r.method, url: r.url, headers, payload: r.method === 'GET' ? undefined : {} });

  it('anonymous callers and bidders get 401 on every route but the two sign-in steps', async () => {
    const bidder = await t.as(ACCOUNTS.ayse.kimlikNo);
    for (const r of routes) {
      for (const [who, headers] of [
        ['anonymous', {}],
        ['bidder', bidder],
      ] as const) {
        const res = await call(r, headers);
        if (ROUTE_ACCESS[r.key] === 'public') {
          assert.ok(res.statusCode !== 401 && res.statusCode !== 403, `${who} → ${r.key}: ${res.statusCode}`);
        } else {
          assertErrorShape(res, 401, `${who} → ${r.key}`);
        }
      }
    }
  });

  it('a staff token sent as a Bearer is no token at all, on every route', async () => {
    const cookie = await staffCookie(t.app, TEST_STAFF.yonetici.kimlikNo);
    const token = cookie.split('=')[1];
    for (const r of routes) assertErrorShape(await call(r, { authorization: `Bearer ${token}` }), 401, r.key);
  });

  for (const role of STAFF_ROLE_KEYS) {
    it(`${role}: 403 outside its roles, never 401/403 within them`, async () => {
      for (const r of routes) {
        const access = ROUTE_ACCESS[r.key];
        if (access === 'public') continue;
        // A fresh session per call: sign-out ends the one it is called with.
        const res = await call(r, { cookie: await staffCookie(t.app, STAFF_BY_ROLE[role]) });
        const allowed = access === 'any' || access.includes(role);
        if (allowed)
          assert.ok(![401, 403].includes(res.statusCode), `${role} → ${r.key}: ${res.statusCode} ${res.body}`);
        else assertErrorShape(res, 403, `${role} → ${r.key}`);
      }
    });
  }
});

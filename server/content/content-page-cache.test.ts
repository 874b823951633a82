import assert from 'node:assert/strict';
import { EventEmitter } from 'node:events';
import { after, before, describe, it } from 'node:test';
import { createAuctionEvents } from '../auction/auction-events';
import { authenticateBearer } from '../auth/bearer-hook';
import { loadConfig } from '../config';
import { CONTACT_DETAILS } from '../seed/data/contact-details';
import { AnonymousPageCache } from '../http/anonymous-page-cache';
import { type PageHandler, withAnonymousPageCache } from '../http/cached-page-handler';
import { pageCacheInvalidator } from '../page-cache-events';
import { securityHeaders } from '../http/security-headers';
import { MemoryBackplane } from '../hub/backplane';
import type { Hub } from '../hub/hub-server';
import { createPortalHub } from '../hub/portal-hub';
import { type ListeningHub, listenHub } from '../hub/test-support';
import { openProfileTestApp, type ProfileTestContext, TEST_NOW } from '../modules/persons/test-support';
import { STAFF_BY_ROLE, staffCookie } from '../backoffice/test-support';

/**
 * Two portal instances sharing a backplane, each with its own anonymous page cache in front of a
 * page built from the public API (announcements, FAQ page, contact phone) at the home page's cached address. A change Destek saves
 * on one instance must leave no stale copy in either cache (docs/architecture.md §8 Content).
 */
describe('content changes re-render cached public pages on every instance', () => {
  let t: ProfileTestContext;
  let cookie: string;
  const caches = [new AnonymousPageCache(), new AnonymousPageCache()];
  const instances: Array<{ hub: Hub; srv: ListeningHub; base: string }> = [];

  const publicPage: PageHandler = async (_req, res) => {
    const get = async (url: string) => (await t.app.inject({ method: 'GET', url })).json();
    const titles = (await get('/api/external-odata/DuyuruOData?$top=3')).value.map((d: { Baslik: string }) => d.Baslik);
    const faq = (await get(`/api/external-odata/PortalSayfaOData?$filter=${encodeURIComponent('SayfaId eq 144')}`))
      .value[0].Icerik;
    const phone = (await get('/api/v1/IletisimBilgileri')).data.telefon;
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.end(`${titles.join('|')} ~ ${faq} ~ ${phone}`);
  };

  before(async () => {
    t = await openProfileTestApp();
    cookie = await staffCookie(t.app, STAFF_BY_ROLE.destek);
    const bus = new EventEmitter();
    // The back-office runs on instance 0 (the app's events); instance 1 hears of its changes over the backplane.
    for (const [i, cache] of caches.entries()) {
      const events = i === 0 ? t.app.auctionEvents : createAuctionEvents();
      events.subscribe(pageCacheInvalidator(cache));
      const hub = createPortalHub({
        events,
        db: t.handle.db,
        now: () => TEST_NOW,
        authenticate: ({ token }) => authenticateBearer(t.app, token),
        backplane: new MemoryBackplane(bus),
        log: { warn() {}, error() {} },
      });
      const handler = withAnonymousPageCache(cache, publicPage, securityHeaders(loadConfig({})).policy);
      const srv = await listenHub(hub, (req, res) => void handler(req, res));
      instances.push({ hub, srv, base: `http://127.0.0.1:${srv.port}` });
    }
  });
  after(async () => {
    for (const i of instances) await i.srv.close();
    await t?.close();
  });

  const page = async (instance: number) => {
    // The home page is cached for anonymous visitors and shows the announcements and the popup.
    const r = await fetch(`${instances[instance].base}/`);
    return { cache: r.headers.get('x-cache'), body: await r.text() };
  };
  const warm = async () => {
    for (const i of [0, 1]) {
      await page(i);
      assert.equal((await page(i)).cache, 'HIT');
    }
  };
  const staff = (method: 'POST' | 'PUT', url: string, payload: object) =>
    t.app.inject({ method, url, headers: { cookie }, payload });

  it('a new announcement, an edited portal page and new contact details show on both instances at once', async () => {
    await warm();
    const created = await staff('POST', '/api/yonetim/icerik/duyurular', {
      baslik: 'Önbellek Duyurusu',
      icerik: '<p>Hemen görünür.</p>',
      yayinTarihi: new Date(TEST_NOW.getTime() - 1000).toISOString(),
      popup: false,
    });
    assert.equal(created.statusCode, 200, created.body);
    for (const i of [0, 1]) {
      const p = await page(i);
      assert.equal(p.cache, 'MISS', `instance ${i} re-renders`);
      assert.match(p.body, /^Önbellek Duyurusu\|/);
    }

    await warm();
    assert.equal(
      (await staff('PUT', '/api/yonetim/icerik/sayfalar/144', { baslik: 'SSS', icerik: '<p>Yeni SSS.</p>' }))
        .statusCode,
      200,
    );
    for (const i of [0, 1]) assert.match((await page(i)).body, / ~ <p>Yeni SSS\.<\/p> ~ /);

    await warm();
    const res = await staff('PUT', '/api/yonetim/icerik/iletisim', {
      ...CONTACT_DETAILS,
      telefon: '+90 312 000 00 00',
    });
    assert.equal(res.statusCode, 200, res.body);
    for (const i of [0, 1]) assert.match((await page(i)).body, / ~ \+90 312 000 00 00$/);

    await warm();
    const id = created.json().data.id;
    assert.equal(
      (await staff('PUT', `/api/yonetim/icerik/duyurular/${id}/yayin`, { yayindanKaldir: true })).statusCode,
      200,
    );
    for (const i of [0, 1]) assert.doesNotMatch((await page(i)).body, /Önbellek Duyurusu/);
  });

  it('a refused change leaves the caches alone', async () => {
    await warm();
    const res = await staff('PUT', '/api/yonetim/icerik/sayfalar/144', { baslik: '', icerik: '' });
    assert.equal(res.statusCode, 400);
    for (const i of [0, 1]) assert.equal((await page(i)).cache, 'HIT');
  });
});

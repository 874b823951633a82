// Only on PostgreSQL: the security suite checks the HTTP edge where production runs; its SQL is the other files', which run on PGlite too.
/**
 * The bidder scope (docs/architecture.md §3 Server module kit): every route registered in it,
 * called anonymously, answers 401 in the error shape and writes nothing — its one hook stands
 * before every handler, so no route can forget it. The list is what buildApp registered there, not
 * a table kept by hand: a new bidder route is covered the moment it exists.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { HTTPMethods } from 'fastify';
import { ACCOUNTS, openProfileTestApp, type ProfileTestContext } from '../modules/persons/test-support';
import { assertErrorShape, dbDigest, registeredRoutes } from './support';

/** A concrete URL for a route pattern: every `:param` filled with a plausible id. */
const concrete = (path: string) => path.replace(/:[A-Za-z]+/g, '1');

describe('bidder scope: one auth hook', () => {
  let t: ProfileTestContext;
  before(async () => {
    t = await openProfileTestApp();
    await t.app.ready();
  });
  after(async () => {
    await t?.close();
  });

  it('holds the signed-in routes of every bidder module, and only registered ones', () => {
    const routes = t.app.bidderRoutes;
    for (const expected of [
      'PUT /api/v1/CariBilgisi/AktifCari',
      'GET /api/v1/Finans/Ozet',
      'POST /api/v1/IhaleKatilimCari',
      'POST /api/v1/Iletisim',
      'GET /api/external-odata/GercekKisilikExternalOData',
      'GET /api/external-odata/FavoriIhaleOData',
      'POST /api/v1/Odeme/KartOdemeBaslat',
      'GET /api/v1/Odeme/SatisBelgesi/:id',
    ]) {
      assert.ok(routes.includes(expected), `${expected} is in the bidder scope`);
    }
    const registered = new Set(registeredRoutes(t.app));
    assert.deepEqual(
      routes.filter((r) => !registered.has(r)),
      [],
      'bidder routes as the router lists them',
    );
    // Public and staff routes stay outside it.
    for (const outside of ['POST /api/connect/token', 'GET /api/external-odata/HerkeseAcikIhaleAnaSayfaOData']) {
      assert.ok(!routes.includes(outside), `${outside} is not in the bidder scope`);
    }
    assert.ok(!routes.some((r) => r.includes('/api/yonetim/')), 'no staff route in the bidder scope');
  });

  it('refuses an anonymous caller with 401 on every route in it, writing nothing', async () => {
    const before = await dbDigest(t.handle.db);
    for (const route of t.app.bidderRoutes) {
      const [method, path] = route.split(' ') as [HTTPMethods, string];
      const withBody = method !== 'GET' && method !== 'DELETE';
      const res = await t.app.inject({
        method,
        url: `${concrete(path)}?cariId=${ACCOUNTS.ayse.person}`,
        ...(withBody ? { payload: { cariId: ACCOUNTS.ayse.person } } : {}),
      });
      assertErrorShape(res, 401, `anonymous ${route}`);
    }
    assert.deepEqual(await dbDigest(t.handle.db), before, 'anonymous calls wrote nothing');
  });

  it('lets the same routes past the hook for a signed-in bidder (no 401)', async () => {
    for (const route of t.app.bidderRoutes) {
      const [method, path] = route.split(' ') as [HTTPMethods, string];
      // A session that has chosen Ayşe's person account; whatever the handler then answers, the hook let it through.
      const res = await t.call(ACCOUNTS.ayse.kimlikNo, { method, url: `${concrete(path)}?cariId=0` });
      assert.notEqual(res.statusCode, 401, `${route} with a valid session: ${res.body.slice(0, 200)}`);
    }
  });
});

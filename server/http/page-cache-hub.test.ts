import assert from 'node:assert/strict';
import { EventEmitter } from 'node:events';
import type { HubConnection } from '@microsoft/signalr';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { type AuctionEvents, createAuctionEvents } from '../auction/auction-events';
import { tickEvents } from '../auction/scheduler';
import { at, createPerson, createTender, insertAuctionLookups, type TestPerson } from '../auction/test-fixtures';
import { authenticateBearer } from '../auth/bearer-hook';
import { issueAccessToken } from '../auth/tokens';
import { loadConfig } from '../config';
import type { DbHandle } from '../db/client';
import { ihaleKalem } from '../db/schema';
import { openTestDatabase } from '../db/test-db';
import { MemoryBackplane } from '../hub/backplane';
import type { Hub } from '../hub/hub-server';
import { createPortalHub } from '../hub/portal-hub';
import { buildClient, type ListeningHub, listenHub, nextMessages } from '../hub/test-support';
import { joinTender } from '../modules/participation/queries';
import { AnonymousPageCache, PAGE_BEHIND_BIDS_MS } from './anonymous-page-cache';
import { type PageHandler, withAnonymousPageCache } from './cached-page-handler';
import { pageCacheInvalidator } from '../page-cache-events';
import { securityHeaders } from './security-headers';

/**
 * Two portal instances sharing a backplane, each with its own page cache in front of a page that
 * shows the tender's current price from the database. A bid placed on instance A leaves no stale
 * price in either cache once its Recive has gone out, unless the pages were rendered again for a
 * bid less than PAGE_BEHIND_BIDS_MS before: then they show it once that grace is over (the caches
 * run on a clock the test moves).
 */
describe('anonymous page cache follows the hub', () => {
  let handle: DbHandle;
  let app: FastifyInstance;
  let ayse: TestPerson;
  let mehmet: TestPerson;
  let ihaleId: number;
  let clock = 0;
  const caches = [new AnonymousPageCache({ now: () => clock }), new AnonymousPageCache({ now: () => clock })];
  const instances: Array<{ hub: Hub; events: AuctionEvents; srv: ListeningHub; base: string }> = [];
  const clients: HubConnection[] = [];
  let renders = 0;

  const pricePage: PageHandler = async (req, res) => {
    renders++;
    const id = Number((req.url ?? '').split('/').pop());
    const [kalem] = await handle.db
      .select({ max: ihaleKalem.turTeklifleriTeklifTutariMax })
      .from(ihaleKalem)
      .where(eq(ihaleKalem.ihaleId, id));
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.end(`fiyat ${Number(kalem?.max ?? 0)}`);
  };

  before(async () => {
    handle = await openTestDatabase();
    const l = await insertAuctionLookups(handle.db);
    app = await buildApp({ config: loadConfig({}), db: handle.db });
    ayse = await createPerson(handle.db, { kimlikNo: '10000000146' });
    mehmet = await createPerson(handle.db, { kimlikNo: '10000000214' });
    const now = new Date();
    ihaleId = (
      await createTender(handle.db, l, {
        durum: 213,
        start: at(now, -60),
        end: at(now, 60),
        opening: 8000,
        teminat: 100,
      })
    ).ihaleId;
    for (const p of [ayse, mehmet]) await joinTender(handle.db, { cariId: p.cariId, ihaleId, now });
    const bus = new EventEmitter();
    for (const cache of caches) {
      const events = createAuctionEvents();
      events.subscribe(pageCacheInvalidator(cache));
      const hub = createPortalHub({
        events,
        db: handle.db,
        now: () => new Date(),
        authenticate: ({ token }) => authenticateBearer(app, token),
        backplane: new MemoryBackplane(bus),
        log: { warn() {}, error() {} },
      });
      const handler = withAnonymousPageCache(cache, pricePage, securityHeaders(loadConfig({})).policy);
      const srv = await listenHub(hub, (req, res) => void handler(req, res));
      instances.push({ hub, events, srv, base: `http://127.0.0.1:${srv.port}` });
    }
  });
  after(async () => {
    await Promise.all(clients.map((c) => c.stop()));
    for (const i of instances) await i.srv.close();
    await app.close();
    await handle.close();
  });

  const connect = async (p: TestPerson, instance: number) => {
    const c = buildClient(instances[instance].srv.url, await issueAccessToken(app, p.kimlikNo));
    await c.start();
    clients.push(c);
    await c.invoke('AddToGroup', ihaleId);
    return c;
  };
  const page = async (instance: number) => {
    const r = await fetch(`${instances[instance].base}/ihaleler/${ihaleId}`);
    return `${r.headers.get('x-cache')} ${await r.text()}`;
  };

  it('re-renders the tender page on every instance as soon as the Recive is out', async () => {
    const bidder = await connect(ayse, 0);
    const rival = await connect(mehmet, 0);
    const watcherOnB = await connect(mehmet, 1);
    assert.equal(await page(0), 'MISS fiyat 0');
    assert.equal(await page(0), 'HIT fiyat 0');
    assert.equal(await page(1), 'MISS fiyat 0');
    assert.equal(await page(1), 'HIT fiyat 0');

    // The moment a watcher (on the other instance) hears of the bid, both instances show it.
    const seenByWatcher = new Promise<string[]>((resolve) => {
      watcherOnB.on('Recive', () => void Promise.all([page(1), page(0)]).then(resolve));
    });
    const answer = await bidder.invoke('Katilim', { cariId: ayse.cariId, ihaleId, tutar: 8000 });
    assert.equal(answer.resultType, 'Ok');
    const [onB, onA] = await seenByWatcher;
    assert.match(onB, /fiyat 8000$/);
    assert.match(onA, /fiyat 8000$/);
    watcherOnB.off('Recive');

    // A bid less than a second after that one: both pages stay a bid behind for a second (the
    // page's live part catches up from the bid it was rendered with), then show it.
    const bid = async (who: HubConnection, cariId: number, tutar: number) => {
      const heard = nextMessages(who, 'Recive');
      assert.equal((await who.invoke('Katilim', { cariId, ihaleId, tutar })).resultType, 'Ok');
      await heard;
    };
    clock += PAGE_BEHIND_BIDS_MS / 2;
    await bid(rival, mehmet.cariId, 8050);
    assert.deepEqual([await page(0), await page(1)], ['HIT fiyat 8000', 'HIT fiyat 8000']);
    clock += PAGE_BEHIND_BIDS_MS - 1;
    assert.deepEqual([await page(0), await page(1)], ['HIT fiyat 8000', 'HIT fiyat 8000']);
    clock += 1;
    assert.deepEqual([await page(0), await page(1)], ['MISS fiyat 8050', 'MISS fiyat 8050']);

    // After a calm second, the bidder's own next look at the page shows its bid.
    clock += PAGE_BEHIND_BIDS_MS;
    await bid(bidder, ayse.cariId, 8100);
    assert.deepEqual([await page(1), await page(0)], ['MISS fiyat 8100', 'MISS fiyat 8100']);
    assert.equal(await page(1), 'HIT fiyat 8100');
  });

  it('answers a signed-in bidder with the page anonymous visitors get, from the cache', async () => {
    const anonymous = await page(0);
    const token = await issueAccessToken(app, ayse.kimlikNo, { cariId: ayse.cariId });
    const r = await fetch(`${instances[0].base}/ihaleler/${ihaleId}`, {
      headers: { cookie: `esatis_at=${token}; esatis_session=1` },
    });
    assert.equal(`${r.headers.get('x-cache')} ${await r.text()}`, anonymous.replace(/^MISS /, 'HIT '));
  });

  it('drops every page of every instance when a tender starts or ends', async () => {
    await page(0);
    await page(1);
    assert.ok(caches[0].size > 0 && caches[1].size > 0);
    const before = renders;
    const tick = { started: [], ended: [ihaleId], settled: [], money: { forfeited: [], expired: [] }, unlisted: [] };
    for (const event of tickEvents(tick)) instances[0].events.emit(event);
    assert.equal(caches[0].size, 0);
    assert.equal(caches[1].size, 0);
    await page(1);
    assert.equal(renders, before + 1);
  });

  it('drops every page of every instance when the back-office changes what public pages show', async () => {
    await page(0);
    await page(1);
    assert.ok(caches[0].size > 0 && caches[1].size > 0);
    instances[1].events.emit({ type: 'pagesChanged', ihaleId: null });
    assert.equal(caches[0].size, 0);
    assert.equal(caches[1].size, 0);
  });
});

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { HubConnection } from '@microsoft/signalr';
import { and, eq } from 'drizzle-orm';
import type { TeklifSonucuPayload } from '../../lib/contract/hub-events';
import type { RecivePayload } from '../../server/auction/place-bid';
import { ihale, teminatHareket } from '../../server/db/schema';
import { TOKEN_RATE_LIMIT } from '../../server/auth/token-routes';
import { clusterForSuite } from './support/cluster';
import { createTenderWithBidders } from './support/fixtures';
import { schedulerTicks } from './support/metrics';
import { waitUntil } from '../support/wait';

/** Issue #7: two instances on one PostgreSQL and Redis behind nginx, started by scripts/cluster.sh. */
describe('cluster: two instances behind nginx', () => {
  const suite = clusterForSuite();
  const client = (base: string, token: string, groups: number[] = []) => suite.open(base, token, { groups });

  it('serves the seeded portal through nginx: API, pages, and no metrics from outside', async () => {
    const list = await fetch(`${suite.cluster.nginxUrl}/api/external-odata/HerkeseAcikIhaleAnaSayfaOData?$top=1`);
    assert.equal(list.status, 200);
    assert.equal((await list.json()).value.length, 1, 'the script seeded the demo data');
    const home = await fetch(`${suite.cluster.nginxUrl}/`);
    assert.equal(home.status, 200);
    assert.match(await home.text(), /<html/i);
    const metrics = await fetch(`${suite.cluster.nginxUrl}/api/metrics`);
    assert.equal(metrics.status, 403);
  });

  it('one rate-limit budget across the instances: the token endpoint counts in Redis', async () => {
    const [a, b] = suite.cluster.instanceUrls;
    // A visitor of its own (the instances believe nginx's loopback X-Forwarded-For: TRUST_PROXY).
    const visitor = `198.51.100.${1 + (process.pid % 250)}`;
    const refresh = (base: string) =>
      fetch(`${base}/auth/connect/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': visitor },
        body: 'grant_type=refresh_token&client_id=ihale-client&client_secret=ihale-client-secret',
      });
    // The windows are the clock's minutes: the budget is spent within one (pacing, not a proof).
    const intoMinute = Date.now() % 60_000;
    if (intoMinute > 50_000) await new Promise((r) => setTimeout(r, 60_000 - intoMinute + 200));
    for (let i = 0; i < TOKEN_RATE_LIMIT.limit; i++) {
      const res = await refresh(i % 2 === 0 ? a : b);
      assert.equal(res.status, 400, `request ${i + 1} of the budget`);
    }
    for (const base of [a, b]) {
      const over = await refresh(base);
      assert.equal(over.status, 429, `over the budget on ${base}, whichever instance counted it`);
      assert.ok(Number(over.headers.get('retry-after')) >= 1);
    }
  });

  it("a bidder on instance A and a watcher on instance B see each other's bids", async () => {
    const now = Date.now();
    const { ihaleId, bidders } = await createTenderWithBidders(suite.cluster, {
      durum: 213,
      start: new Date(now - 60_000),
      end: new Date(now + 3_600_000),
      bidders: 2,
    });
    const [a, b] = suite.cluster.instanceUrls;
    const onA = await client(a, bidders[0].token, [ihaleId]);
    const onB = await client(b, bidders[1].token, [ihaleId]);
    const seenOnA: number[] = [];
    const seenOnB: number[] = [];
    onA.on('Recive', (r: RecivePayload) => seenOnA.push(r.teklif));
    onB.on('Recive', (r: RecivePayload) => seenOnB.push(r.teklif));

    const bid = async (c: HubConnection, cariId: number, tutar: number) =>
      (await c.invoke('Katilim', { cariId, ihaleId, tutar })) as TeklifSonucuPayload;
    assert.equal((await bid(onA, bidders[0].cariId, 10_000)).resultType, 'Ok');
    assert.equal((await bid(onB, bidders[1].cariId, 10_500)).resultType, 'Ok');
    await waitUntil(() => seenOnA.length === 2 && seenOnB.length === 2, 5000, 'both bids on both instances');
    assert.deepEqual(seenOnA, [10_000, 10_500]);
    assert.deepEqual(seenOnB, [10_000, 10_500]);

    // Through nginx both work too: a third connection bids, the direct ones see it.
    const viaNginx = await client(suite.cluster.nginxUrl, bidders[0].token, [ihaleId]);
    assert.equal((await bid(viaNginx, bidders[0].cariId, 11_000)).resultType, 'Ok');
    await waitUntil(() => seenOnA.length === 3 && seenOnB.length === 3, 5000, 'the bid placed through nginx');
    assert.equal(seenOnB[2], 11_000);
  });

  it('each tender start and end fires exactly once across both instances', async () => {
    const now = Date.now();
    const { ihaleId, bidders } = await createTenderWithBidders(suite.cluster, {
      durum: 212,
      start: new Date(now + 3_600_000),
      end: new Date(now + 7_200_000),
      bidders: 1,
    });
    // A watcher on each instance and one through nginx; each counts what it hears about this tender.
    const bases = [...suite.cluster.instanceUrls, suite.cluster.nginxUrl];
    const counts = bases.map(() => ({ start: 0, end: 0, groupStart: 0, groupEnd: 0 }));
    for (const [i, base] of bases.entries()) {
      const c = await client(base, bidders[0].token, [ihaleId]);
      const mine = (count: (n: (typeof counts)[number]) => void) => (p: { id: number }) => {
        if (p.id === ihaleId) count(counts[i]);
      };
      c.on(
        'IhaleBaslangicEvent',
        mine((n) => n.start++),
      );
      c.on(
        'IhaleBitisEvent',
        mine((n) => n.end++),
      );
      c.on(
        'IhaleBaslangicBildirimi',
        mine((n) => n.groupStart++),
      );
      c.on(
        'IhaleBitisBildirimi',
        mine((n) => n.groupEnd++),
      );
    }
    // Everyone listens: now the tender starts in 2 s and ends 3 s later.
    const db = suite.cluster.db.db;
    await db
      .update(ihale)
      .set({ baslangicTarihi: new Date(Date.now() + 2000), bitisTarihi: new Date(Date.now() + 5000) })
      .where(eq(ihale.id, ihaleId));
    await waitUntil(() => counts.every((n) => n.end > 0), 20_000, 'the end event at every watcher');
    // A second announcement would come from a later tick: wait until both schedulers have ticked
    // twice more (whichever held the lock), then no more frames may have come.
    const urls = suite.cluster.instanceUrls;
    const ticked = await Promise.all(urls.map((u) => schedulerTicks(u)));
    await waitUntil(
      async () => (await Promise.all(urls.map((u) => schedulerTicks(u)))).every((n, i) => n >= ticked[i] + 2),
      10_000,
      'two more scheduler ticks on each instance',
    );
    assert.deepEqual(
      counts,
      bases.map(() => ({ start: 1, end: 1, groupStart: 1, groupEnd: 1 })),
    );
    const [row] = await db.select({ durum: ihale.ihaleDurumuId }).from(ihale).where(eq(ihale.id, ihaleId));
    assert.equal(row.durum, 216, 'settled once: no bids, no winner');
    // The joined bidder's deposit was blocked once and released once, not twice.
    const ledger = await db
      .select({ tur: teminatHareket.tur })
      .from(teminatHareket)
      .where(and(eq(teminatHareket.ihaleId, ihaleId), eq(teminatHareket.cariId, bidders[0].cariId)));
    assert.deepEqual(ledger.map((r) => r.tur).sort(), ['blokaj', 'blokaj_cozme']);
  });
});

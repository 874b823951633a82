import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { HubConnection } from '@microsoft/signalr';
import type { TeklifSonucuPayload } from '../../lib/contract/hub-events';
import type { RecivePayload } from '../../server/auction/place-bid';
import { clusterForSuite } from './support/cluster';
import { createTenderWithBidders } from './support/fixtures';
import { counter } from './support/metrics';
import { delay, waitUntil } from '../support/wait';

/** Issue #7 fault: Redis (the hub backplane) stopped and started again under a running suite.cluster. */
describe('cluster fault: Redis stopped and restarted', () => {
  const suite = clusterForSuite();

  it('each instance keeps serving its own clients meanwhile, and fan-out returns by itself', async () => {
    const now = Date.now();
    const { ihaleId, bidders } = await createTenderWithBidders(suite.cluster, {
      durum: 213,
      start: new Date(now - 60_000),
      end: new Date(now + 3_600_000),
      bidders: 2,
    });
    const [a, b] = suite.cluster.instanceUrls;
    const open = (base: string, token: string) => suite.open(base, token, { reconnect: true, groups: [ihaleId] });
    const bidderA = await open(a, bidders[0].token);
    const bidderB = await open(b, bidders[1].token);
    const heard = { a: [] as number[], b: [] as number[] };
    (await open(a, bidders[1].token)).on('Recive', (r: RecivePayload) => heard.a.push(r.teklif));
    (await open(b, bidders[0].token)).on('Recive', (r: RecivePayload) => heard.b.push(r.teklif));
    // The two bidders take turns (nobody may outbid themselves); amounts come from one counter.
    let amount = 10_000;
    const bid = async (c: HubConnection, cariId: number) => {
      const tutar = amount;
      const r = (await c.invoke('Katilim', { cariId, ihaleId, tutar })) as TeklifSonucuPayload;
      assert.deepEqual(r, { resultType: 'Ok', messages: [] }, `bid ${tutar}`);
      amount += 500;
      return tutar;
    };

    // Before: A's bid reaches B's watcher.
    const first = await bid(bidderA, bidders[0].cariId);
    await waitUntil(() => heard.b.includes(first), 5000, 'fan-out before the outage');

    await suite.cluster.redis.stop();
    await delay(500);
    // Meanwhile each instance serves its own clients: bids are taken and reach local watchers.
    const onB = await bid(bidderB, bidders[1].cariId);
    await waitUntil(() => heard.b.includes(onB), 5000, "B's bid at B's watcher during the outage");
    const refusedBefore = await counter(a, 'hub_backplane_publish_failures_total');
    const onA = await bid(bidderA, bidders[0].cariId);
    await waitUntil(() => heard.a.includes(onA), 5000, "A's bid at A's watcher during the outage");
    // The outage is real: Redis refused A's messages of that bid (no offline queue, so they are
    // never sent later), and B's watcher has not heard it.
    await waitUntil(
      async () => (await counter(a, 'hub_backplane_publish_failures_total')) > refusedBefore,
      5000,
      "the backplane's refusal of A's bid",
    );
    assert.ok(!heard.b.includes(onA));
    const ready = await Promise.all([a, b].map((base) => fetch(`${base}/api/ready`)));
    assert.deepEqual(
      ready.map((r) => r.status),
      [200, 200],
    );

    // After Redis returns, fan-out in both directions comes back without restarting anything.
    await suite.cluster.redis.start();
    const deadline = Date.now() + 20_000;
    let crossed = false;
    let turn = 1;
    while (!crossed && Date.now() < deadline) {
      const fromA = turn === 0;
      const placed = fromA ? await bid(bidderA, bidders[0].cariId) : await bid(bidderB, bidders[1].cariId);
      turn = 1 - turn;
      await delay(500);
      crossed = fromA ? heard.b.includes(placed) : heard.a.includes(placed);
      if (crossed) {
        // The other direction too.
        const back = fromA ? await bid(bidderB, bidders[1].cariId) : await bid(bidderA, bidders[0].cariId);
        await waitUntil(() => (fromA ? heard.a : heard.b).includes(back), 5000, 'fan-out in the other direction');
      }
    }
    assert.ok(crossed, 'cross-instance delivery returned within 20 s of Redis coming back');
  });
});

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { TeklifSonucuPayload } from '../../lib/contract/hub-events';
import { clusterForSuite } from './support/cluster';
import { createTenderWithBidders } from './support/fixtures';
import { schedulerTicks } from './support/metrics';
import { waitUntil } from '../support/wait';

/** Answers within `ms` or fails the test: an outage must never turn into a hanging request. */
const get = (url: string, ms = 15_000) => fetch(url, { signal: AbortSignal.timeout(ms), redirect: 'manual' });

/** Issue #7 fault: the shared PostgreSQL stopped and started again under a running suite.cluster. */
describe('cluster fault: PostgreSQL stopped and started', () => {
  const suite = clusterForSuite();

  it('answers 503 with the error shape during the outage and recovers without a restart', async () => {
    const now = Date.now();
    const running = await createTenderWithBidders(suite.cluster, {
      durum: 213,
      start: new Date(now - 60_000),
      end: new Date(now + 3_600_000),
      bidders: 2,
    });
    const { ihaleId, bidders } = running;
    const bidder = await suite.open(suite.cluster.nginxUrl, bidders[0].token, { reconnect: true, groups: [ihaleId] });
    const list = `${suite.cluster.nginxUrl}/api/external-odata/HerkeseAcikIhaleAnaSayfaOData?$top=2`;
    assert.equal((await get(list)).status, 200);
    // A tender that falls due while the database is down.
    const ending = await createTenderWithBidders(suite.cluster, {
      durum: 213,
      start: new Date(now - 60_000),
      end: new Date(Date.now() + 1500),
      bidders: 1,
    });
    const ended: number[] = [];
    bidder.on('IhaleBitisEvent', (p: { id: number }) => {
      if (p.id === ending.ihaleId) ended.push(p.id);
    });

    suite.cluster.postgres.stop();
    try {
      for (const url of [
        `${suite.cluster.nginxUrl}/api/ready`,
        list,
        ...suite.cluster.instanceUrls.map((u) => `${u}/api/ready`),
      ]) {
        const res = await get(url);
        assert.equal(res.status, 503, url);
        const body = await res.json();
        if (url === list) {
          // The OData service answers in OData's error shape (docs/architecture.md §10).
          assert.equal(body.error.code, 'ServiceUnavailable', url);
          assert.equal(typeof body.error.message, 'string');
          continue;
        }
        assert.equal(body.key, 'ServiceUnavailable', url);
        assert.equal(typeof body.message, 'string');
        assert.deepEqual(body.errors, [body.message]);
        assert.deepEqual(body.mesajList, [body.message]);
      }
      // Pages answer too, never hang: the list says it cannot load (components/tenders/tender-list-view),
      // a tender's page answers with Next's error page.
      const listPage = await get(`${suite.cluster.nginxUrl}/ihaleler`, 30_000);
      assert.match(await listPage.text(), /İhaleler şu anda yüklenemedi/);
      // ...and no cache keeps that page (lib/render-health.ts): not a CDN, and not the page cache, which
      // would have shown it for a minute after the database is back.
      assert.equal(listPage.headers.get('cache-control'), 'no-store');
      const instanceList = `${suite.cluster.instanceUrls[0]}/ihaleler`;
      for (const attempt of ['first', 'second']) {
        const page = await get(instanceList, 30_000);
        assert.match(await page.text(), /İhaleler şu anda yüklenemedi/);
        assert.equal(page.headers.get('x-cache'), 'MISS', `${attempt} request: rendered, not stored`);
      }
      const detailPage = await get(`${suite.cluster.nginxUrl}/ihaleler/${ihaleId}`, 30_000);
      assert.ok(detailPage.status >= 500, `tender page status ${detailPage.status}`);
      assert.match(await detailPage.text(), /<html/i);
      // A bid is refused with a message, not left waiting.
      const refused = (await bidder.invoke('Katilim', {
        cariId: bidders[0].cariId,
        ihaleId,
        tutar: 10_000,
      })) as TeklifSonucuPayload;
      assert.equal(refused.resultType, 'Error');
      // The scheduler keeps ticking into the outage (the ending tender is due now): each instance
      // counts two failed ticks more, and nothing crashes.
      const urls = suite.cluster.instanceUrls;
      const failedBefore = await Promise.all(urls.map((u) => schedulerTicks(u, 'failed')));
      await waitUntil(
        async () =>
          (await Promise.all(urls.map((u) => schedulerTicks(u, 'failed')))).every((n, i) => n >= failedBefore[i] + 2),
        15_000,
        'two failed scheduler ticks on each instance during the outage',
      );
      for (const i of [0, 1]) assert.ok(isAlive(suite.cluster.instancePid(i)), `instance ${i} still runs`);
    } finally {
      suite.cluster.postgres.start();
    }

    // Recovery without restarting the portal: the same calls succeed again.
    await waitUntil(
      async () => (await get(`${suite.cluster.nginxUrl}/api/ready`)).status === 200,
      30_000,
      'ready again',
    );
    assert.equal((await get(list)).status, 200);
    assert.equal((await get(`${suite.cluster.nginxUrl}/ihaleler`, 30_000)).status, 200);
    const accepted = (await bidder.invoke('Katilim', {
      cariId: bidders[0].cariId,
      ihaleId,
      tutar: 10_000,
    })) as TeklifSonucuPayload;
    assert.deepEqual(accepted, { resultType: 'Ok', messages: [] });
    // The scheduler survived: it ends the tender that fell due during the outage, once.
    await waitUntil(() => ended.length > 0, 15_000, 'the end of the tender due during the outage');
    // A second end would come from a later tick: two more ticks on each instance, then none came.
    const urls = suite.cluster.instanceUrls;
    const ticked = await Promise.all(urls.map((u) => schedulerTicks(u)));
    await waitUntil(
      async () => (await Promise.all(urls.map((u) => schedulerTicks(u)))).every((n, i) => n >= ticked[i] + 2),
      10_000,
      'two more scheduler ticks on each instance',
    );
    assert.deepEqual(ended, [ending.ihaleId]);
  });
});

function isAlive(pid: number | null): boolean {
  if (!pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { HubConnection } from '@microsoft/signalr';
import { authenticateBearer } from '../../auth/bearer-hook';
import { createHub, type Hub } from '../../hub/hub-server';
import { buildClient, type ListeningHub, listenHub, nextMessages } from '../../hub/test-support';
import type { LiveMessagePayload } from '../../modules/conversations/live-messages';
import { ACCOUNTS, openProfileTestApp, type ProfileTestContext } from '../../modules/persons/test-support';
import { STAFF_BY_ROLE, staffCookie } from '../test-support';

/**
 * Over the real hub and the official SignalR client, as server/operator/operator-live.test.ts does
 * for the operator command: a support-desk answer reaches the bidder's open connection live, and
 * nobody else's.
 */
describe('support desk answers arrive live (cariIletisimMesajIlet)', () => {
  let t: ProfileTestContext;
  let hub: Hub;
  let listening: ListeningHub;
  const clients: HubConnection[] = [];

  const connect = async (kimlikNo: string) => {
    const token = (await t.as(kimlikNo)).authorization.slice('Bearer '.length);
    const conn = buildClient(listening.url, token);
    await conn.start();
    clients.push(conn);
    return conn;
  };

  before(async () => {
    t = await openProfileTestApp();
    hub = createHub({ authenticate: ({ token }) => authenticateBearer(t.app, token) });
    listening = await listenHub(hub);
    t.app.hub.attach(hub);
  });
  after(async () => {
    t.app.hub.attach(null);
    await Promise.all(clients.map((c) => c.stop()));
    await listening.close();
    await t?.close();
  });

  it('pushes the answer to the conversation’s account only, after it is stored', async () => {
    const ayse = await connect(ACCOUNTS.ayse.kimlikNo);
    const mehmet = await connect(ACCOUNTS.mehmet.kimlikNo);
    const ayseGets = nextMessages<LiveMessagePayload>(ayse, 'cariIletisimMesajIlet');
    let mehmetHeard = false;
    mehmet.on('cariIletisimMesajIlet', () => {
      mehmetHeard = true;
    });

    const res = await t.app.inject({
      method: 'POST',
      url: '/api/yonetim/destek/1/yanit',
      headers: { cookie: await staffCookie(t.app, STAFF_BY_ROLE.destek) },
      payload: { icerik: 'Talebiniz işleme alındı.' },
    });
    assert.equal(res.statusCode, 200, res.body);
    const [got] = await ayseGets;
    assert.deepEqual(got, {
      id: res.json().data.id,
      iletisimId: 1,
      icerik: 'Talebiniz işleme alındı.',
      olustumaTarihi: res.json().data.olusturmaTarihi,
    });
    // A round trip on Mehmet's connection: anything sent to him before it would have arrived.
    await mehmet.invoke('AddToGroup', 1).catch(() => undefined);
    assert.equal(mehmetHeard, false);
  });

  it('a refused answer pushes nothing', async () => {
    const ayse = await connect(ACCOUNTS.ayse.kimlikNo);
    let heard = false;
    ayse.on('cariIletisimMesajIlet', () => {
      heard = true;
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/yonetim/destek/1/yanit',
      headers: { cookie: await staffCookie(t.app, STAFF_BY_ROLE.destek) },
      payload: { icerik: '' },
    });
    assert.equal(res.statusCode, 400);
    await ayse.invoke('AddToGroup', 1).catch(() => undefined);
    assert.equal(heard, false);
  });
});

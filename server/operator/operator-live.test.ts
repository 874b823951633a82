import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { HubConnection } from '@microsoft/signalr';
import { authenticateBearer } from '../auth/bearer-hook';
import { createHub, type Hub } from '../hub/hub-server';
import { buildClient, listenHub, type ListeningHub, nextMessages } from '../hub/test-support';
import type { LiveMessagePayload } from '../modules/conversations/live-messages';
import { ACCOUNTS, openProfileTestApp, type ProfileTestContext } from '../modules/persons/test-support';
import { OPERATOR_KEY_HEADER, readOrCreateOperatorKey } from './operator-key';

/**
 * End to end over the real hub and the official SignalR client: an institution answer written via
 * the operator endpoint reaches the live connections of the conversation's account, and only those.
 */
describe('institution answers arrive live (cariIletisimMesajIlet)', () => {
  let t: ProfileTestContext;
  let hub: Hub;
  let listening: ListeningHub;
  let dataDir: string;
  let key: string;
  const clients: HubConnection[] = [];

  /** A live connection of a session acting for `cariId` (default: the person's own account). */
  const connect = async (kimlikNo: string, cariId?: number) => {
    const token = (await t.as(kimlikNo, cariId)).authorization.slice('Bearer '.length);
    const conn = buildClient(listening.url, token);
    await conn.start();
    clients.push(conn);
    return conn;
  };
  const reply = (iletisimId: number, icerik: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/operator/iletisim/${iletisimId}/cevap`,
      headers: { [OPERATOR_KEY_HEADER]: key },
      payload: { icerik },
    });
  const openConversation = async (kimlikNo: string, cariId: number) => {
    const res = await t.call(kimlikNo, {
      method: 'POST',
      url: '/api/v1/Iletisim',
      payload: { cariId, konuId: 195, baslik: 'Canlı', icerik: 'Canlı yanıt bekliyorum.' },
    });
    assert.equal(res.statusCode, 200);
    return res.json().data.id as number;
  };

  before(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'h8-live-'));
    t = await openProfileTestApp({ DATA_DIR: dataDir });
    key = readOrCreateOperatorKey(dataDir);
    hub = createHub({ authenticate: ({ token }) => authenticateBearer(t.app, token) });
    listening = await listenHub(hub);
    t.app.hub.attach(hub);
  });
  after(async () => {
    t.app.hub.attach(null);
    await Promise.all(clients.map((c) => c.stop()));
    await listening.close();
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('pushes the answer to the account’s connections and not to anybody else’s', async () => {
    const ayse = await connect(ACCOUNTS.ayse.kimlikNo);
    const mehmet = await connect(ACCOUNTS.mehmet.kimlikNo);
    const mehmetConversation = await openConversation(ACCOUNTS.mehmet.kimlikNo, ACCOUNTS.mehmet.person);
    const ayseGets = nextMessages<LiveMessagePayload>(ayse, 'cariIletisimMesajIlet');
    const mehmetGets = nextMessages<LiveMessagePayload>(mehmet, 'cariIletisimMesajIlet');

    const res = await reply(1, 'Blokajınız çözülmüştür.');
    assert.equal(res.statusCode, 200);
    const [got] = await ayseGets;
    assert.deepEqual(got, {
      id: res.json().data.id,
      iletisimId: 1,
      icerik: 'Blokajınız çözülmüştür.',
      olustumaTarihi: res.json().data.olusturmaTarihi,
    });

    // Mehmet's first live message is the answer to his own conversation, not Ayşe's.
    const second = await reply(mehmetConversation, 'Size de yanıt.');
    assert.equal(second.statusCode, 200);
    const [his] = await mehmetGets;
    assert.equal(his.iletisimId, mehmetConversation);
    assert.equal(his.icerik, 'Size de yanıt.');
  });

  it('reaches a person acting for a company through that company account', async () => {
    const ayse = await connect(ACCOUNTS.ayse.kimlikNo, ACCOUNTS.ayse.companies[0]);
    const companyConversation = await openConversation(ACCOUNTS.ayse.kimlikNo, ACCOUNTS.ayse.companies[0]);
    const gets = nextMessages<LiveMessagePayload>(ayse, 'cariIletisimMesajIlet');
    assert.equal((await reply(companyConversation, 'Firma yanıtı.')).statusCode, 200);
    const [got] = await gets;
    assert.equal(got.iletisimId, companyConversation);
  });
});

import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { type HubConnection, HubConnectionBuilder, HttpTransportType, LogLevel } from '@microsoft/signalr';
import type { TeklifSonucuPayload } from '../../../lib/contract/hub-events';
import { TEST_STAFF } from '../../db/seed/constants';
import { listenHub, type ListeningHub, nextMessages, tryUpgrade } from '../../hub/test-support';
import { type Realtime, startRealtime } from '../../hub/realtime';
import { ACCOUNTS, openProfileTestApp, type ProfileTestContext, TEST_NOW } from '../../modules/persons/test-support';
import { runningTenders } from '../../security/support';
import { staffCookie } from '../test-support';

const ORIGIN = 'http://localhost:3000';

/**
 * The live monitor's hub connection (docs/architecture.md §9): an İhale Sorumlusu's staff session
 * joins a tender group as a watcher with `?izleyici=yonetim` and hears what bidders hear; it acts
 * for no account, other roles and foreign pages are refused, and the staff cookie never stands in
 * for a bidder's token.
 */
describe('hub: the back-office monitor watches with a staff session', () => {
  let t: ProfileTestContext;
  let rt: Realtime;
  let listening: ListeningHub;
  let tender: number;
  const clients: HubConnection[] = [];

  const watcher = (cookie: string) => {
    const conn = new HubConnectionBuilder()
      .withUrl(`${listening.url}?izleyici=yonetim`, {
        skipNegotiation: true,
        transport: HttpTransportType.WebSockets,
        headers: { cookie, origin: ORIGIN },
      })
      .configureLogging(LogLevel.None)
      .build();
    clients.push(conn);
    return conn;
  };

  before(async () => {
    t = await openProfileTestApp({ PUBLIC_ORIGIN: ORIGIN });
    rt = startRealtime(t.app, { scheduler: false });
    listening = await listenHub(rt.hub);
    [tender] = await runningTenders(t.handle.db, TEST_NOW, [ACCOUNTS.ayse.person]);
  });
  after(async () => {
    await Promise.all(clients.map((c) => c.stop()));
    await listening.close();
    await rt.close();
    await t.close();
  });

  it('an İhale Sorumlusu joins the tender group and hears its bids, but cannot bid', async () => {
    const conn = watcher(await staffCookie(t.app, TEST_STAFF.ihale.kimlikNo));
    await conn.start();
    await conn.invoke('AddToGroup', tender);
    const heard = nextMessages(conn, 'Recive');
    rt.hub.sendToGroup(String(tender), 'Recive', { id: tender, teklif: 9000 });
    const [payload] = await heard;
    assert.deepEqual(payload, { id: tender, teklif: 9000 });

    const answer: TeklifSonucuPayload = await conn.invoke('Katilim', {
      cariId: ACCOUNTS.ayse.person,
      ihaleId: tender,
      tutar: 1_000_000,
    });
    assert.equal(answer.resultType, 'Error', 'a watcher acts for no account');
  });

  it('refuses other roles, foreign pages, and a staff cookie offered as a bidder', async () => {
    const destek = await staffCookie(t.app, TEST_STAFF.destek.kimlikNo);
    const ihale = await staffCookie(t.app, TEST_STAFF.ihale.kimlikNo);
    const other = await tryUpgrade(listening.url, { cookie: destek, origin: ORIGIN }, '?izleyici=yonetim');
    assert.equal(other.open ? 101 : other.status, 401);
    const foreign = await tryUpgrade(
      listening.url,
      { cookie: ihale, origin: 'https://evil.example' },
      '?izleyici=yonetim',
    );
    assert.equal(foreign.open ? 101 : foreign.status, 403);
    const asBidder = await tryUpgrade(listening.url, { cookie: ihale, origin: ORIGIN });
    assert.equal(asBidder.open ? 101 : asBidder.status, 401);
    for (const a of [other, foreign, asBidder]) if (a.open) a.ws.close();
  });
});

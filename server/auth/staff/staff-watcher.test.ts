// Also on PostgreSQL: the security suite runs on both engines (every hole of an audit is checked where production runs).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { type HubConnection, HubConnectionBuilder, HttpTransportType, LogLevel } from '@microsoft/signalr';
import type { TeklifSonucuPayload } from '../../../lib/contract/hub-events';
import { TEST_STAFF } from '../../seed/constants';
import { listenHub, type ListeningHub, nextMessages, tryUpgrade } from '../../hub/test-support';
import { type Realtime, startRealtime } from '../../hub/realtime';
import { ACCOUNTS, openProfileTestApp, type ProfileTestContext, TEST_NOW } from '../../modules/persons/test-support';
import { runningTenders } from '../../security/support';
import { staffCookie } from '../../backoffice/test-support';
import { within } from '../../../tests/support/wait';

const ORIGIN = 'http://localhost:3000';

/**
 * The live monitor's hub connection (docs/architecture.md §8): an İhale Sorumlusu's staff session
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

  it('takes each kind of token on its own channel only: a staff token as a Bearer is refused, a bidder token is no watcher', async () => {
    const ihale = await staffCookie(t.app, TEST_STAFF.ihale.kimlikNo);
    const staffToken = ihale.split('=').slice(1).join('=');
    const asBearer = await tryUpgrade(listening.url, { authorization: `Bearer ${staffToken}` });
    assert.equal(asBearer.open ? 101 : asBearer.status, 401, "the watcher channel's rules are not bypassed");
    const bidder = await t.as(ACCOUNTS.ayse.kimlikNo);
    const bidderToken = bidder.authorization.replace(/^Bearer /, '');
    const bidderAsWatcher = await tryUpgrade(
      listening.url,
      { cookie: `${ihale.split('=')[0]}=${bidderToken}`, origin: ORIGIN },
      '?izleyici=yonetim',
    );
    assert.equal(bidderAsWatcher.open ? 101 : bidderAsWatcher.status, 401);
    for (const a of [asBearer, bidderAsWatcher]) if (a.open) a.ws.close();
  });

  it("a deactivated staff member's open monitor closes at once, as do those of a role change and a reset", async () => {
    for (const change of ['deactivate', 'roles', 'reset'] as const) {
      const admin = await staffCookie(t.app, TEST_STAFF.yonetici.kimlikNo);
      const burak = await staffCookie(t.app, TEST_STAFF.ihale.kimlikNo);
      const conn = watcher(burak);
      await conn.start();
      await conn.invoke('AddToGroup', tender);
      const closed = new Promise<void>((resolve) => conn.onclose(() => resolve()));
      const id = (await t.handle.db.query.personel.findFirst({
        where: (p, { eq }) => eq(p.kimlikNo, TEST_STAFF.ihale.kimlikNo),
      }))!.id;
      const call = (method: 'PUT' | 'POST', url: string, payload?: object) =>
        t.app.inject({ method, url, headers: { cookie: admin, origin: ORIGIN }, payload });
      const res =
        change === 'deactivate'
          ? await call('PUT', `/api/yonetim/personel/${id}/durum`, { aktif: false })
          : change === 'roles'
            ? await call('PUT', `/api/yonetim/personel/${id}/roller`, { roller: ['ihale', 'destek'] })
            : await call('POST', `/api/yonetim/personel/${id}/totp-sifirla`);
      assert.equal(res.statusCode, 200, `${change}: ${res.body}`);
      await within(closed, 5000, `the monitor's connection to close after ${change}`);
      // Put Burak back as he was for the next round.
      await t.handle.db.execute(
        sql`update personel set aktif = true, totp_gizli = ${TEST_STAFF.ihale.totp}, totp_onay_tarihi = now() where id = ${id}`,
      );
      await t.handle.db.execute(sql`delete from personel_rol where personel_id = ${id} and rol <> 'ihale'`);
    }
  });
});

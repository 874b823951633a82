// Only on PostgreSQL: the security suite checks the HTTP edge where production runs; its SQL is the other files', which run on PGlite too.
/**
 * One person cannot pin the hub's memory with endless connections: beyond the per-person cap an
 * upgrade is refused with 429 in the error shape, other people are not affected, and a closed
 * connection frees its place.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type WebSocket from 'ws';
import { waitUntil } from '../../tests/support/wait';
import { authenticateBearer } from '../auth/bearer-hook';
import { issueAccessToken } from '../auth/tokens';
import { createPortalHub } from '../hub/portal-hub';
import { type ListeningHub, listenHub, tryUpgrade, type UpgradeAttempt } from '../hub/test-support';
import { ACCOUNTS, openProfileTestApp, TEST_NOW, type ProfileTestContext } from '../modules/persons/test-support';

const CAP = 3;

/** Opens a raw WebSocket to the hub with a Bearer token and reports whether the upgrade was accepted. */
const attempt = (url: string, token: string) => tryUpgrade(url, { authorization: `Bearer ${token}` });

const closed = (ws: WebSocket) =>
  new Promise<void>((resolve) => {
    ws.once('close', () => resolve());
    ws.close();
  });

describe('hub connections per person', () => {
  let t: ProfileTestContext;
  let srv: ListeningHub;
  const sockets: WebSocket[] = [];
  before(async () => {
    t = await openProfileTestApp();
    const hub = createPortalHub({
      db: t.handle.db,
      now: () => TEST_NOW,
      authenticate: ({ token }) => authenticateBearer(t.app, token),
      log: { warn() {}, error() {} },
      maxConnectionsPerPerson: CAP,
    });
    srv = await listenHub(hub);
  });
  after(async () => {
    for (const ws of sockets) ws.terminate();
    await srv?.close();
    await t?.close();
  });

  const open = async (kimlikNo: string) => {
    const a = await attempt(srv.url, await issueAccessToken(t.app, kimlikNo));
    if (a.open) sockets.push(a.ws);
    return a;
  };

  it('refuses the connection beyond the cap with 429 in the error shape, and only for that person', async () => {
    for (let i = 0; i < CAP; i++) assert.equal((await open(ACCOUNTS.ayse.kimlikNo)).open, true, `connection ${i + 1}`);

    const refused = await open(ACCOUNTS.ayse.kimlikNo);
    assert.equal(refused.open, false);
    if (refused.open) return;
    assert.equal(refused.status, 429);
    const body = JSON.parse(refused.body);
    assert.equal(body.key, 'TooManyConnections');
    assert.deepEqual(body.errors, [body.message]);
    assert.deepEqual(body.mesajList, [body.message]);
    assert.match(body.message, /Çok fazla açık bağlantınız var/);

    assert.equal((await open(ACCOUNTS.mehmet.kimlikNo)).open, true, 'another person still connects');
  });

  it('a closed connection frees its place', async () => {
    const ayse = sockets.slice(0, CAP);
    await closed(ayse[0]);
    // The hub counts the close when the socket's close event reaches it.
    let again: UpgradeAttempt | undefined;
    await waitUntil(
      async () => {
        again = await open(ACCOUNTS.ayse.kimlikNo);
        return again.open;
      },
      2000,
      'a place for Ayşe again',
    );
    assert.equal(again?.open, true);
  });
});

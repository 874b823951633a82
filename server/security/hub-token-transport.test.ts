// Only on PostgreSQL: the security suite checks the HTTP edge where production runs; its SQL is the other files', which run on PGlite too.
/**
 * Issue #11, hole 3 (no token in a URL): browsers opened the hub with `?access_token=` in its
 * address, which Chromium prints to the console and proxies log. Now browsers authenticate with
 * the access-token cookie, believed only on an upgrade from the portal's own origin; Node clients
 * send `Authorization: Bearer`; a token in the query string is not read (server/hub/upgrade-auth.ts).
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { COOKIE } from '../../lib/session/cookie-names';
import { authenticateBearer } from '../auth/bearer-hook';
import { issueAccessToken } from '../auth/tokens';
import { createPortalHub } from '../hub/portal-hub';
import { type ListeningHub, listenHub, RawClient, tryUpgrade, type UpgradeAttempt } from '../hub/test-support';
import { ACCOUNTS, openProfileTestApp, TEST_NOW, type ProfileTestContext } from '../modules/persons/test-support';

const PORTAL = 'http://localhost:3000';

const attempt = (url: string, opts: { query?: string; headers?: Record<string, string> }) =>
  tryUpgrade(url, opts.headers ?? {}, opts.query);

describe('hub token transport', () => {
  let t: ProfileTestContext;
  let srv: ListeningHub;
  let token: string;
  before(async () => {
    t = await openProfileTestApp({ PUBLIC_ORIGIN: PORTAL });
    srv = await listenHub(
      createPortalHub({
        db: t.handle.db,
        now: () => TEST_NOW,
        authenticate: ({ token }) => authenticateBearer(t.app, token),
        log: { warn() {}, error() {} },
        portalOrigin: t.app.config.publicOrigin,
      }),
    );
    token = await issueAccessToken(t.app, ACCOUNTS.ayse.kimlikNo);
  });
  after(async () => {
    await srv?.close();
    await t?.close();
  });

  const refusedWith = (a: UpgradeAttempt, status: number, where: string) => {
    assert.equal(a.open, false, `${where}: the upgrade was accepted`);
    if (a.open) return;
    assert.equal(a.status, status, where);
    const body = JSON.parse(a.body);
    assert.equal(typeof body.key, 'string');
    assert.deepEqual(body.mesajList, [body.message]);
  };

  it("a browser's upgrade from the portal's origin is authenticated by the access-token cookie", async () => {
    const client = await RawClient.open(srv.url, null, {
      cookie: `${COOKIE.cookieConsent}=1; ${COOKIE.accessToken}=${token}`,
      origin: PORTAL,
    });
    await client.handshake();
    client.send('{"type":1,"invocationId":"g","target":"AddToGroup","arguments":[1]}\x1e');
    await client.waitFor(() => client.ofType(3).length > 0);
    assert.equal(client.ofType(3)[0].error, undefined);
    client.close();
  });

  it('the same cookie from another origin, or with no origin, is refused (cross-site WebSocket hijacking)', async () => {
    const cookie = `${COOKIE.accessToken}=${token}`;
    refusedWith(await attempt(srv.url, { headers: { cookie, origin: 'https://evil.example' } }), 403, 'foreign origin');
    refusedWith(await attempt(srv.url, { headers: { cookie, origin: 'http://localhost:3001' } }), 403, 'other port');
    refusedWith(await attempt(srv.url, { headers: { cookie } }), 403, 'no origin');
  });

  it('a token in the query string is not read', async () => {
    refusedWith(await attempt(srv.url, { query: `?access_token=${encodeURIComponent(token)}` }), 401, 'query token');
    refusedWith(
      await attempt(srv.url, { query: `?access_token=${encodeURIComponent(token)}`, headers: { origin: PORTAL } }),
      401,
      'query token from the portal origin',
    );
  });

  it('Node clients authenticate with Authorization: Bearer, from any origin', async () => {
    const a = await attempt(srv.url, { headers: { authorization: `Bearer ${token}` } });
    assert.equal(a.open, true);
    if (a.open) a.ws.close();
  });

  it('a forged cookie from the portal origin is a 401', async () => {
    refusedWith(
      await attempt(srv.url, { headers: { cookie: `${COOKIE.accessToken}=${token}x`, origin: PORTAL } }),
      401,
      'forged cookie',
    );
  });
});

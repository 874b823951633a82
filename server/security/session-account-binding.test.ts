// Only on PostgreSQL: the security suite checks the HTTP edge where production runs; its SQL is the other files', which run on PGlite too.
/**
 * Issue #11, hole 7: the person-or-company choice "is fixed for the session and determines how
 * tender actions are done and recorded" (docs/spec.md §1). A sign-in starts a session that acts for no
 * account; the choice at /callback (PUT /api/v1/CariBilgisi/AktifCari) binds it, on the server, to
 * one account, and the access tokens name it. From then on every call or hub method naming another
 * account is 403 until the user logs out and in again; refreshes keep the binding; a logged-out
 * session's access tokens stop at once. (Every account route, for a session bound to a company:
 * cross-account.test.ts.)
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { HubConnection } from '@microsoft/signalr';
import { decodeJwt } from 'jose';
import { ACCOUNT_MESSAGES } from '../../lib/rules/account-schemas';
import type { TeklifSonucuPayload } from '../../lib/contract/hub-events';
import { BidMessages } from '../auction/messages';
import { authenticateBearer } from '../auth/bearer-hook';
import { issueLoginCode } from '../auth/login-code';
import { postRefresh, postRevocation, postToken, refreshCookieOf } from '../auth/test-fixtures';
import { createPortalHub } from '../hub/portal-hub';
import { buildClient, type ListeningHub, listenHub } from '../hub/test-support';
import {
  ACCOUNTS,
  odataUrl,
  openProfileTestApp,
  TEST_NOW,
  type ProfileTestContext,
} from '../modules/persons/test-support';
import { assertErrorShape, runningTenders } from './support';

const ayse = ACCOUNTS.ayse;
const [company, otherCompany] = ayse.companies;

describe('a session acts for the one account chosen at sign-in', () => {
  let t: ProfileTestContext;
  before(async () => {
    t = await openProfileTestApp();
  });
  after(async () => {
    await t?.close();
  });

  /** A real sign-in: the e-Devlet code exchanged for an access token and the refresh cookie. */
  const signIn = async () => {
    const res = await postToken(t.app, '/api/connect/token', {
      grant_type: 'external',
      external_token: await issueLoginCode(t.app, ayse.kimlikNo),
      provider: 'EDevlet',
    });
    assert.equal(res.statusCode, 200, res.body);
    return { access: res.json().access_token as string, refresh: refreshCookieOf(res) };
  };
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const choose = (token: string, cariId: number) =>
    t.app.inject({ method: 'PUT', url: '/api/v1/CariBilgisi/AktifCari', headers: bearer(token), payload: { cariId } });
  const summary = (token: string, cariId: number) =>
    t.app.inject({ method: 'GET', url: `/api/v1/Finans/Ozet?cariId=${cariId}`, headers: bearer(token) });
  const favourite = async (token: string, cariId: number) => {
    const [ihaleId] = await runningTenders(t.handle.db, TEST_NOW, [cariId]);
    return t.app.inject({
      method: 'POST',
      url: '/api/v1/FavoriIhale',
      headers: bearer(token),
      payload: { IhaleId: ihaleId, cariId },
    });
  };

  it('before the choice the session may run the login flow only: no account may be acted for', async () => {
    const { access } = await signIn();
    assert.equal(decodeJwt(access).cari, undefined, 'the token names no account yet');
    const check = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/CariBilgisi/CariGirisIslemleri',
      headers: bearer(access),
      payload: { GSM: '+905321234567', IhaleTipiId: 51 },
    });
    assert.equal(check.statusCode, 200, check.body);
    const contracts = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/CariBilgisi/CariSozlesmeBilgileriGuncelle',
      headers: bearer(access),
      payload: { CariId: ayse.person, IhaleTipiId: 51 },
    });
    assert.equal(contracts.statusCode, 200, 'the login flow’s contract update runs before the choice');
    for (const cariId of [ayse.person, company]) {
      assertErrorShape(await summary(access, cariId), 403, `summary of ${cariId} before the choice`);
      assertErrorShape(await favourite(access, cariId), 403, `favourite for ${cariId} before the choice`);
    }
  });

  it('after choosing a company, only that company: the person and the other company are 403', async () => {
    const { access } = await signIn();
    const chosen = await choose(access, company);
    assert.equal(chosen.statusCode, 200, chosen.body);
    const bound = chosen.json().data.access_token as string;
    assert.equal(decodeJwt(bound).cari, company, 'the token names the chosen account');
    assert.equal((await summary(bound, company)).statusCode, 200);
    for (const token of [bound, access]) {
      // The older token of the same session is bound too: the server, not the token, decides.
      assertErrorShape(await summary(token, ayse.person), 403, 'her person account');
      assertErrorShape(await summary(token, otherCompany), 403, 'her other company');
      assertErrorShape(await favourite(token, ayse.person), 403, 'favourite as the person');
    }
    // Her personal record (Hesabım) is hers whichever account the session acts for.
    const me = await t.app.inject({
      method: 'GET',
      url: odataUrl('GercekKisilikExternalOData', { $filter: `KimlikNo eq '${ayse.kimlikNo}'` }),
      headers: bearer(bound),
    });
    assert.equal(me.statusCode, 200, me.body);
    assert.deepEqual(
      me.json().value.map((p: { KimlikNo: string }) => p.KimlikNo),
      [ayse.kimlikNo],
    );
  });

  it('the choice is made once: the same account again is harmless, another one is refused until logout', async () => {
    const { access } = await signIn();
    assert.equal((await choose(access, ayse.person)).statusCode, 200);
    assert.equal((await choose(access, ayse.person)).statusCode, 200, 'choosing the same account again');
    const other = await choose(access, company);
    assertErrorShape(other, 403, 'another account');
    assert.equal(other.json().message, ACCOUNT_MESSAGES.accountAlreadyChosen);
    assertErrorShape(await choose(access, ACCOUNTS.mehmet.person), 403, 'someone else’s account');
    // A fresh sign-in may choose anew.
    const again = await signIn();
    assert.equal((await choose(again.access, company)).statusCode, 200);
  });

  it('an account she may not act for cannot be chosen, and the session stays unchosen', async () => {
    const { access } = await signIn();
    assertErrorShape(await choose(access, ACCOUNTS.mehmet.person), 403, 'Mehmet’s account');
    assertErrorShape(await choose(access, ACCOUNTS.bidderCompany), 403, 'a foreign company');
    assert.equal((await choose(access, company)).statusCode, 200);
  });

  it('refreshes keep the choice; logging out ends the session’s access tokens at once', async () => {
    const { access, refresh } = await signIn();
    const bound = (await choose(access, company)).json().data.access_token as string;
    const refreshed = await postRefresh(t.app, refresh);
    assert.equal(refreshed.statusCode, 200, refreshed.body);
    const next = refreshed.json().access_token as string;
    assert.equal(decodeJwt(next).cari, company);
    assert.equal((await summary(next, company)).statusCode, 200);
    assertErrorShape(await summary(next, ayse.person), 403, 'the refreshed token stays bound');

    assert.equal((await postRevocation(t.app, {}, { cookie: refreshCookieOf(refreshed) as string })).statusCode, 200);
    for (const token of [access, bound, next]) {
      const res = await summary(token, company);
      assertErrorShape(res, 401, 'an access token of a logged-out session');
      const info = await t.app.inject({ method: 'GET', url: '/auth/connect/userinfo', headers: bearer(token) });
      assert.equal(info.statusCode, 401, 'userinfo refuses it too');
    }
  });

  describe('hub methods', () => {
    let srv: ListeningHub;
    const clients: HubConnection[] = [];
    before(async () => {
      srv = await listenHub(
        createPortalHub({
          db: t.handle.db,
          now: () => TEST_NOW,
          authenticate: ({ token }) => authenticateBearer(t.app, token),
          log: { warn() {}, error() {} },
        }),
      );
    });
    after(async () => {
      for (const c of clients) await c.stop();
      await srv?.close();
    });

    it('a company session’s bid naming her person account is refused', async () => {
      const { access } = await signIn();
      const bound = (await choose(access, company)).json().data.access_token as string;
      const conn = buildClient(srv.url, bound);
      await conn.start();
      clients.push(conn);
      const [ihaleId] = await runningTenders(t.handle.db, TEST_NOW, [ayse.person]);
      const result = await conn.invoke<TeklifSonucuPayload>('Katilim', {
        cariId: ayse.person,
        ihaleId,
        tutar: 10_000_000,
      });
      assert.deepEqual(result, { resultType: 'Error', messages: [BidMessages.notYourAccount] });
    });
  });
});

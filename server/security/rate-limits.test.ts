// Only on PostgreSQL: the security suite checks the HTTP edge where production runs; its SQL is the other files', which run on PGlite too.
/**
 * Rate limits of issue #7 with the configured figures: the token endpoint (TOKEN_RATE_LIMIT per
 * client IP, one budget over /api and /auth), messages (MESSAGES_PER_MINUTE per person) and bids
 * (the hub's per-person token bucket, burst 10). Beyond the limit: 429 in the error shape with
 * Retry-After, or the hub's Turkish refusal, and nothing stored.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { HubConnection } from '@microsoft/signalr';
import { sql } from 'drizzle-orm';
import type { TeklifSonucuPayload } from '../../lib/contract/hub-events';
import { BidMessages } from '../auction/messages';
import { authenticateBearer } from '../auth/bearer-hook';
import { postToken } from '../auth/test-fixtures';
import { TOKEN_RATE_LIMIT } from '../auth/token-routes';
import { issueAccessToken } from '../auth/tokens';
import { createPortalHub } from '../hub/portal-hub';
import { buildClient, type ListeningHub, listenHub } from '../hub/test-support';
import { MESSAGES_PER_MINUTE } from '../modules/conversations/message-rate-limit';
import { ACCOUNTS, openProfileTestApp, TEST_NOW, type ProfileTestContext } from '../modules/persons/test-support';
import { assertErrorShape, queryRows } from './support';

/** Burst of the hub's default bid rate (server/hub/hub-methods.ts). */
const BID_BURST = 10;

describe('rate limits', () => {
  let t: ProfileTestContext;
  before(async () => {
    t = await openProfileTestApp();
  });
  after(async () => {
    await t?.close();
  });

  const count = async (table: 'iletisim_yazisma' | 'teklif') =>
    Number(
      (await queryRows<{ n: number }>(t.handle.db, sql`select count(*)::int as n from ${sql.identifier(table)}`))[0].n,
    );

  it('token endpoint: one budget per client IP over /api and /auth, then 429 with Retry-After', async () => {
    const ip = '10.9.0.1';
    const hit = (i: number) =>
      postToken(
        t.app,
        i % 2 ? '/auth/connect/token' : '/api/connect/token',
        { grant_type: 'refresh_token', refresh_token: 'x' },
        { remoteAddress: ip },
      );
    for (let i = 0; i < TOKEN_RATE_LIMIT.limit; i++) {
      assert.equal((await hit(i)).statusCode, 400, `request ${i + 1} is within the limit`);
    }
    for (const i of [0, 1]) {
      const limited = await hit(i);
      assertErrorShape(limited, 429, `over the limit on ${i ? '/auth' : '/api'}`);
      assert.equal(limited.json().key, 'TooManyRequests');
      assert.ok(Number(limited.headers['retry-after']) > 0);
    }
    // Another client id from the same address opens no budget of its own: the address is the key.
    const otherClient = await t.app.inject({
      method: 'POST',
      url: '/api/connect/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'grant_type=refresh_token&refresh_token=x&client_id=evil&client_secret=x',
      remoteAddress: ip,
    });
    assertErrorShape(otherClient, 429, 'another client id from the same address');
    // Another address keeps its own budget.
    const other = await postToken(
      t.app,
      '/api/connect/token',
      { grant_type: 'refresh_token', refresh_token: 'x' },
      { remoteAddress: '10.9.0.2' },
    );
    assert.equal(other.statusCode, 400);
  });

  it('messages: MESSAGES_PER_MINUTE per person, whatever the address or token, then 429 and nothing stored', async () => {
    const mehmet = ACCOUNTS.mehmet;
    const opened = await t.call(mehmet.kimlikNo, {
      method: 'POST',
      url: '/api/v1/Iletisim',
      payload: { cariId: mehmet.person, konuId: 192, baslik: 'Soru', icerik: 'İlk soru' },
    });
    assert.equal(opened.statusCode, 200, opened.body);
    const iletisimId = opened.json().data.id as number;
    const secondToken = await issueAccessToken(t.app, mehmet.kimlikNo);
    const reply = (i: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/IletisimYazisma',
        headers: { authorization: `Bearer ${secondToken}` },
        payload: { iletisimId, icerik: `Mesaj ${i}` },
        remoteAddress: `10.8.0.${i % 250}`,
      });
    // The conversation itself was message number one.
    for (let i = 1; i < MESSAGES_PER_MINUTE; i++) assert.equal((await reply(i)).statusCode, 200, `message ${i + 1}`);
    const stored = await count('iletisim_yazisma');
    const limited = await reply(99);
    assertErrorShape(limited, 429, 'message over the limit');
    assert.ok(Number(limited.headers['retry-after']) > 0);
    const newConversation = await t.call(mehmet.kimlikNo, {
      method: 'POST',
      url: '/api/v1/Iletisim',
      payload: { cariId: mehmet.person, konuId: 192, baslik: 'Bir soru daha', icerik: 'x' },
    });
    assertErrorShape(newConversation, 429, 'new conversation over the limit');
    assert.equal(await count('iletisim_yazisma'), stored);
    // Another person is not braked by Mehmet's flood.
    const ayse = await t.call(ACCOUNTS.ayse.kimlikNo, {
      method: 'POST',
      url: '/api/v1/IletisimYazisma',
      payload: { iletisimId: 1, icerik: 'Merhaba' },
    });
    assert.equal(ayse.statusCode, 200, ayse.body);
  });

  describe('bids through the hub', () => {
    let srv: ListeningHub;
    const clients: HubConnection[] = [];
    before(async () => {
      const hub = createPortalHub({
        db: t.handle.db,
        now: () => TEST_NOW,
        authenticate: ({ token }) => authenticateBearer(t.app, token),
        log: { warn() {}, error() {} },
      });
      srv = await listenHub(hub);
    });
    after(async () => {
      await Promise.all(clients.map((c) => c.stop()));
      await srv?.close();
    });
    const connect = async (kimlikNo: string) => {
      const c = buildClient(srv.url, await issueAccessToken(t.app, kimlikNo));
      await c.start();
      clients.push(c);
      return c;
    };
    // An amount the rules refuse at once: each invocation is cheap, only the brake is measured.
    const burst = (c: HubConnection, n: number) =>
      Promise.all(
        Array.from({ length: n }, () => c.invoke<TeklifSonucuPayload>('Katilim', { cariId: 1, ihaleId: 1, tutar: -1 })),
      );
    const tooFast = (answers: TeklifSonucuPayload[]) =>
      answers.filter((a) => a.resultType === 'Error' && a.messages[0] === BidMessages.tooFast).length;

    it('a flood of bids on one connection is refused in Turkish beyond the burst, storing nothing', async () => {
      const bids = await count('teklif');
      const answers = await burst(await connect(ACCOUNTS.ayse.kimlikNo), BID_BURST * 3);
      assert.ok(tooFast(answers) > 0, 'some bids are braked');
      for (const a of answers) assert.equal(a.resultType, 'Error');
      assert.equal(await count('teklif'), bids);
    });

    it('the brake is per person: a second connection does not double the rate', async () => {
      const [a, b] = [await connect(ACCOUNTS.ali.kimlikNo), await connect(ACCOUNTS.ali.kimlikNo)];
      // Each connection stays within one burst; together they exceed it.
      const answers = (await Promise.all([burst(a, BID_BURST), burst(b, BID_BURST)])).flat();
      assert.ok(tooFast(answers) > 0, 'the second connection shares the first one’s budget');
    });
  });
});

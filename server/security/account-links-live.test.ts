// Only on PostgreSQL: the security suite checks the HTTP edge where production runs; its SQL is the other files', which run on PGlite too.
/**
 * A change of the accounts a person may act for reaches their open hub connections at once: after
 * Ayşe unlinks a company, the connection of her session acting for that company no longer receives
 * the company's conversation messages (cariIletisimMesajIlet), while her person session's still
 * arrive; linked again, the company session's messages resume. Also across instances over Redis:
 * the unlink happens on instance 1, the connections live on instance 2.
 */
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import type { HubConnection } from '@microsoft/signalr';
import { eq } from 'drizzle-orm';
import { authenticateBearer } from '../auth/bearer-hook';
import { cari } from '../db/schema';
import { UNLINKED_MERSIS_VKN } from '../seed/constants';
import type { Hub } from '../hub/hub-server';
import { createPortalHub } from '../hub/portal-hub';
import { RedisBackplane } from '../hub/redis-backplane';
import { buildClient, type ListeningHub, listenHub, nextMessages } from '../hub/test-support';
import { LIVE_MESSAGE_METHOD, type LiveMessagePayload } from '../modules/conversations/live-messages';
import { ACCOUNTS, openProfileTestApp, type ProfileTestContext, TEST_NOW } from '../modules/persons/test-support';
import { replyAsInstitution } from '../modules/conversations/institution-reply';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const AYSE = ACCOUNTS.ayse.kimlikNo;
const [FIRST_COMPANY, SECOND_COMPANY] = ACCOUNTS.ayse.companies;

describe('unlinking a company reaches open hub connections', () => {
  let t: ProfileTestContext;
  const cleanups: Array<() => Promise<void>> = [];

  /** A hub on the test app's database; `redisChannel` puts it on a shared Redis backplane. */
  const startHub = async (redisChannel?: string): Promise<{ hub: Hub; srv: ListeningHub }> => {
    const backplane = redisChannel
      ? new RedisBackplane({ url: REDIS_URL, channel: redisChannel, log() {} })
      : undefined;
    if (backplane) assert.equal(await backplane.ready(), true, 'Redis reachable');
    const hub = createPortalHub({
      db: t.handle.db,
      now: () => TEST_NOW,
      authenticate: ({ token }) => authenticateBearer(t.app, token),
      backplane,
      log: { warn() {}, error() {} },
    });
    const srv = await listenHub(hub);
    cleanups.push(() => srv.close());
    return { hub, srv };
  };
  /** A connection of Ayşe's session acting for `cariId` (a session acts for one account, docs/spec.md §1). */
  const connect = async (srv: ListeningHub, cariId: number): Promise<HubConnection> => {
    const conn = buildClient(srv.url, (await t.as(AYSE, cariId)).authorization.slice('Bearer '.length));
    await conn.start();
    cleanups.push(() => conn.stop());
    return conn;
  };
  const openConversation = async (cariId: number) => {
    const res = await t.call(AYSE, {
      method: 'POST',
      url: '/api/v1/Iletisim',
      payload: { cariId, konuId: 195, baslik: 'Canlı', icerik: 'Canlı yanıt bekliyorum.' },
    });
    assert.equal(res.statusCode, 200, res.body);
    return res.json().data.id as number;
  };
  /** An institution answer, pushed live through app.hub (attached to instance 1). */
  const answer = async (iletisimId: number, icerik: string) =>
    (await replyAsInstitution(t.handle.db, { iletisimId, icerik, now: TEST_NOW }, t.app.hub)).message.id;
  const vknOf = async (cariId: number) =>
    (await t.handle.db.select({ vkn: cari.vergiNo }).from(cari).where(eq(cari.id, cariId)))[0].vkn as string;
  const unlink = async (cariId: number) => {
    const res = await t.call(AYSE, {
      method: 'DELETE',
      url: `/api/v1/Mersis/DeleteFirmaOrtaklik/${await vknOf(cariId)}`,
    });
    assert.equal(res.statusCode, 204, res.body);
  };
  const link = async (vkn: string) => {
    const res = await t.call(AYSE, {
      method: 'POST',
      url: '/api/v1/Mersis/MersisFirmaAktifOrtakBilgisiKaydet',
      payload: { vkn },
    });
    assert.equal(res.statusCode, 200, res.body);
    return res.json().data.id as number;
  };
  /** A tender-group message after an account message: a connection delivers in order. */
  const GROUP = '1';
  const sentinel = (hub: Hub) => hub.sendToGroup(GROUP, 'Recive', { sentinel: true });

  /**
   * Unlinks `company`, then answers the company's conversation, and right after it Ayşe's own and
   * a tender-group message the company connection is in: a connection delivers in order, so once
   * the group message is there, the company's answer would have been.
   */
  const unlinkThenAnswer = async (
    conns: { company: HubConnection; person: HubConnection },
    company: number,
    hub: Hub,
  ) => {
    const companyConversation = await openConversation(company);
    const ownConversation = await openConversation(ACCOUNTS.ayse.person);
    const heard: LiveMessagePayload[] = [];
    conns.company.on(LIVE_MESSAGE_METHOD, (m: LiveMessagePayload) => heard.push(m));
    await conns.company.invoke('AddToGroup', Number(GROUP));

    const before = nextMessages<LiveMessagePayload>(conns.company, LIVE_MESSAGE_METHOD);
    const beforeId = await answer(companyConversation, 'Firma cevabı (bağlıyken)');
    assert.equal((await before)[0].id, beforeId, 'the company message arrives while linked');

    await unlink(company);
    const own = nextMessages<LiveMessagePayload>(conns.person, LIVE_MESSAGE_METHOD, 1);
    const groupAfter = nextMessages<{ sentinel: boolean }>(conns.company, 'Recive', 1);
    const afterId = await answer(companyConversation, 'Firma cevabı (ayrıldıktan sonra)');
    const ownId = await answer(ownConversation, 'Kişisel cevap');
    sentinel(hub);
    assert.equal((await own)[0].id, ownId, 'her person session’s messages keep flowing');
    assert.equal((await groupAfter)[0].sentinel, true);
    assert.deepEqual(
      heard.map((m) => m.id),
      [beforeId],
      'nothing for the company after the unlink',
    );
    assert.ok(!heard.some((m) => m.id === afterId));
  };

  before(async () => {
    t = await openProfileTestApp();
  });
  after(async () => {
    t.app.hub.attach(null);
    for (const c of cleanups.reverse()) await c().catch(() => {});
    await t?.close();
  });

  it('on one instance: the company’s messages stop at once, her own keep flowing', async () => {
    const { hub, srv } = await startHub();
    t.app.hub.attach(hub);
    const conns = { company: await connect(srv, FIRST_COMPANY), person: await connect(srv, ACCOUNTS.ayse.person) };
    await unlinkThenAnswer(conns, FIRST_COMPANY, hub);
  });

  it('linked again, the company session’s connection hears the company again', async () => {
    const { hub, srv } = await startHub();
    t.app.hub.attach(hub);
    const company = await link(UNLINKED_MERSIS_VKN);
    const conn = await connect(srv, company);
    await unlink(company);
    assert.equal(await link(UNLINKED_MERSIS_VKN), company);
    const conversation = await openConversation(company);
    const arrives = nextMessages<LiveMessagePayload>(conn, LIVE_MESSAGE_METHOD);
    const id = await answer(conversation, 'Yeniden bağlanan firmanın cevabı');
    assert.equal((await arrives)[0].id, id);
  });

  it('across instances over Redis: unlinked on instance 1, the connection on instance 2 stops too', async () => {
    const channel = `esatis:test:${randomBytes(6).toString('hex')}`;
    const one = await startHub(channel);
    const two = await startHub(channel);
    t.app.hub.attach(one.hub);
    const conns = {
      company: await connect(two.srv, SECOND_COMPANY),
      person: await connect(two.srv, ACCOUNTS.ayse.person),
    };
    await unlinkThenAnswer(conns, SECOND_COMPANY, one.hub);
  });
});

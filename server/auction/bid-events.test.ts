import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { HubConnection } from '@microsoft/signalr';
import type { FastifyInstance } from 'fastify';
import type { TeklifSonucuPayload } from '../../lib/contract/hub-events';
import { buildApp } from '../app';
import { issueAccessToken } from '../auth/tokens';
import { loadConfig } from '../config';
import type { DbHandle } from '../db/client';
import { openTestDatabase } from '../db/test-db';
import { type Realtime, startRealtime } from '../hub/realtime';
import { buildClient, type ListeningHub, listenHub } from '../hub/test-support';
import { joinTender } from '../modules/participation/queries';
import type { EventOrigin } from './auction-events';
import type { AuctionEvent } from './events';
import { BidMessages } from './messages';
import { at, createPerson, createTender, insertAuctionLookups, type TestPerson } from './test-fixtures';
import { sample } from '../observability/test-support';

/**
 * A bid through the real hub (docs/architecture.md §14): its outcome reaches app.auctionEvents as a
 * typed event, a refusal with its code; the metrics count refusals by that code.
 */
describe('bids emit typed domain events', () => {
  let handle: DbHandle;
  let app: FastifyInstance;
  let realtime: Realtime;
  let srv: ListeningHub;
  let ayse: TestPerson;
  let mehmet: TestPerson;
  let ihaleId: number;
  const clients: HubConnection[] = [];
  const heard: Array<{ event: AuctionEvent; origin: EventOrigin }> = [];

  before(async () => {
    handle = await openTestDatabase();
    const l = await insertAuctionLookups(handle.db);
    ayse = await createPerson(handle.db, { kimlikNo: '60000000001' });
    mehmet = await createPerson(handle.db, { kimlikNo: '60000000002' });
    const now = new Date();
    ihaleId = (
      await createTender(handle.db, l, {
        durum: 213,
        start: at(now, -30),
        end: at(now, 60),
        opening: 8000,
        teminat: 100,
      })
    ).ihaleId;
    for (const p of [ayse, mehmet]) await joinTender(handle.db, { cariId: p.cariId, ihaleId, now });
    app = await buildApp({ config: loadConfig({}), db: handle.db });
    app.auctionEvents.subscribe((event, origin) => heard.push({ event, origin }));
    realtime = startRealtime(app, { scheduler: false, bidRate: null });
    srv = await listenHub(realtime.hub);
  });
  after(async () => {
    await Promise.all(clients.map((c) => c.stop()));
    await realtime.close();
    await srv.close();
    await app.close();
    await handle.close();
  });

  const connect = async (p: TestPerson) => {
    const c = buildClient(srv.url, await issueAccessToken(app, p.kimlikNo));
    await c.start();
    clients.push(c);
    return c;
  };
  const bid = (c: HubConnection, cariId: number, tutar: number) =>
    c.invoke('Katilim', { cariId, ihaleId, tutar }) as Promise<TeklifSonucuPayload>;
  const metrics = async () => (await app.inject({ method: 'GET', url: '/api/metrics' })).body;

  it('an accepted bid emits bidAccepted with the stored bid, after the bidder was answered', async () => {
    const c = await connect(ayse);
    heard.length = 0;
    assert.deepEqual(await bid(c, ayse.cariId, 8000), { resultType: 'Ok', messages: [] });
    assert.equal(heard.length, 1);
    const [{ event, origin }] = heard;
    assert.equal(origin, 'local');
    assert.equal(event.type, 'bidAccepted');
    assert.ok(event.type === 'bidAccepted');
    assert.equal(event.ihaleId, ihaleId);
    assert.equal(event.teklif.teklif, 8000);
    assert.equal(event.teklif.siraNo, 1);
    assert.equal(event.teklif.otomatik, false);
  });

  it('a refused bid emits bidRefused with its code (and the minimum a too-low bid needed); metrics count it by code', async () => {
    const c = await connect(mehmet);
    const before = await metrics();
    heard.length = 0;
    const tooLow = await bid(c, mehmet.cariId, 8001);
    assert.equal(tooLow.resultType, 'Error');
    const notMine = await bid(c, ayse.cariId, 9000);
    assert.deepEqual(notMine.messages, [BidMessages.notYourAccount]);
    assert.deepEqual(
      heard.map((h) => h.event),
      [
        { type: 'bidRefused', ihaleId, refusal: { code: 'tooLow', minimum: 8050 } },
        { type: 'bidRefused', ihaleId, refusal: { code: 'notYourAccount' } },
      ],
    );
    // The bidder's text is the code's text (messages.ts, one table).
    assert.deepEqual(tooLow.messages, [BidMessages.tooLow('8.050,00')]);

    const after = await metrics();
    const moved = (series: string) => sample(after, series) - sample(before, series);
    assert.equal(moved('bids_total{result="refused",reason="too_low"}'), 1);
    assert.equal(moved('bids_total{result="refused",reason="not_your_account"}'), 1);
    assert.equal(moved('bids_total{result="accepted",reason=""}'), 0);
  });

  it('events relayed by other instances are not counted again', async () => {
    const before = await metrics();
    app.auctionEvents.emit({ type: 'bidRefused', ihaleId, refusal: { code: 'ended' } }, 'remote');
    app.auctionEvents.emit({ type: 'bidRefused', ihaleId, refusal: { code: 'ended' } });
    const after = await metrics();
    assert.equal(
      sample(after, 'bids_total{result="refused",reason="ended"}') -
        sample(before, 'bids_total{result="refused",reason="ended"}'),
      1,
    );
  });
});

/**
 * accountsChanged: the hub re-authenticates a person's open connections with their own tokens and
 * re-indexes them by the accounts it now answers; account messages sent while it does so wait and
 * go only to accounts still held; a token that no longer authenticates (or cannot be checked)
 * closes the connection with "reconnect". The authenticator is a table the test edits, as the
 * database would change under the real one (server/security/account-links-live.test.ts runs it).
 */
import assert from 'node:assert/strict';
import { after, afterEach, before, beforeEach, describe, it } from 'node:test';
import type { HubConnection } from '@microsoft/signalr';
import { within } from '../../tests/support/wait';
import type { RequestAuth } from '../auth/request-auth';
import { createHub, type Hub } from './hub-server';
import { buildClient, type ListeningHub, listenHub, nextMessages } from './test-support';

const KIMLIK = '10000000146';
const person = (cariIds: number[]): RequestAuth => ({
  kimlikNo: KIMLIK,
  sessionId: 's',
  aktifCariId: null,
  personCariId: 1,
  gercekKisilikId: 1,
  allCariIds: cariIds,
  cariIds,
});

describe('hub: accountsChanged', () => {
  let hub: Hub;
  let srv: ListeningHub;
  /** What the token answers now; a function so a test can hold the answer back or fail it. */
  let answer: () => Promise<RequestAuth | null>;
  const clients: HubConnection[] = [];

  before(async () => {
    hub = createHub({
      authenticate: ({ token }) => (token === 'ayse' ? answer() : Promise.resolve(null)),
      log: { warn() {}, error() {} },
    });
    srv = await listenHub(hub);
  });
  beforeEach(() => {
    answer = async () => person([1, 4]);
  });
  // Each test has its own connection: a re-check reaches every connection of the person.
  afterEach(async () => {
    await Promise.all(clients.splice(0).map((c) => c.stop()));
  });
  after(() => srv.close());

  const connect = async () => {
    const c = buildClient(srv.url, 'ayse');
    await c.start();
    clients.push(c);
    return c;
  };
  /** The account messages `send` gets to the client, in order (a marker on account 1 ends them). */
  const received = async (c: HubConnection, send: () => void) => {
    const got: number[] = [];
    const done = new Promise<void>((resolve) =>
      c.on('m', (cariId: number) => (cariId === -1 ? resolve() : got.push(cariId))),
    );
    send();
    hub.sendToAccount(1, 'm', -1);
    await within(done, 5000, 'the end marker on account 1');
    c.off('m');
    return got;
  };

  const toAccounts =
    (...ids: number[]) =>
    () => {
      for (const id of ids) hub.sendToAccount(id, 'm', id);
    };

  it('re-indexes the connection by the accounts its token answers now', async () => {
    const c = await connect();
    assert.deepEqual(await received(c, toAccounts(1, 4, 5)), [1, 4]);
    answer = async () => person([1, 5]);
    hub.accountsChanged(KIMLIK);
    // Sent while the re-check runs: held, then delivered for the accounts still held.
    assert.deepEqual(await received(c, toAccounts(1, 4, 5)), [1, 5]);
  });

  it('holds account messages sent during the re-check and drops those of a lost account', async () => {
    const c = await connect();
    let release!: (auth: RequestAuth) => void;
    answer = () => new Promise((resolve) => (release = resolve));
    hub.accountsChanged(KIMLIK);
    const got: number[] = [];
    c.on('m', (cariId: number) => got.push(cariId));
    hub.sendToAccount(4, 'm', 4);
    hub.sendToAccount(1, 'm', 1);
    const marker = nextMessages(c, 'marker');
    hub.sendToAll('marker', 0);
    await marker;
    assert.deepEqual(got, [], 'nothing for an account before its re-check decides');
    const last = nextMessages<number>(c, 'm');
    release(person([1]));
    await last;
    c.off('m');
    assert.deepEqual(got, [1]);
  });

  for (const [name, failing] of [
    ['no longer authenticates', () => Promise.resolve(null)],
    ['cannot be checked (database down)', () => Promise.reject(new Error('connection refused'))],
  ] as const) {
    it(`closes a connection whose token ${name}, telling the client to reconnect`, async () => {
      const c = await connect();
      const closed = new Promise<Error | undefined>((resolve) => c.onclose(resolve));
      answer = failing;
      hub.accountsChanged(KIMLIK);
      const err = await closed;
      assert.match(String(err?.message), /Server returned an error on close/);
    });
  }

  it('leaves other people’s connections alone', async () => {
    const c = await connect();
    let calls = 0;
    answer = async () => {
      calls++;
      return person([1, 4]);
    };
    hub.accountsChanged('10000000214');
    assert.deepEqual(await received(c, () => hub.sendToAccount(4, 'm', 4)), [4]);
    assert.equal(calls, 0);
  });
});

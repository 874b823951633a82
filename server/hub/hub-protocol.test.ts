import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { HubConnectionState } from '@microsoft/signalr';
import { waitUntil, within } from '../../tests/support/wait';
import type { RequestAuth } from '../auth/request-auth';
import type { HubConnection as ServerConnection } from './connection';
import { createHub, type Hub, HubError } from './hub-server';
import { buildClient, delay, type ListeningHub, listenHub, nextMessages, RawClient, stubAuth } from './test-support';

const PEOPLE: Record<string, RequestAuth> = {
  'token-ayse': stubAuth('10000000146', [1, 4]),
  'token-mehmet': stubAuth('10000000214', [2]),
};

function testHub(timing = {}): Hub {
  const hub: Hub = createHub({
    authenticate: async ({ token }) => PEOPLE[token] ?? null,
    timing,
    log: { warn() {}, error() {} },
    methods: {
      Echo: { parameters: 1, handler: (_c, x) => x },
      Whoami: { parameters: 0, handler: (c) => c.auth.kimlikNo },
      Fail: { parameters: 0, handler: () => Promise.reject(new HubError('Bilerek reddedildi.')) },
      Boom: { parameters: 0, handler: () => Promise.reject(new Error('secret internals')) },
      Join: { parameters: 1, handler: (c, g) => hub.addToGroup(c.connectionId, String(g)) },
      Leave: { parameters: 1, handler: (c, g) => hub.removeFromGroup(c.connectionId, String(g)) },
      Drop: { parameters: 0, handler: (c) => (c as ServerConnection).terminate() },
    },
  });
  return hub;
}

describe('hub protocol with the official SignalR client', () => {
  let hub: Hub;
  let srv: ListeningHub;
  before(async () => {
    hub = testHub();
    srv = await listenHub(hub);
  });
  after(() => srv.close());

  it('connects without negotiation and answers an invoke with exactly its result', async () => {
    const c = buildClient(srv.url, 'token-ayse');
    await c.start();
    assert.equal(c.state, HubConnectionState.Connected);
    assert.deepEqual(await c.invoke('Echo', { a: 1, ç: 'ğüşiöı' }), { a: 1, ç: 'ğüşiöı' });
    assert.equal(await c.invoke('whoami'), '10000000146', 'method names are case-insensitive');
    assert.equal(await c.invoke('WHOAMI'), '10000000146');
    await c.stop();
  });

  it('reports unknown methods, wrong argument counts and method errors with the standard texts', async () => {
    const c = buildClient(srv.url, 'token-ayse');
    await c.start();
    await assert.rejects(c.invoke('Nope'), { message: "Unknown hub method 'Nope'" });
    await assert.rejects(c.invoke('Echo', 1, 2), {
      message:
        "Failed to invoke 'Echo' due to an error on the server. InvalidDataException: Invocation provides 2 argument(s) but target expects 1.",
    });
    await assert.rejects(c.invoke('Fail'), {
      message: "An unexpected error occurred invoking 'Fail' on the server. HubException: Bilerek reddedildi.",
    });
    await assert.rejects(c.invoke('Boom'), { message: "An unexpected error occurred invoking 'Boom' on the server." });
    // A stream invocation of a non-streaming method fails with an error completion.
    await new Promise<void>((resolve, reject) => {
      c.stream('Echo', 1).subscribe({
        next: () => reject(new Error('no items expected')),
        complete: () => reject(new Error('must not complete successfully')),
        error: (err) => {
          try {
            assert.match(String(err.message), /non-streaming 'Echo' method with a streaming invocation/);
            resolve();
          } catch (e) {
            reject(e);
          }
        },
      });
    });
    assert.equal(c.state, HubConnectionState.Connected, 'errors do not close the connection');
    await c.stop();
  });

  it('delivers group, account and broadcast messages only to the right connections', async () => {
    const ayse = buildClient(srv.url, 'token-ayse');
    const mehmet = buildClient(srv.url, 'token-mehmet');
    await Promise.all([ayse.start(), mehmet.start()]);
    await ayse.invoke('Join', 42);
    const got: string[] = [];
    ayse.on('Recive', (p) => got.push(`ayse:${JSON.stringify(p)}`));
    mehmet.on('Recive', (p) => got.push(`mehmet:${JSON.stringify(p)}`));
    ayse.on('cariIletisimMesajIlet', (p) => got.push(`ayse-msg:${p.id}`));
    mehmet.on('cariIletisimMesajIlet', (p) => got.push(`mehmet-msg:${p.id}`));
    const allA = nextMessages(ayse, 'IhaleBaslangicEvent');
    const allM = nextMessages(mehmet, 'IhaleBaslangicEvent');
    hub.sendToGroup('42', 'Recive', { id: 42 });
    hub.sendToGroup('43', 'Recive', { id: 43 });
    hub.sendToAccount(4, 'cariIletisimMesajIlet', { id: 'company-of-ayse' });
    hub.sendToAccount(2, 'cariIletisimMesajIlet', { id: 'mehmet' });
    hub.sendToAll('IhaleBaslangicEvent', { id: 7 });
    assert.deepEqual(await allA, [{ id: 7 }]);
    assert.deepEqual(await allM, [{ id: 7 }]);
    // Each connection gets its messages in the order they were sent: with the broadcast sent last
    // now received by both, every earlier group and account message has been handled too.
    assert.deepEqual(got.sort(), ['ayse-msg:company-of-ayse', 'ayse:{"id":42}', 'mehmet-msg:mehmet']);
    await ayse.invoke('Leave', 42);
    hub.sendToGroup('42', 'Recive', { id: 42 });
    // The Echo's answer comes after anything the hub sent this connection before it.
    await ayse.invoke('Echo', 0);
    assert.equal(got.length, 3, 'no group message after leaving the group');
    await Promise.all([ayse.stop(), mehmet.stop()]);
  });

  it('refuses anonymous and bad-token upgrades with 401', async () => {
    await assert.rejects(RawClient.open(srv.url, null), { status: 401 });
    await assert.rejects(RawClient.open(srv.url, 'forged'), { status: 401 });
    const c = buildClient(srv.url, 'forged');
    await assert.rejects(c.start());
    assert.equal(c.state, HubConnectionState.Disconnected);
    const anon = buildClient(srv.url, null);
    await assert.rejects(anon.start());
  });

  it('reconnects automatically and the client re-joins its groups', async () => {
    const c = buildClient(srv.url, 'token-ayse', { reconnectDelays: [0, 50, 100, 200] });
    let reconnected = 0;
    let rejoined = false;
    c.onreconnected(async () => {
      reconnected++;
      await c.invoke('Join', 99);
      rejoined = true;
    });
    await c.start();
    await c.invoke('Join', 99);
    await c.send('Drop');
    await waitUntil(() => rejoined, 5000, 'the reconnected client to re-join its group');
    assert.equal(reconnected, 1);
    assert.equal(hub.groupSize('99'), 1, 'the dropped connection left the group; the new one joined');
    const msg = nextMessages(c, 'Recive');
    hub.sendToGroup('99', 'Recive', { id: 99, teklif: 1000 });
    assert.deepEqual(await msg, [{ id: 99, teklif: 1000 }]);
    await c.stop();
  });

  it('a burst to a group in one turn reaches the official client whole and in order', async () => {
    const c = buildClient(srv.url, 'token-mehmet');
    await c.start();
    await c.invoke('Join', 77);
    const burst = nextMessages<{ teklif: number }>(c, 'Recive', 50);
    // Fifty frames of one turn leave as one WebSocket message: the client reads every record of it.
    for (let teklif = 1; teklif <= 50; teklif++) hub.sendToGroup('77', 'Recive', { teklif });
    assert.deepEqual(
      (await burst).map((p) => p.teklif),
      Array.from({ length: 50 }, (_, i) => i + 1),
    );
    await c.stop();
  });
});

describe('hub protocol details on the wire', () => {
  let hub: Hub;
  let srv: ListeningHub;
  before(async () => {
    hub = testHub({ keepAliveMs: 100, clientTimeoutMs: 400, handshakeTimeoutMs: 300 });
    srv = await listenHub(hub);
  });
  after(() => srv.close());

  it('answers the handshake with {} and an immediate ping, then keeps pinging', async () => {
    const c = await RawClient.open(srv.url, 'token-ayse');
    c.send('{"protocol":"json","version":1}\x1e');
    await c.waitFor(() => c.messages.length >= 2);
    assert.equal(c.texts[0].startsWith('{}\x1e'), true, 'handshake response is {} with a record separator');
    assert.deepEqual(c.messages[0], {});
    assert.deepEqual(c.messages[1], { type: 6 });
    // The client pings every 120 ms (its own keep-alive), past the server's 400 ms client timeout:
    // the server's own pings keep coming and the connection stays open all the while.
    const before = c.ofType(6).length;
    const keepAlive = setInterval(() => c.send('{"type":6}\x1e'), 120);
    try {
      await c.waitFor(() => c.ofType(6).length >= before + 5, 2000);
    } finally {
      clearInterval(keepAlive);
    }
    assert.equal(c.closed, false, 'a client that pings stays connected past the client timeout');
    c.close();
  });

  it('writes the frames one turn sends a connection as one message, in order, never mixing two runs', async () => {
    const ayse = await RawClient.open(srv.url, 'token-ayse');
    const mehmet = await RawClient.open(srv.url, 'token-mehmet');
    for (const c of [ayse, mehmet]) {
      await c.handshake();
      c.send('{"type":1,"invocationId":"j","target":"Join","arguments":[5]}\x1e');
      await c.waitFor(() => c.ofType(3).length === 1);
    }
    const [ayseBefore, mehmetBefore] = [ayse.texts.length, mehmet.texts.length];
    // The send queue joins the group's run once for both; ayse's run differs (her account's message between).
    hub.sendToGroup('5', 'Recive', { teklif: 1 });
    hub.sendToAccount(1, 'OtomatikTeklifBitti', { ihaleId: 5 });
    hub.sendToGroup('5', 'Recive', { teklif: 2 });
    await ayse.waitFor(() => ayse.ofType(1).length === 3);
    await mehmet.waitFor(() => mehmet.ofType(1).length === 2);
    const invocations = (c: RawClient) => c.ofType(1).map((m) => [m.target, m.arguments]);
    assert.deepEqual(invocations(ayse), [
      ['Recive', [{ teklif: 1 }]],
      ['OtomatikTeklifBitti', [{ ihaleId: 5 }]],
      ['Recive', [{ teklif: 2 }]],
    ]);
    assert.deepEqual(invocations(mehmet), [
      ['Recive', [{ teklif: 1 }]],
      ['Recive', [{ teklif: 2 }]],
    ]);
    assert.equal(ayse.texts.length - ayseBefore, 1, "ayse's three frames in one WebSocket message");
    assert.equal(mehmet.texts.length - mehmetBefore, 1, "mehmet's two frames in one WebSocket message");
    ayse.close();
    mehmet.close();
  });

  it('refuses unsupported protocols and versions with an error handshake', async () => {
    const c = await RawClient.open(srv.url, 'token-ayse');
    c.send('{"protocol":"messagepack","version":1}\x1e');
    await c.waitFor(() => c.closed);
    assert.deepEqual(c.messages, [{ error: "The protocol 'messagepack' is not supported." }]);
    const v = await RawClient.open(srv.url, 'token-ayse');
    v.send('{"protocol":"json","version":2}\x1e');
    await v.waitFor(() => v.closed);
    assert.deepEqual(v.messages, [{ error: "The server does not support version 2 of the 'json' protocol." }]);
  });

  it('handles several messages per frame and messages split across frames; send gets no completion', async () => {
    const c = await RawClient.open(srv.url, 'token-ayse');
    // Handshake and two invocations in one frame; the first has no invocationId (a "send").
    c.send(
      '{"protocol":"json","version":1}\x1e' +
        '{"type":1,"target":"Echo","arguments":["sent"]}\x1e' +
        '{"type":1,"invocationId":"1","target":"Echo","arguments":["one"]}\x1e',
    );
    const whole = '{"type":1,"invocationId":"2","target":"Echo","arguments":["iki çift"]}\x1e';
    c.send(whole.slice(0, 20));
    await delay(20);
    c.send(
      `${whole.slice(20)}{"type":1,"target":"Nope","arguments":[]}\x1e{"type":1,"invocationId":"3","target":"Echo","arguments":[3]}\x1e`,
    );
    await c.waitFor(() => c.ofType(3).length >= 3);
    // One more invocation after them: once its completion is in, none can still come for 'sent' or 'Nope'.
    c.send('{"type":1,"invocationId":"4","target":"Echo","arguments":["son"]}\x1e');
    await c.waitFor(() => c.ofType(3).length >= 4);
    assert.deepEqual(c.ofType(3), [
      { type: 3, invocationId: '1', result: 'one' },
      { type: 3, invocationId: '2', result: 'iki çift' },
      { type: 3, invocationId: '3', result: 3 },
      { type: 3, invocationId: '4', result: 'son' },
    ]);
    c.close();
  });

  it('answers CancelInvocation with an error completion', async () => {
    const c = await RawClient.open(srv.url, 'token-ayse');
    await c.handshake();
    c.send('{"type":5,"invocationId":"9"}\x1e');
    await c.waitFor(() => c.ofType(3).length === 1);
    const [completion] = c.ofType(3);
    assert.equal(completion.invocationId, '9');
    assert.equal(typeof completion.error, 'string');
    c.close();
  });

  it('closes with an error when a message exceeds 32 KB', async () => {
    const c = await RawClient.open(srv.url, 'token-ayse');
    await c.handshake();
    c.send(`{"type":1,"invocationId":"1","target":"Echo","arguments":["${'x'.repeat(33 * 1024)}"]}\x1e`);
    await c.waitFor(() => c.closed);
    const close = c.ofType(7)[0];
    assert.match(String(close?.error), /maximum message size of 32768B was exceeded/);
    assert.equal(c.ofType(3).length, 0, 'the oversized invocation was not run');
  });

  it('closes with an error on a malformed message', async () => {
    const c = await RawClient.open(srv.url, 'token-ayse');
    await c.handshake();
    c.send('{"type":1,"target":"Echo"\x1e');
    await c.waitFor(() => c.closed);
    assert.match(String(c.ofType(7)[0]?.error), /InvalidDataException/);
  });

  it('drops a client that stays silent longer than the client timeout', async () => {
    const c = await RawClient.open(srv.url, 'token-ayse');
    await c.handshake();
    const t0 = Date.now();
    await c.waitFor(() => c.closed, 3000);
    assert.ok(Date.now() - t0 >= 350, 'not dropped before the timeout');
    assert.match(String(c.ofType(7)[0]?.error), /Server timeout elapsed/);
  });

  it('closes a socket that never sends the handshake', async () => {
    const c = await RawClient.open(srv.url, 'token-ayse');
    await c.waitFor(() => c.closed, 3000);
    assert.equal(c.messages.length, 0);
  });

  it('the official client notices a silent server (server timeout on the client side)', async () => {
    // A raw WebSocket server that completes the handshake and then says nothing.
    const { WebSocketServer } = await import('ws');
    const wss = new WebSocketServer({ port: 0, host: '127.0.0.1' });
    wss.on('connection', (ws) => ws.once('message', () => ws.send('{}\x1e')));
    await new Promise((r) => wss.once('listening', r));
    const port = (wss.address() as { port: number }).port;
    const c = buildClient(`http://127.0.0.1:${port}/api/v1/IhaleHub`, 'x', { serverTimeoutMs: 300, keepAliveMs: 100 });
    const closed = new Promise<Error | undefined>((resolve) => c.onclose(resolve));
    await c.start();
    const err = await closed;
    assert.match(String(err?.message), /Server timeout elapsed/);
    await new Promise((r) => wss.close(r));
  });
});

describe('hub shutdown', () => {
  it('sends Close with allowReconnect so clients reconnect elsewhere or later', async () => {
    const hub = testHub();
    const srv = await listenHub(hub);
    const c = buildClient(srv.url, 'token-ayse', { reconnectDelays: [10_000] });
    const reconnecting = new Promise<void>((resolve) => c.onreconnecting(() => resolve()));
    await c.start();
    const raw = await RawClient.open(srv.url, 'token-ayse');
    await raw.handshake();
    await srv.close();
    await within(reconnecting, 5000, 'the client to start reconnecting');
    assert.equal(c.state, HubConnectionState.Reconnecting);
    await raw.waitFor(() => raw.closed);
    assert.deepEqual(raw.ofType(7), [{ type: 7, allowReconnect: true }]);
    await c.stop();
  });
});

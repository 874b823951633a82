/**
 * The few SignalR JSON-protocol frames the benches' raw watchers write themselves (thousands of
 * official clients would cost the machine more CPU than the server under test).
 */

/** The record separator that ends every message of the JSON protocol. */
export const RS = '\x1e';

/** The handshake and AddToGroup(ihaleId), sent as a watcher's first message; its completion has invocationId "join". */
export const joinGroupFrames = (ihaleId: number) =>
  `{"protocol":"json","version":1}${RS}{"type":1,"invocationId":"join","target":"AddToGroup","arguments":[${ihaleId}]}${RS}`;

/** A ping: the hub closes clients silent for 30 s. */
export const PING_FRAME = `{"type":6}${RS}`;

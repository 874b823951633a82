/**
 * The few SignalR JSON-protocol frames the benches' raw watchers write themselves (thousands of
 * official clients would cost the machine more CPU than the server under test).
 */

/** The record separator that ends every message of the JSON protocol. */
export const RS = '\x1e';

/**
 * The handshake and AddToGroup(ihaleId), sent as a watcher's first message; its completion has
 * invocationId "join". With `lastSiraNo` the hub sends the bids after it first, as a page does
 * after a reconnect (docs/architecture.md §14 "Catching up after a reconnect").
 */
export const joinGroupFrames = (ihaleId: number, lastSiraNo?: number) =>
  `{"protocol":"json","version":1}${RS}${addToGroupFrame(ihaleId, lastSiraNo)}`;

/** AddToGroup(ihaleId[, lastSiraNo]) alone, its completion with invocationId "join" (a join asked again). */
export const addToGroupFrame = (ihaleId: number, lastSiraNo?: number) =>
  `{"type":1,"invocationId":"join","target":"AddToGroup","arguments":[${ihaleId}${lastSiraNo === undefined ? '' : `,${lastSiraNo}`}]}${RS}`;

/** A ping: the hub closes clients silent for 30 s. */
export const PING_FRAME = `{"type":6}${RS}`;

import type { HubCredential } from './upgrade-auth';
import { randomUUID } from 'node:crypto';
import WebSocket from 'ws';
import type { RequestAuth } from '../auth/request-auth';
import {
  checkHandshake,
  closeFrame,
  HANDSHAKE_OK_FRAME,
  HubErrors,
  type IncomingMessage,
  MessageReader,
  MessageTooLargeError,
  MessageType,
  parseMessage,
  PING_FRAME,
  frame,
} from './protocol';

const PING_BYTES = Buffer.from(PING_FRAME);

/** What hub methods see of the caller. */
export interface HubCaller {
  readonly connectionId: string;
  readonly auth: RequestAuth;
}

export interface ConnectionHooks {
  maxMessageBytes: number;
  /** Hard cap on a client's send buffer: a consumer that falls this far behind is dropped. */
  maxBufferedBytes: number;
  /** Invocations waiting per connection before the client is considered abusive and dropped. */
  maxQueuedInvocations: number;
  /** Asks for flush() at the end of this turn of the event loop, or soon after (send-queue.ts). */
  scheduleFlush(conn: HubConnection, urgent: boolean): void;
  onHandshake(conn: HubConnection): void;
  onMessage(conn: HubConnection, message: IncomingMessage): Promise<void>;
  onClosed(conn: HubConnection): void;
}

/**
 * One client connection: handshake, framing, ordered processing of its messages (one invocation
 * at a time, like ASP.NET Core's default), liveness bookkeeping and closing.
 */
export class HubConnection implements HubCaller {
  readonly connectionId = randomUUID();
  readonly groups = new Set<string>();
  handshaken = false;
  readonly openedAt = Date.now();
  lastReceivedAt = Date.now();
  lastSentAt = Date.now();
  private closed = false;
  private outbox: Buffer[] = [];
  /** In the send queue's urgent lane until the next flush. */
  private urgentQueued = false;
  private readonly reader: MessageReader;
  private chain: Promise<void> = Promise.resolve();
  private queued = 0;

  constructor(
    private readonly ws: WebSocket,
    /** Replaced when the hub re-checks the person's accounts (hub-server.ts, accountsChanged). */
    public auth: RequestAuth,
    /** The token it authenticated with, and its channel: re-checked as it came (connection-registry.ts). */
    readonly credential: HubCredential,
    private readonly hooks: ConnectionHooks,
  ) {
    this.reader = new MessageReader(hooks.maxMessageBytes);
    ws.on('message', (data, isBinary) => this.receive(toBuffer(data, isBinary)));
    ws.on('close', () => this.finish());
    ws.on('error', () => this.finish());
  }

  /**
   * Queues an already framed message. Messages queued before the connection's turn in the send
   * queue (server/hub/send-queue.ts) leave as ONE WebSocket message (the protocol allows several
   * per message): under load a watcher gets a burst of bids in one write instead of one write
   * each. Order is kept. Never throws. `urgent`: this connection is owed an answer (a completion,
   * TeklifSonucuDon): its outbox is written ahead of the watchers' (send-queue.ts).
   */
  sendFrame(data: string | Buffer, urgent = false): void {
    // Cheap on purpose: a bid to a group calls it once per watcher. The socket's state is read at flush.
    if (this.closed) return;
    this.outbox.push(typeof data === 'string' ? Buffer.from(data) : data);
    if (urgent) {
      if (this.urgentQueued) return;
      this.urgentQueued = true;
      this.hooks.scheduleFlush(this, true);
    } else if (this.outbox.length === 1) this.hooks.scheduleFlush(this, false);
  }

  /**
   * Writes what is queued, joined into one message by `join` (the send queue shares one join among
   * the watchers of a group); a dead or hopelessly slow socket is dropped instead.
   */
  flush(join: (parts: readonly Buffer[]) => Buffer = joinFrames, now = Date.now()): void {
    this.urgentQueued = false;
    if (this.outbox.length === 0) return;
    const parts = this.outbox;
    // A new array, never emptied in place: the send queue's joiner may still compare against this one.
    this.outbox = [];
    if (this.ws.readyState !== WebSocket.OPEN) return;
    if (this.ws.bufferedAmount > this.hooks.maxBufferedBytes) {
      this.terminate();
      return;
    }
    this.lastSentAt = now;
    // Text frame from bytes: the frame is encoded once for every receiver of a broadcast.
    this.ws.send(join(parts), { binary: false });
  }

  ping(): void {
    this.sendFrame(PING_BYTES);
  }

  /** Sends a Close message, then closes the socket (the client decides on reconnecting from `allowReconnect`). */
  close(opts: { error?: string; allowReconnect?: boolean } = {}): void {
    if (this.closed) return;
    if (this.handshaken) this.sendFrame(closeFrame(opts));
    this.flush();
    this.closed = true;
    try {
      this.ws.close(1000);
    } catch {
      this.ws.terminate();
    }
    // A peer that never answers the closing handshake must not keep the socket alive.
    setTimeout(() => this.ws.terminate(), 2000).unref();
    this.hooks.onClosed(this);
  }

  terminate(): void {
    if (!this.closed) {
      this.closed = true;
      this.hooks.onClosed(this);
    }
    this.ws.terminate();
  }

  private finish(): void {
    if (this.closed) return;
    this.closed = true;
    this.hooks.onClosed(this);
  }

  private receive(chunk: Buffer): void {
    if (this.closed) return;
    this.lastReceivedAt = Date.now();
    let texts: string[];
    try {
      texts = this.reader.push(chunk);
    } catch (err) {
      // Never throw out of a socket event: that would take the whole process down.
      const error =
        err instanceof MessageTooLargeError
          ? HubErrors.messageTooLarge(this.hooks.maxMessageBytes)
          : HubErrors.invalidMessage('Unreadable data.');
      if (!this.handshaken) this.sendHandshakeError(error);
      else this.close({ error });
      return;
    }
    for (const text of texts) {
      if (this.closed) return;
      if (!this.handshaken) {
        const result = checkHandshake(text);
        if (!result.ok) {
          this.sendHandshakeError(result.error);
          return;
        }
        this.handshaken = true;
        this.sendFrame(HANDSHAKE_OK_FRAME);
        // An immediate ping tells the client the connection is alive before any real traffic.
        this.ping();
        this.hooks.onHandshake(this);
        continue;
      }
      const parsed = parseMessage(text);
      if ('error' in parsed) {
        this.close({ error: HubErrors.invalidMessage(parsed.error) });
        return;
      }
      this.enqueue(parsed.message);
    }
  }

  private enqueue(message: IncomingMessage): void {
    // Pings and closes need no ordering with invocations.
    if (message.type === MessageType.Ping) return;
    if (message.type === MessageType.Close) {
      this.close();
      return;
    }
    if (this.queued >= this.hooks.maxQueuedInvocations) {
      this.close({ error: HubErrors.invalidMessage('Too many pending invocations.') });
      return;
    }
    this.queued++;
    this.chain = this.chain
      .then(() => (this.closed ? undefined : this.hooks.onMessage(this, message)))
      .catch(() => {})
      .finally(() => {
        this.queued--;
      });
  }

  private sendHandshakeError(error: string): void {
    if (this.ws.readyState === WebSocket.OPEN) this.ws.send(frame({ error }));
    this.closed = true;
    this.ws.close(1000);
    setTimeout(() => this.ws.terminate(), 2000).unref();
    this.hooks.onClosed(this);
  }
}

function joinFrames(parts: readonly Buffer[]): Buffer {
  return parts.length === 1 ? parts[0] : Buffer.concat(parts);
}

function toBuffer(data: WebSocket.RawData, _isBinary: boolean): Buffer {
  if (Buffer.isBuffer(data)) return data;
  if (Array.isArray(data)) return Buffer.concat(data);
  return Buffer.from(data as ArrayBuffer);
}

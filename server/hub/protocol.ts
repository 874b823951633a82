/**
 * The SignalR JSON hub protocol (version 1) as the official clients speak it: JSON messages, each
 * terminated by the record separator 0x1E. Only what the hub needs: framing, message shapes, the
 * handshake and the standard error texts ASP.NET Core SignalR uses (clients and logs recognise them).
 */

export const RECORD_SEPARATOR = '\x1e';
const RS_BYTE = 0x1e;

export const MessageType = {
  Invocation: 1,
  StreamItem: 2,
  Completion: 3,
  StreamInvocation: 4,
  CancelInvocation: 5,
  Ping: 6,
  Close: 7,
  Ack: 8,
  Sequence: 9,
} as const;

export interface InvocationMessage {
  type: 1 | 4;
  invocationId?: string;
  target: string;
  arguments: unknown[];
  streamIds?: string[];
}

export interface CompletionMessage {
  type: 3;
  invocationId: string;
  result?: unknown;
  error?: string;
}

export interface CloseMessage {
  type: 7;
  error?: string;
  allowReconnect?: boolean;
}

export type IncomingMessage =
  | InvocationMessage
  | { type: 5; invocationId: string }
  | { type: 6 }
  | CloseMessage
  | { type: 2 | 8 | 9 }
  | { type: number };

export const frame = (message: object): string => JSON.stringify(message) + RECORD_SEPARATOR;

export const PING_FRAME = frame({ type: MessageType.Ping });
export const HANDSHAKE_OK_FRAME = frame({});

export const invocationFrame = (target: string, args: unknown[]): string =>
  frame({ type: MessageType.Invocation, target, arguments: args });

export const completionFrame = (invocationId: string, outcome: { result?: unknown; error?: string }): string =>
  frame(
    outcome.error !== undefined
      ? { type: MessageType.Completion, invocationId, error: outcome.error }
      : { type: MessageType.Completion, invocationId, result: outcome.result ?? null },
  );

export const closeFrame = (opts: { error?: string; allowReconnect?: boolean }): string =>
  frame({ type: MessageType.Close, ...opts });

/** Error texts of ASP.NET Core SignalR, so clients and operators see familiar messages. */
export const HubErrors = {
  unknownMethod: (target: string) => `Unknown hub method '${target}'`,
  argumentCount: (target: string, given: number, expected: number) =>
    `Failed to invoke '${target}' due to an error on the server. InvalidDataException: Invocation provides ${given} argument(s) but target expects ${expected}.`,
  failedToInvoke: (target: string) => `Failed to invoke '${target}' due to an error on the server.`,
  unexpected: (target: string) => `An unexpected error occurred invoking '${target}' on the server.`,
  hubException: (target: string, message: string) =>
    `An unexpected error occurred invoking '${target}' on the server. HubException: ${message}`,
  streamingNotSupported: (target: string) =>
    `The client attempted to invoke the non-streaming '${target}' method with a streaming invocation.`,
  clientStreamingNotSupported: (target: string) =>
    `Failed to invoke '${target}' due to an error on the server. Client streaming is not supported.`,
  cancelNotSupported: 'Cancelation is not supported: this hub has no streaming methods.',
  messageTooLarge: (limit: number) =>
    `Connection closed with an error. InvalidDataException: The maximum message size of ${limit}B was exceeded.`,
  invalidMessage: (detail: string) => `Connection closed with an error. InvalidDataException: ${detail}`,
  serverTimeout: 'Server timeout elapsed without receiving a message from the client.',
  handshakeTimeout: 'Handshake was canceled: no handshake request within the allowed time.',
  unsupportedProtocol: (protocol: string) => `The protocol '${protocol}' is not supported.`,
  unsupportedVersion: (protocol: string, version: unknown) =>
    `The server does not support version ${String(version)} of the '${protocol}' protocol.`,
  invalidHandshake: 'Handshake request is invalid.',
} as const;

export class MessageTooLargeError extends Error {}

/**
 * Splits an incoming byte stream into complete messages. Several messages may share one WebSocket
 * frame and one message may span frames, so the unterminated tail is kept for the next chunk.
 * 0x1E never occurs inside a multi-byte UTF-8 sequence, so splitting bytes is safe.
 */
export class MessageReader {
  private pending: Buffer[] = [];
  private pendingBytes = 0;

  constructor(private readonly maxMessageBytes: number) {}

  push(chunk: Buffer): string[] {
    const out: string[] = [];
    let start = 0;
    for (let i = chunk.indexOf(RS_BYTE); i !== -1; i = chunk.indexOf(RS_BYTE, start)) {
      const part = chunk.subarray(start, i);
      const size = this.pendingBytes + part.length;
      if (size > this.maxMessageBytes) throw new MessageTooLargeError();
      const whole = this.pendingBytes ? Buffer.concat([...this.pending, part]) : part;
      this.pending = [];
      this.pendingBytes = 0;
      out.push(whole.toString('utf8'));
      start = i + 1;
    }
    if (start < chunk.length) {
      const rest = chunk.subarray(start);
      this.pendingBytes += rest.length;
      if (this.pendingBytes > this.maxMessageBytes) throw new MessageTooLargeError();
      // Copy: ws may reuse the chunk's memory after the handler returns.
      this.pending.push(Buffer.from(rest));
    }
    return out;
  }
}

export type HandshakeResult = { ok: true } | { ok: false; error: string };

export function checkHandshake(text: string): HandshakeResult {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { ok: false, error: HubErrors.invalidHandshake };
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed))
    return { ok: false, error: HubErrors.invalidHandshake };
  const { protocol, version } = parsed as { protocol?: unknown; version?: unknown };
  if (typeof protocol !== 'string') return { ok: false, error: HubErrors.invalidHandshake };
  if (protocol !== 'json') return { ok: false, error: HubErrors.unsupportedProtocol(protocol) };
  if (version !== 1) return { ok: false, error: HubErrors.unsupportedVersion(protocol, version) };
  return { ok: true };
}

/** Parses one hub message; null means "not a valid message" (the connection is closed with an error). */
export function parseMessage(text: string): { message: IncomingMessage } | { error: string } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { error: 'Invalid JSON.' };
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return { error: 'Message is not a JSON object.' };
  const m = parsed as Record<string, unknown>;
  if (typeof m.type !== 'number') return { error: "Missing required property 'type'." };
  if (m.type === MessageType.Invocation || m.type === MessageType.StreamInvocation) {
    if (typeof m.target !== 'string') return { error: "Missing required property 'target'." };
    if (!Array.isArray(m.arguments)) return { error: "Missing required property 'arguments'." };
    if (m.invocationId !== undefined && m.invocationId !== null && typeof m.invocationId !== 'string') {
      return { error: "Expected 'invocationId' to be of type String." };
    }
    if (m.type === MessageType.StreamInvocation && typeof m.invocationId !== 'string') {
      return { error: "Missing required property 'invocationId'." };
    }
  }
  if (m.type === MessageType.CancelInvocation && typeof m.invocationId !== 'string') {
    return { error: "Missing required property 'invocationId'." };
  }
  return { message: m as IncomingMessage };
}

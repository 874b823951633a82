import { CONTROL_CHARACTER_MESSAGE, payloadHasForbiddenCharacter } from '../../lib/rules/text-characters';
import type { HubCaller, HubConnection } from './connection';
import { completionFrame, HubErrors, type IncomingMessage as HubMessage, MessageType } from './protocol';

export interface HubMethod {
  /** How many arguments the client must pass. */
  parameters: number;
  /** How many more it may pass after those (AddToGroup's last sequence number heard); none by default. */
  optionalParameters?: number;
  handler(caller: HubCaller, ...args: unknown[]): unknown | Promise<unknown>;
}

/** Thrown by a hub method to send the client a meaningful error (it becomes "HubException: …"). */
export class HubError extends Error {}

export interface Dispatcher {
  addMethods(methods: Record<string, HubMethod>): void;
  /** Runs one message of a connection: an invocation calls its method and answers with a completion. */
  dispatch(conn: HubConnection, message: HubMessage): Promise<void>;
}

/**
 * Invocations → hub methods (docs/architecture.md §14): method names match case-insensitively as in
 * SignalR; streaming and cancellation are refused; the argument count and the control-character
 * rule are checked before any handler; a handler's HubError reaches the client, anything else is
 * logged and answered with SignalR's generic error.
 */
export function createDispatcher(log: { error(obj: unknown, msg?: string): void }): Dispatcher {
  const methods = new Map<string, { name: string; method: HubMethod }>();

  const dispatch = async (conn: HubConnection, message: HubMessage): Promise<void> => {
    if (message.type === MessageType.CancelInvocation) {
      const { invocationId } = message as { invocationId: string };
      conn.sendFrame(completionFrame(invocationId, { error: HubErrors.cancelNotSupported }), true);
      return;
    }
    if (message.type !== MessageType.Invocation && message.type !== MessageType.StreamInvocation) return;
    const inv = message as {
      type: 1 | 4;
      invocationId?: string | null;
      target: string;
      arguments: unknown[];
      streamIds?: unknown;
    };
    const invocationId = typeof inv.invocationId === 'string' ? inv.invocationId : undefined;
    const reply = (outcome: { result?: unknown; error?: string }) => {
      // Urgent: the caller waits for it; it goes out ahead of the group's watchers (send-queue.ts).
      if (invocationId !== undefined) conn.sendFrame(completionFrame(invocationId, outcome), true);
    };
    const entry = methods.get(inv.target.toLowerCase());
    if (!entry) return reply({ error: HubErrors.unknownMethod(inv.target) });
    if (inv.type === MessageType.StreamInvocation) return reply({ error: HubErrors.streamingNotSupported(inv.target) });
    if (Array.isArray(inv.streamIds) && inv.streamIds.length > 0) {
      return reply({ error: HubErrors.clientStreamingNotSupported(inv.target) });
    }
    const { parameters, optionalParameters = 0 } = entry.method;
    if (inv.arguments.length < parameters || inv.arguments.length > parameters + optionalParameters) {
      return reply({ error: HubErrors.argumentCount(inv.target, inv.arguments.length, parameters) });
    }
    // The same rule as every API body (server/http/control-characters.ts), before any handler.
    if (payloadHasForbiddenCharacter(inv.arguments)) {
      return reply({ error: HubErrors.hubException(inv.target, CONTROL_CHARACTER_MESSAGE) });
    }
    try {
      const result = await entry.method.handler(conn, ...inv.arguments);
      reply({ result: result === undefined ? null : result });
    } catch (err) {
      if (err instanceof HubError) return reply({ error: HubErrors.hubException(inv.target, err.message) });
      log.error({ err, target: entry.name }, 'hub method failed');
      reply({ error: HubErrors.unexpected(inv.target) });
    }
  };

  return {
    addMethods(defs) {
      for (const [name, method] of Object.entries(defs)) methods.set(name.toLowerCase(), { name, method });
    },
    dispatch,
  };
}

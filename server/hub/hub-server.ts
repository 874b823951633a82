import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';

/** What main.ts needs from the real-time hub: take an upgrade, and close for shutdown. */
export interface HubServer {
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void;
  close(): Promise<void>;
}

export const HUB_PATH = '/api/v1/IhaleHub';

/** Stand-in until the hub exists: refuses the upgrade with 503 so clients back off and retry. */
export function createUnavailableHub(): HubServer {
  return {
    handleUpgrade(_req, socket) {
      socket.end('HTTP/1.1 503 Service Unavailable\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
    },
    async close() {},
  };
}

import { EventEmitter } from 'node:events';
import type { AuctionEvent } from '../auction/events';

/**
 * Where a hub message goes: every connection, a tender group, or every connection of an account.
 * `frame` is the complete, framed SignalR invocation so receivers send it without re-encoding.
 * `person` is no message but a notice with an empty frame: the accounts the person (key: kimlik
 * no) may act for changed, so every instance re-checks that person's connections.
 * `event` carries a domain event to the other instances' subscribers (docs/architecture.md §14:
 * e.g. their page caches), published before the frames the event makes.
 */
export type Delivery =
  | { scope: 'all' | 'group' | 'account' | 'person'; key?: string; frame: string }
  | { scope: 'event'; event: AuctionEvent };

/**
 * Fans hub messages out across processes (the SignalR backplane pattern). The hub always delivers
 * to its own connections first and then publishes; every instance delivers what it receives from
 * OTHER instances to its own connections. So an outage of the backplane only loses cross-instance
 * delivery, never local delivery.
 */
export interface Backplane {
  publish(delivery: Delivery): void;
  /** Registers the receiver of deliveries published by other instances. */
  subscribe(receive: (delivery: Delivery) => void): void;
  close(): Promise<void>;
}

/**
 * In-process backplane. Alone it only serves one instance (publish reaches nobody else); instances
 * given the same `bus` exchange deliveries, which lets tests run several hubs in one process.
 */
export class MemoryBackplane implements Backplane {
  private receiver?: (delivery: Delivery) => void;
  private readonly listener = (origin: MemoryBackplane, delivery: Delivery) => {
    if (origin !== this) this.receiver?.(delivery);
  };

  constructor(private readonly bus: EventEmitter = new EventEmitter()) {
    bus.setMaxListeners(0);
    bus.on('delivery', this.listener);
  }

  publish(delivery: Delivery): void {
    this.bus.emit('delivery', this, delivery);
  }

  subscribe(receive: (delivery: Delivery) => void): void {
    this.receiver = receive;
  }

  async close(): Promise<void> {
    this.bus.off('delivery', this.listener);
  }
}

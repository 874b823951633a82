import type { BidPayload } from '../contract/hub-events';
import type { ConnectionManager, ConnectionState } from './connection-manager';

/** What screens use of the hub connection (lib/realtime/hooks.ts). */
export type RealtimeApi = Pick<
  ConnectionManager,
  'getState' | 'subscribeState' | 'on' | 'joinGroup' | 'bid' | 'ensureStarted' | 'stop'
>;

interface Registration {
  apply(manager: RealtimeApi): () => void;
  undo: (() => void) | null;
}

/**
 * The hub connection as screens see it before its code has loaded. The connection exists only
 * for a signed-in bidder (docs/spec.md §4 "Real-time connection"), so its manager, lifecycle
 * reducer and session wiring (about 3 KB gzipped) load after hydration, when a session is ready
 * (lib/realtime/realtime.ts); a visitor's page never downloads them (docs/architecture.md §3
 * "Light on a phone"). Until then this handle keeps what screens asked for (event listeners,
 * wanted groups, state subscribers) and hands each over to the manager once it is there; every
 * unsubscribe or leave it returned keeps working across the handover. After that it only forwards.
 */
export class DeferredRealtime implements RealtimeApi {
  private manager: RealtimeApi | null = null;
  private loading: Promise<RealtimeApi> | null = null;
  private readonly pending = new Set<Registration>();

  constructor(private readonly load: () => Promise<RealtimeApi>) {}

  /** The manager, loading it first if needed (a session is ready, or a bid is being sent). */
  ready(): Promise<RealtimeApi> {
    if (this.manager) return Promise.resolve(this.manager);
    this.loading ??= this.load().then((manager) => {
      this.manager = manager;
      for (const r of this.pending) r.undo = r.apply(manager);
      this.pending.clear();
      return manager;
    });
    return this.loading;
  }

  /** Whether the manager has loaded (for tests and diagnostics). */
  get loaded(): boolean {
    return this.manager !== null;
  }

  getState(): ConnectionState {
    return this.manager?.getState() ?? 'idle';
  }

  subscribeState(cb: () => void): () => void {
    return this.register((m) => {
      const off = m.subscribeState(cb);
      if (m.getState() !== 'idle') cb(); // the manager got further than 'idle' before taking over
      return off;
    });
  }

  on(name: string, listener: (payload: unknown) => void): () => void {
    return this.register((m) => m.on(name, listener));
  }

  joinGroup(ihaleId: number): () => void {
    return this.register((m) => m.joinGroup(ihaleId));
  }

  async bid(payload: BidPayload): Promise<void> {
    return (await this.ready()).bid(payload);
  }

  ensureStarted(): void {
    void this.ready().then((m) => m.ensureStarted());
  }

  async stop(): Promise<void> {
    await this.manager?.stop();
  }

  private register(apply: (manager: RealtimeApi) => () => void): () => void {
    if (this.manager) return apply(this.manager);
    const registration: Registration = { apply, undo: null };
    this.pending.add(registration);
    let done = false;
    return () => {
      if (done) return;
      done = true;
      this.pending.delete(registration);
      registration.undo?.();
    };
  }
}

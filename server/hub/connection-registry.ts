import type { HubCredential } from './upgrade-auth';
import type { RequestAuth } from '../auth/request-auth';
import type { Delivery } from './backplane';
import { HubCloseReasons } from './close-reasons';
import type { HubConnection } from './connection';
import { HubError } from './dispatcher';

/** A client may sit in this many tender groups at once (the participation screens join one per tender). */
const MAX_GROUPS_PER_CONNECTION = 500;

/** Deliveries the registry hands to connections (a domain event is no message for them). */
export type ConnectionDelivery = Exclude<Delivery, { scope: 'event' }>;

/**
 * Who is connected to this instance (docs/architecture.md §14): open connections by id, tender
 * group and account; pending and open ones by person (for the per-person cap and for re-checking a
 * person's accounts after accountsChanged). Delivers frames to the connections a delivery names.
 */
export interface ConnectionRegistry {
  /** A socket just upgraded: counted for its person, not yet addressable until its handshake. */
  admit(conn: HubConnection, changesBefore: number): void;
  handshaken(conn: HubConnection): void;
  closed(conn: HubConnection): void;
  /** Pending and open connections the person holds on this instance. */
  heldBy(kimlikNo: string): number;
  /** Counts accountsChanged notices: an upgrade authenticated while one arrived is re-checked. */
  readonly accountChanges: number;
  deliver(delivery: ConnectionDelivery): void;
  get(connectionId: string): HubConnection | undefined;
  addToGroup(connectionId: string, group: string): void;
  removeFromGroup(connectionId: string, group: string): void;
  groupSize(group: string): number;
  readonly connectionCount: number;
  /** Sockets still waiting for their handshake, and handshaken connections (the sweeper's rounds). */
  pending(): Iterable<HubConnection>;
  open(): Iterable<HubConnection>;
}

export function createConnectionRegistry(opts: {
  /** Verifies a connection's token again, on its own channel, when its person's accounts changed. */
  authenticate(credential: HubCredential): Promise<RequestAuth | null>;
  log: { warn(obj: unknown, msg?: string): void };
}): ConnectionRegistry {
  const connections = new Map<string, HubConnection>();
  const groups = new Map<string, Set<HubConnection>>();
  const accounts = new Map<number, Set<HubConnection>>();
  const pending = new Set<HubConnection>();
  // Per person (kimlikNo), pending and open connections alike: whose accounts to re-check.
  const byPerson = new Map<string, Set<HubConnection>>();
  // Connections whose accounts are being re-read after accountsChanged. Their account messages wait
  // here until the new accounts are known, so none for an account they just lost slips through.
  const rechecking = new Map<HubConnection, { run: number; held: Array<{ cariId: number; data: Buffer }> }>();
  let accountChanges = 0;
  // Per person (kimlikNo), pending and open connections alike.
  const perPerson = new Map<string, number>();

  const index = <K>(map: Map<K, Set<HubConnection>>, key: K, conn: HubConnection) => {
    const set = map.get(key);
    if (set) set.add(conn);
    else map.set(key, new Set([conn]));
  };
  const unindex = <K>(map: Map<K, Set<HubConnection>>, key: K, conn: HubConnection) => {
    const set = map.get(key);
    if (!set) return;
    set.delete(conn);
    if (set.size === 0) map.delete(key);
  };

  /** Reads the connection's accounts again from its token; `settle` applies the newest answer. */
  const recheck = (conn: HubConnection) => {
    const state = rechecking.get(conn);
    const run = (state?.run ?? 0) + 1;
    rechecking.set(conn, { run, held: state?.held ?? [] });
    opts.authenticate(conn.credential).then(
      (auth) => settle(conn, run, auth ? { auth } : { error: HubCloseReasons.unauthorized }),
      (err) => {
        // Rights that cannot be confirmed are not kept: the client reconnects and authenticates anew.
        opts.log.warn({ err: (err as Error)?.message }, 'hub re-authentication failed');
        settle(conn, run, { error: HubCloseReasons.unavailable });
      },
    );
  };

  const settle = (conn: HubConnection, run: number, outcome: { auth: RequestAuth } | { error: string }) => {
    const state = rechecking.get(conn);
    // Closed meanwhile, or a newer re-check (started after a later change) decides.
    if (!state || state.run !== run) return;
    rechecking.delete(conn);
    const previous = conn.auth.cariIds;
    if ('error' in outcome || outcome.auth.kimlikNo !== conn.auth.kimlikNo) {
      conn.close({ error: 'error' in outcome ? outcome.error : HubCloseReasons.unauthorized, allowReconnect: true });
      return;
    }
    conn.auth = outcome.auth;
    // Before its handshake a connection is not indexed (handshaken indexes the new accounts).
    if (!connections.has(conn.connectionId)) return;
    for (const cariId of previous) unindex(accounts, cariId, conn);
    for (const cariId of conn.auth.cariIds) index(accounts, cariId, conn);
    for (const h of state.held) if (conn.auth.cariIds.includes(h.cariId)) conn.sendFrame(h.data);
  };

  return {
    admit(conn, changesBefore) {
      perPerson.set(conn.auth.kimlikNo, (perPerson.get(conn.auth.kimlikNo) ?? 0) + 1);
      pending.add(conn);
      index(byPerson, conn.auth.kimlikNo, conn);
      // Accounts may have changed while the token was being checked: read them once more.
      if (accountChanges !== changesBefore) recheck(conn);
    },
    handshaken(conn) {
      pending.delete(conn);
      connections.set(conn.connectionId, conn);
      for (const cariId of conn.auth.cariIds) index(accounts, cariId, conn);
    },
    closed(conn) {
      const held = (perPerson.get(conn.auth.kimlikNo) ?? 1) - 1;
      if (held > 0) perPerson.set(conn.auth.kimlikNo, held);
      else perPerson.delete(conn.auth.kimlikNo);
      pending.delete(conn);
      connections.delete(conn.connectionId);
      unindex(byPerson, conn.auth.kimlikNo, conn);
      rechecking.delete(conn);
      for (const cariId of conn.auth.cariIds) unindex(accounts, cariId, conn);
      for (const group of conn.groups) unindex(groups, group, conn);
      conn.groups.clear();
    },
    heldBy: (kimlikNo) => perPerson.get(kimlikNo) ?? 0,
    get accountChanges() {
      return accountChanges;
    },
    deliver(d) {
      if (d.scope === 'person') {
        accountChanges++;
        for (const conn of byPerson.get(d.key ?? '') ?? []) recheck(conn);
        return;
      }
      const data = Buffer.from(d.frame);
      if (d.scope === 'account') {
        const cariId = Number(d.key);
        for (const conn of accounts.get(cariId) ?? []) if (!rechecking.has(conn)) conn.sendFrame(data);
        // A connection being re-checked may be losing or gaining this account: its new accounts decide.
        for (const state of rechecking.values()) state.held.push({ cariId, data });
        return;
      }
      const targets = d.scope === 'all' ? connections.values() : (groups.get(d.key ?? '') ?? []).values();
      for (const conn of targets) conn.sendFrame(data);
    },
    get: (connectionId) => connections.get(connectionId),
    addToGroup(connectionId, group) {
      const conn = connections.get(connectionId);
      if (!conn || conn.groups.has(group)) return;
      if (conn.groups.size >= MAX_GROUPS_PER_CONNECTION) throw new HubError(HubCloseReasons.tooManyGroups);
      conn.groups.add(group);
      index(groups, group, conn);
    },
    removeFromGroup(connectionId, group) {
      const conn = connections.get(connectionId);
      if (!conn?.groups.delete(group)) return;
      unindex(groups, group, conn);
    },
    groupSize: (group) => groups.get(group)?.size ?? 0,
    get connectionCount() {
      return connections.size;
    },
    pending: () => pending,
    open: () => connections.values(),
  };
}

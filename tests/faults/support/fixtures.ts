import {
  HubConnectionBuilder,
  HubConnectionState,
  HttpTransportType,
  type HubConnection,
  LogLevel,
} from '@microsoft/signalr';
import { asc, eq } from 'drizzle-orm';
import { createPerson, createTender, type AuctionLookups } from '../../../server/auction/test-fixtures';
import type { Db } from '../../../server/db/client';
import { olcuBirimi, paraBirimi, teklif, teslimatYeri } from '../../../server/db/schema';
import { HUB_PATH } from '../../../server/hub/hub-server';
import { joinTender } from '../../../server/modules/participation/queries';
import type { TestCluster } from './cluster';
import { JOIN_RETRY_MS } from '../../../lib/realtime/connection-manager';
import { delay } from '../../support/wait';

/** The seeded database's lookups, for fixtures added on top of the demo seed. */
async function seededLookups(db: Db): Promise<AuctionLookups> {
  const [pb] = await db.select({ id: paraBirimi.id }).from(paraBirimi).orderBy(asc(paraBirimi.id)).limit(1);
  const [ob] = await db.select({ id: olcuBirimi.id }).from(olcuBirimi).orderBy(asc(olcuBirimi.id)).limit(1);
  const [ty] = await db.select({ id: teslimatYeri.id }).from(teslimatYeri).orderBy(asc(teslimatYeri.id)).limit(1);
  // The fault tests' tenders have no extension rule (ayarId null), so the rule ids are never used.
  return { paraBirimiId: pb.id, olcuBirimiId: ob.id, teslimatYeriId: ty.id, uzatma3x3: 0, uzatma5x2: 0 };
}

export interface Bidder {
  kimlikNo: string;
  cariId: number;
  token: string;
}

let nextPerson = 0;

/**
 * A tender of its own in the cluster's database (durum 213 running, 212 waiting), with `bidders`
 * new people who joined it, each with a token signed by the cluster's key.
 */
export async function createTenderWithBidders(
  cluster: TestCluster,
  t: { durum: 212 | 213; start: Date; end: Date; bidders: number },
): Promise<{ ihaleId: number; bidders: Bidder[] }> {
  const db = cluster.db.db;
  const l = await seededLookups(db);
  const { ihaleId } = await createTender(db, l, { ...t, opening: 10_000, teminat: 100, ayarId: null });
  const bidders: Bidder[] = [];
  for (let i = 0; i < t.bidders; i++) {
    const kimlikNo = `7${String(process.pid % 1000).padStart(3, '0')}${String(nextPerson++).padStart(7, '0')}`;
    const p = await createPerson(db, { kimlikNo });
    await joinTender(db, { cariId: p.cariId, ihaleId, now: new Date() });
    bidders.push({ kimlikNo, cariId: p.cariId, token: await cluster.token(kimlikNo) });
  }
  return { ihaleId, bidders };
}

/**
 * The official SignalR client as the browser uses it (lib/realtime): WebSockets without
 * negotiation and, with `reconnect`, automatic reconnect that re-joins the tender groups, asking
 * again after a refused join as the page does (JOIN_RETRY_MS; `onJoinRefused` hears each refusal).
 */
export function hubClient(
  baseUrl: string,
  token: string,
  opts: { reconnect?: boolean; groups?: number[]; onJoinRefused?: (ihaleId: number) => void } = {},
): HubConnection {
  let b = new HubConnectionBuilder()
    .withUrl(`${baseUrl}${HUB_PATH}`, {
      skipNegotiation: true,
      transport: HttpTransportType.WebSockets,
      accessTokenFactory: () => token,
    })
    .configureLogging(LogLevel.None);
  if (opts.reconnect) b = b.withAutomaticReconnect([0, 200, 500, 1000, 1000, 2000, 2000, 2000, 5000, 5000]);
  const conn = b.build();
  const groups = opts.groups ?? [];
  conn.onreconnected(() => {
    for (const g of groups) void joinAgain(conn, g, opts.onJoinRefused);
  });
  return conn;
}

async function joinAgain(conn: HubConnection, ihaleId: number, onRefused?: (ihaleId: number) => void): Promise<void> {
  for (const wait of [0, ...JOIN_RETRY_MS]) {
    if (wait > 0) await delay(wait);
    if (conn.state !== HubConnectionState.Connected) return;
    try {
      await conn.invoke('AddToGroup', ihaleId);
      return;
    } catch {
      onRefused?.(ihaleId);
    }
  }
}

/** Starts a client and joins the given tender groups. */
export async function connect(conn: HubConnection, groups: number[]): Promise<HubConnection> {
  await conn.start();
  for (const g of groups) await conn.invoke('AddToGroup', g);
  return conn;
}

export async function storedBids(db: Db, ihaleId: number) {
  const rows = await db
    .select({ siraNo: teklif.siraNo, tutar: teklif.teklifTutari, cariId: teklif.cariId })
    .from(teklif)
    .where(eq(teklif.ihaleId, ihaleId))
    .orderBy(asc(teklif.siraNo));
  return rows.map((r) => ({ siraNo: r.siraNo, tutar: Number(r.tutar), cariId: r.cariId }));
}

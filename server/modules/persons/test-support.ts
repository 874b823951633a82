import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../app';
import { issueAccessToken } from '../../auth/tokens';
import { loadConfig } from '../../config';
import type { DbHandle } from '../../db/client';
import { seed } from '../../seed';
import { TEST_CITIZENS } from '../../seed/constants';
import { openTestDatabase } from '../../db/test-db';

/** The fixed clock of the profile tests; the seed times everything relative to it. */
export const TEST_NOW = new Date('2026-11-20T09:00:00.000Z');

/** Seeded account ids the profile tests name (server/seed/data/people.ts). */
export const ACCOUNTS = {
  ayse: { kimlikNo: TEST_CITIZENS.ayseYilmaz, person: 1, companies: [4, 5] },
  mehmet: { kimlikNo: TEST_CITIZENS.mehmetKaya, person: 2, companies: [] as number[] },
  ali: { kimlikNo: TEST_CITIZENS.aliCelik, person: 3, companies: [6] },
  /** No portal record (sonucTipi 1). */
  zeynep: { kimlikNo: TEST_CITIZENS.zeynepDemir },
  /** A bidder company no test citizen may act for. */
  bidderCompany: 7,
} as const;

export interface ProfileTestContext {
  app: FastifyInstance;
  handle: DbHandle;
  /** Authorization headers of a signed-in citizen whose session acts for `cariId` (default: their person account). */
  as(kimlikNo: string, cariId?: number): Promise<Record<string, string>>;
  /**
   * app.inject signed in as the citizen (or anonymous with null), in a session that acts for the
   * account the request names (`cariId`/`CariId` in the body or query, `CariId eq N` in an OData
   * filter): a session acts for one account (docs/spec.md §1), and each request here stands for a user
   * who chose that account at sign-in. A request naming no account, or one the citizen may not act
   * for, comes from a session of their own person account. `cariId` names the session's account
   * outright, for requests that name none (an OData filter by another key).
   */
  call(kimlikNo: string | null, opts: InjectOptions, cariId?: number): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/** The account a test request names, if any (see ProfileTestContext.call). */
export function namedAccount(opts: InjectOptions): number | undefined {
  const payload = opts.payload as Record<string, unknown> | undefined;
  if (payload && typeof payload === 'object' && !Array.isArray(payload)) {
    const v = payload.cariId ?? payload.CariId;
    if (typeof v === 'number' && Number.isInteger(v)) return v;
  }
  const url = typeof opts.url === 'string' ? opts.url : '';
  let query = url;
  try {
    query = decodeURIComponent(url.replace(/\+/g, ' '));
  } catch {
    // an undecodable test URL names no account
  }
  const m = /[?&]cariId=(\d{1,9})(?:&|$)/i.exec(query) ?? /\bCariId eq (\d{1,9})\b/.exec(query);
  return m ? Number(m[1]) : undefined;
}

/** A fresh seeded database (PGlite, or PostgreSQL with TEST_DATABASE=postgres) and the app on it. */
export async function openProfileTestApp(env: Record<string, string> = {}): Promise<ProfileTestContext> {
  const handle = await openTestDatabase();
  await seed(handle.db, TEST_NOW);
  const app = await buildApp({ config: loadConfig(env), db: handle.db, now: () => TEST_NOW });
  const tokens = new Map<string, string>();
  const as = async (kimlikNo: string, cariId?: number) => {
    const key = `${kimlikNo}|${cariId ?? ''}`;
    let token = tokens.get(key);
    if (!token) {
      token = await issueAccessToken(app, kimlikNo, cariId === undefined ? {} : { cariId });
      tokens.set(key, token);
    }
    return { authorization: `Bearer ${token}` };
  };
  return {
    app,
    handle,
    as,
    async call(kimlikNo, opts, cariId = namedAccount(opts)) {
      const headers = { ...(opts.headers ?? {}), ...(kimlikNo ? await as(kimlikNo, cariId) : {}) };
      return app.inject({ ...opts, headers });
    },
    async close() {
      await app.close();
      await handle.close();
    },
  };
}

/** An OData query path with its options percent-encoded the way browsers send them. */
export function odataUrl(set: string, options: Record<string, string | undefined>): string {
  const qs = Object.entries(options)
    .filter((e): e is [string, string] => e[1] !== undefined)
    .map(([k, v]) => `${k}=${encodeURIComponent(v)}`)
    .join('&');
  return `/api/external-odata/${set}${qs ? `?${qs}` : ''}`;
}

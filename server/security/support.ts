/**
 * Shared helpers of the security suite (server/security/*.test.ts): the error-shape check, a
 * digest of every table a user can change (to prove a refused call wrote nothing), the list of
 * registered routes, and seeded facts the tests look up instead of hard-coding.
 */
import assert from 'node:assert/strict';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { TENDER_STATUS, TENDER_TYPE } from '../../lib/contract/lookups';
import { PARA_BIRIMI } from '../../lib/contract/money';
import type { Db } from '../db/client';
import { tenderEndOf } from '../db/schema/tender-end';

/** Tables any API call or hub method may write. */
export const MUTABLE_TABLES = [
  'cari',
  'gercek_kisilik',
  'firma_yetkili',
  'sozlesme_onay',
  'aktivite_log',
  'cari_iban',
  'teminat_hareket',
  'teminat_iade_talebi',
  'ihale',
  'ihale_kalem',
  'ihale_katilim_cari',
  'teklif',
  'favori_ihale',
  'iletisim',
  'iletisim_yazisma',
  'bildirim',
  'push_aboneligi',
] as const;

/** The rows of a raw SQL query. */
export async function queryRows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** One md5 per mutable table over its full contents: equal digests mean nothing was written. */
export async function dbDigest(db: Db): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const table of MUTABLE_TABLES) {
    const [r] = await queryRows<{ d: string }>(
      db,
      sql`select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as d from ${sql.identifier(table)} t`,
    );
    out[table] = r.d;
  }
  return out;
}

/**
 * A refusal in the API's error shape: `{ key, message, errors?, mesajList? }` with a Turkish message;
 * under /api/external-odata OData's own, `{ error: { code, message } }` (docs/architecture.md §10).
 */
export function assertErrorShape(res: LightMyRequestResponse, status: number, context = ''): void {
  assert.equal(
    res.statusCode,
    status,
    `${context}: expected ${status}, got ${res.statusCode} ${res.body.slice(0, 300)}`,
  );
  const body = res.json() as Record<string, unknown>;
  if (body.error && typeof body.error === 'object') {
    const error = body.error as Record<string, unknown>;
    assert.deepEqual(Object.keys(body), ['error'], `${context}: OData error, one member`);
    assert.equal(res.headers['odata-version'], '4.0', `${context}: OData-Version`);
    assert.equal(typeof error.code, 'string', `${context}: code`);
    assert.equal(typeof error.message, 'string', `${context}: message`);
    assert.ok((error.message as string).length > 0, `${context}: empty message`);
    return;
  }
  assert.equal(typeof body.key, 'string', `${context}: key`);
  assert.equal(typeof body.message, 'string', `${context}: message`);
  assert.ok((body.message as string).length > 0, `${context}: empty message`);
  for (const list of ['errors', 'mesajList'] as const) {
    if (body[list] !== undefined) assert.ok(Array.isArray(body[list]), `${context}: ${list} is a list`);
  }
}

/**
 * Every registered route as "METHOD /path" (HEAD routes Fastify adds for GET are left out), read
 * from `printRoutes` so that a route added anywhere under buildApp shows up here.
 */
export function registeredRoutes(app: FastifyInstance): string[] {
  const out: string[] = [];
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const m = /^([│├└─\s]*?)(?:[├└]── )(.+?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!m) continue;
    const depth = Math.floor([...m[1]].length / 4);
    const path = (stack[depth - 1] ?? '') + m[2];
    stack[depth] = path;
    stack.length = depth + 1;
    for (const method of (m[3] ?? '').split(',').map((s) => s.trim())) {
      if (method && method !== 'HEAD') out.push(`${method} ${path}`);
    }
  }
  return out;
}

/**
 * Public, running TL tenders at `now` that none of the given accounts has joined, lowest id first
 * (TL: the seeded accounts hold their deposits in TL, and a tender draws on its own currency).
 */
export async function runningTenders(db: Db, now: Date, notJoinedBy: number[]): Promise<number[]> {
  const list = await queryRows<{ id: number }>(
    db,
    sql`select i.id from ihale i
        where i.ihale_durumu_id = ${TENDER_STATUS.devam} and i.ihale_tipi_id = ${TENDER_TYPE.publicSale} and i.yayindan_kaldir = false
          and i.para_birimi_id = ${PARA_BIRIMI.TL.id}
          and i.yayin_tarihi <= ${now.toISOString()}::timestamptz
          and i.baslangic_tarihi <= ${now.toISOString()}::timestamptz
          and ${tenderEndOf(sql.raw('i'))} > ${now.toISOString()}::timestamptz + interval '30 minutes'
          and not exists (select 1 from ihale_katilim_cari k where k.ihale_id = i.id
                          and k.cari_id in (${sql.join(
                            notJoinedBy.map((c) => sql`${c}`),
                            sql`, `,
                          )}))
        order by i.id`,
  );
  return list.map((r) => Number(r.id));
}

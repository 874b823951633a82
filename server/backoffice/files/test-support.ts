import { randomBytes } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import type { Db } from '../../db/client';
import { ihale } from '../../db/schema';
import { seed } from '../../seed';
import { openTestDatabase, type TestDbHandle } from '../../db/test-db';
import { TENDER_STATUS, TENDER_TYPE } from '../../../lib/contract/lookups';
import { queryRows } from '../../security/support';
import { STAFF_BY_ROLE, staffCookie } from '../test-support';

/** For the file tests: a seeded app at a fixed time, and signed-in İhale Sorumlusu and Destek cookies. */
export const FILES_NOW = new Date('2026-11-20T09:00:00Z');

export interface FilesTestContext {
  handle: TestDbHandle;
  app: FastifyInstance;
  ihale: Record<string, string>;
  destek: Record<string, string>;
  close(): Promise<void>;
}

export async function openFilesTestApp(): Promise<FilesTestContext> {
  const handle = await openTestDatabase();
  await seed(handle.db, FILES_NOW);
  const app = await buildApp({ config: loadConfig({}), db: handle.db, now: () => FILES_NOW });
  return {
    handle,
    app,
    ihale: { cookie: await staffCookie(app, STAFF_BY_ROLE.ihale) },
    destek: { cookie: await staffCookie(app, STAFF_BY_ROLE.destek) },
    close: async () => {
      await app.close();
      await handle.close();
    },
  };
}

/** A multipart/form-data body with text fields first and then one file, as a browser's FormData sends it. */
export function multipartBody(
  file: { name: string; type: string; bytes: Buffer } | null,
  fields: Record<string, string> = {},
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----esatis${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="dosya"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** The seeded drafts of this portal (status 211, type 51), lowest id first. */
export async function draftTenders(db: Db): Promise<number[]> {
  const rows = await db
    .select({ id: ihale.id })
    .from(ihale)
    .where(and(eq(ihale.ihaleDurumuId, TENDER_STATUS.taslak), eq(ihale.ihaleTipiId, TENDER_TYPE.publicSale)))
    .orderBy(asc(ihale.id));
  return rows.map((r) => r.id);
}

/** A tender of the given status (type 51), lowest id first. */
export async function tenderInStatus(db: Db, status: number): Promise<number> {
  const [row] = await db
    .select({ id: ihale.id })
    .from(ihale)
    .where(and(eq(ihale.ihaleDurumuId, status), eq(ihale.ihaleTipiId, TENDER_TYPE.publicSale)))
    .orderBy(asc(ihale.id))
    .limit(1);
  if (!row) throw new Error(`no seeded tender in ${status}`);
  return row.id;
}

/** Row counts of everything an upload writes: a refused upload changes none of them. */
export async function uploadDigest(db: Db): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const table of ['dosya_icerik', 'ihale_dosya', 'ana_sayfa_slider', 'denetim_kaydi']) {
    const [row] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from ${sql.identifier(table)}`);
    out[table] = Number(row.n);
  }
  return out;
}

import { and, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { denetimKaydi } from '../../db/schema';
import type { AuditRecord } from '../../../lib/contract/staff';
import { istanbulDayStart } from '../../../lib/format/istanbul-time';
import type { AuditFilter } from '../../../lib/rules/staff-audit-filter';
import { targetKey } from './target-names';

/**
 * Reading the audit trail (/yonetim/denetim, docs/architecture.md §8). Read only: there is no
 * query here, nor a route anywhere, that changes or deletes a row (the table's trigger refuses it
 * too). Newest first by (zaman, id); paging is keyset on that pair, so a page is as cheap at row
 * 100 000 as at row 1 and rows written meanwhile never shift a page.
 */
export type AuditRow = typeof denetimKaydi.$inferSelect;

function conditions(f: AuditFilter): SQL | undefined {
  const c: SQL[] = [];
  if (f.personelId !== undefined) c.push(eq(denetimKaydi.personelId, f.personelId));
  if (f.islem !== undefined) c.push(eq(denetimKaydi.islem, f.islem));
  if (f.hedefTuru !== undefined) c.push(eq(denetimKaydi.hedefTuru, f.hedefTuru));
  if (f.hedefId !== undefined) c.push(eq(denetimKaydi.hedefId, f.hedefId));
  if (f.baslangic !== undefined) c.push(gte(denetimKaydi.zaman, istanbulDayStart(f.baslangic)));
  if (f.bitis !== undefined) c.push(lt(denetimKaydi.zaman, istanbulDayStart(f.bitis, 1)));
  if (f.sonraki !== undefined) {
    // After the row the previous page ended with, by its stored time (microseconds) and id.
    c.push(
      sql`(${denetimKaydi.zaman}, ${denetimKaydi.id}) < (select d.zaman, d.id from denetim_kaydi d where d.id = ${f.sonraki})`,
    );
  }
  return c.length ? and(...c) : undefined;
}

/** Up to `limit` rows matching the filter, newest first, after the cursor `f.sonraki` if any. */
export async function listAudit(db: Db, f: AuditFilter, limit: number): Promise<AuditRow[]> {
  return db
    .select()
    .from(denetimKaydi)
    .where(conditions(f))
    .orderBy(desc(denetimKaydi.zaman), desc(denetimKaydi.id))
    .limit(limit);
}

/** How many rows match, counting no further than `cap` (the export's bound needs no more). */
export async function countAuditUpTo(db: Db, f: AuditFilter, cap: number): Promise<number> {
  const inner = db.select({ one: sql`1` }).from(denetimKaydi).where(conditions(f)).limit(cap).as('x');
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(inner);
  return Number(row?.n ?? 0);
}

/** Every matching row, newest first, read in keyset batches (the CSV export streams them). */
export async function* auditBatches(db: Db, f: AuditFilter, batchSize: number): AsyncGenerator<AuditRow[]> {
  let cursor: number | undefined;
  for (;;) {
    const rows = await listAudit(db, { ...f, sonraki: cursor }, batchSize);
    if (rows.length) yield rows;
    if (rows.length < batchSize) return;
    cursor = rows[rows.length - 1].id;
  }
}

/** A row on the wire, with its target's name from `names` (auditTargetNames). */
export function toAuditRecord(r: AuditRow, names: ReadonlyMap<string, string>): AuditRecord {
  return {
    id: r.id,
    zaman: r.zaman.toISOString(),
    personelId: r.personelId,
    personelAdi: r.personelAdi,
    islem: r.islem,
    hedefTuru: r.hedefTuru,
    hedefId: r.hedefId,
    hedefAdi: names.get(targetKey(r.hedefTuru, r.hedefId)) ?? null,
    onceki: r.onceki ?? null,
    sonraki: r.sonraki ?? null,
    ayrinti: r.ayrinti,
    ip: r.ip,
  };
}

import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { ihale, paraBirimi } from '../db/schema';
import type { TemplateContext } from './templates/describe';

/**
 * Everything templates look up, read once per batch: every currency's name (a small table) and the
 * titles of the batch's tenders.
 */
export async function loadTemplateContexts(
  db: Db,
  ihaleIds: number[],
): Promise<(ihaleId: number | null) => TemplateContext> {
  const currencies = new Map((await db.select().from(paraBirimi)).map((p) => [p.id, p.adi]));
  const ids = [...new Set(ihaleIds)];
  const titles = new Map(
    ids.length
      ? (await db.select({ id: ihale.id, baslik: ihale.baslik }).from(ihale).where(inArray(ihale.id, ids))).map((r) => [
          r.id,
          r.baslik,
        ])
      : [],
  );
  const paraBirimiAdi = (id: number) => currencies.get(id) ?? 'TL';
  return (ihaleId) => ({
    ihaleBaslik: ihaleId === null ? null : (titles.get(ihaleId) ?? null),
    paraBirimi: paraBirimiAdi,
  });
}

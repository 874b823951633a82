import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { ihale, paraBirimi } from '../db/schema';
import type { TemplateContext } from './templates/describe';

/** Currency names change almost never: read once per database handle and minute, not per message. */
const CURRENCY_TTL_MS = 60_000;
const currencyCache = new WeakMap<Db, { at: number; names: Map<number, string> }>();

export async function currencyNames(db: Db): Promise<(paraBirimiId: number) => string> {
  let cached = currencyCache.get(db);
  if (!cached || Date.now() - cached.at > CURRENCY_TTL_MS) {
    cached = { at: Date.now(), names: new Map((await db.select().from(paraBirimi)).map((p) => [p.id, p.adi])) };
    currencyCache.set(db, cached);
  }
  const names = cached.names;
  return (id) => names.get(id) ?? 'TL';
}

/**
 * Everything templates look up for a relay batch: the currencies' names and the titles of the
 * batch's tenders (one query).
 */
export async function loadTemplateContexts(
  db: Db,
  ihaleIds: number[],
): Promise<(ihaleId: number | null) => TemplateContext> {
  const paraBirimiAdi = await currencyNames(db);
  const ids = [...new Set(ihaleIds)];
  const titles = new Map(
    ids.length
      ? (await db.select({ id: ihale.id, baslik: ihale.baslik }).from(ihale).where(inArray(ihale.id, ids))).map((r) => [
          r.id,
          r.baslik,
        ])
      : [],
  );
  return (ihaleId) => ({
    ihaleBaslik: ihaleId === null ? null : (titles.get(ihaleId) ?? null),
    paraBirimi: paraBirimiAdi,
  });
}

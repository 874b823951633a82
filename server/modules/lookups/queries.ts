import { asc } from 'drizzle-orm';
import type { IhaleKalemKategoriNode } from '../../../lib/contract/wire-types';
import type { Db } from '../../db/client';
import { ihaleKalemKategori } from '../../db/schema';

/**
 * The material category tree below `ustId` (its children, their children, …), ordered by SiraNo.
 * The table is small (a few hundred rows at most), so it is read whole and linked in memory.
 */
export async function kategoriAgaci(db: Db, ustId: number): Promise<IhaleKalemKategoriNode[]> {
  const rows = await db
    .select({ id: ihaleKalemKategori.id, adi: ihaleKalemKategori.adi, ust: ihaleKalemKategori.ustIhaleKalemKategoriId })
    .from(ihaleKalemKategori)
    .orderBy(asc(ihaleKalemKategori.siraNo), asc(ihaleKalemKategori.id));
  const children = new Map<number, { id: number; adi: string }[]>();
  for (const r of rows) {
    if (r.ust === null) continue;
    const list = children.get(r.ust);
    if (list) list.push({ id: r.id, adi: r.adi });
    else children.set(r.ust, [{ id: r.id, adi: r.adi }]);
  }
  // A bad row pointing at its own descendant must not loop forever.
  const visited = new Set<number>([ustId]);
  const build = (parent: number): IhaleKalemKategoriNode[] =>
    (children.get(parent) ?? [])
      .filter((c) => !visited.has(c.id) && visited.add(c.id))
      .map((c) => ({ id: c.id, adi: c.adi, altIhaleKalemKategorileri: build(c.id) }));
  return build(ustId);
}

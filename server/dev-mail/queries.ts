import { desc } from 'drizzle-orm';
import type { Db } from '../db/client';
import { gelistiriciPosta } from '../db/schema';

export interface CaughtMessage {
  kanal: 'eposta' | 'sms';
  alici: string;
  konu: string | null;
  metin: string;
  html?: string | null;
  mesajKimligi?: string | null;
}

export async function storeCaught(db: Db, m: CaughtMessage): Promise<number> {
  const [row] = await db.insert(gelistiriciPosta).values(m).returning({ id: gelistiriciPosta.id });
  return row.id;
}

/** The newest caught messages first (a developer's look, so a bounded page). */
export async function listCaught(db: Db, limit = 200) {
  return db
    .select()
    .from(gelistiriciPosta)
    .orderBy(desc(gelistiriciPosta.tarih), desc(gelistiriciPosta.id))
    .limit(limit);
}

import { type SQL, sql } from 'drizzle-orm';
import { ihale } from './tenders';

/**
 * A tender's effective end, defined once: the extended end when bidding was extended
 * (`uzatilmis_bitis_tarihi`), otherwise the planned one. The scheduler, the notification sweeps and
 * relay, the back-office queue, open data and OData all read it from here (the web app's wire
 * version is `effectiveEndOf` in lib/api/tenders.ts).
 */
export const tenderEndSql = sql<Date | string>`coalesce(${ihale.uzatilmisBitisTarihi}, ${ihale.bitisTarihi})`;

/** The same for a tender row under an alias in raw SQL (`tenderEndOf(sql.raw('i'))`). */
export const tenderEndOf = (alias: SQL): SQL<Date | string> =>
  sql`coalesce(${alias}.uzatilmis_bitis_tarihi, ${alias}.bitis_tarihi)`;

/** The end fields of a loaded row: a whole `ihale` row, or the short names the auction's lock snapshot and its queries select. */
type EndFields = { uzatilmisBitisTarihi?: Date | null; bitisTarihi: Date } | { uzatilmis: Date | null; bitis: Date };

/** The same for a loaded row. */
export const tenderEnd = (t: EndFields): Date =>
  'bitis' in t ? (t.uzatilmis ?? t.bitis) : (t.uzatilmisBitisTarihi ?? t.bitisTarihi);

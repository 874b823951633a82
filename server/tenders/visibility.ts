import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { ihale } from '../db/schema';
import { TENDER_STATUS, TENDER_TYPE } from '../../lib/contract/lookups';
import { columnRef } from '../odata/model';

/**
 * THE definition of "a tender this portal may act on": this portal's type (51, public sale; 52,
 * licensed sale, belongs to another sales channel), not a draft, not withdrawn, already published.
 * Every way to reach a tender goes through it: the public OData set and every $expand or path that
 * reaches a tender (the tender entity's scope), join, leave, favourites, bids, the scheduler's
 * announcements and the deposit detail. A tender outside it answers exactly as a missing one.
 * `tender` is the SQL name of an `ihale` row (an alias, or the table itself).
 */
export function portalTenderCondition(tender: SQL, now: Date): SQL {
  return sql`(${columnRef(tender, 'ihale_tipi_id')} = ${TENDER_TYPE.publicSale}
    and ${columnRef(tender, 'ihale_durumu_id')} <> ${TENDER_STATUS.taslak}
    and ${columnRef(tender, 'yayindan_kaldir')} = false
    and ${columnRef(tender, 'yayin_tarihi')} <= ${now.toISOString()}::timestamptz)`;
}

/** The condition for query-builder queries over the `ihale` table itself (`db.select().from(ihale)`). */
export const isPortalTender = (now: Date): SQL => portalTenderCondition(sql`${ihale}`, now);

/** Whether the tender exists for this portal at `now` (false for a missing id too). */
export async function portalTenderExists(db: Db, ihaleId: number, now: Date): Promise<boolean> {
  const rows = await db
    .select({ id: ihale.id })
    .from(ihale)
    .where(and(eq(ihale.id, ihaleId), isPortalTender(now)));
  return rows.length > 0;
}

/** For rows that belong to a tender (joins, favourites, deposit blocks): their tender is a portal tender. */
export function belongsToPortalTender(ihaleId: SQL, now: Date): SQL {
  return sql`exists (select 1 from ihale pt where pt.id = ${ihaleId} and ${portalTenderCondition(sql.raw('pt'), now)})`;
}

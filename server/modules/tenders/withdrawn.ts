import { and, eq, lte, ne } from 'drizzle-orm';
import { TENDER_STATUS, TENDER_TYPE } from '../../../lib/contract/lookups';
import type { WithdrawnTenderWire } from '../../../lib/contract/tender-lifecycle';
import type { Db } from '../../db/client';
import { ihale } from '../../db/schema';

/**
 * A tender the institution withdrew from publication (docs/architecture.md §8 "Lifecycle"). It stays
 * outside every list, search, sitemap and bidder action (visibility.ts), but its address answers
 * "Bu ihale yayından kaldırılmıştır." with the reason instead of a bare 404. So this answers exactly
 * two things, the id and the reason, and only for a tender that WAS public (this portal's type, not a
 * draft, its publication date reached): a draft, a licensed-sale or a not-yet-published tender stays
 * missing, and nothing else about the tender (title, prices, bids) is told.
 */
export async function withdrawnTender(db: Db, ihaleId: number, now: Date): Promise<WithdrawnTenderWire | null> {
  const [row] = await db
    .select({ id: ihale.id, neden: ihale.yayindanKaldirmaNedeni })
    .from(ihale)
    .where(
      and(
        eq(ihale.id, ihaleId),
        eq(ihale.yayindanKaldir, true),
        eq(ihale.ihaleTipiId, TENDER_TYPE.publicSale),
        ne(ihale.ihaleDurumuId, TENDER_STATUS.taslak),
        lte(ihale.yayinTarihi, now),
      ),
    );
  return row ?? null;
}

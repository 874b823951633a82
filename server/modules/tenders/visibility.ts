import { sql, type SQL } from 'drizzle-orm';
import { columnRef, type QueryContext } from '../../odata/model';

/** Tender type of this portal: public sale (herkese açık satış). 52 (licensed sale) is never shown. */
export const IHALE_TIPI_HERKESE_ACIK_SATIS = 51;
export const IHALE_DURUMU_TASLAK = 211;

/**
 * What the public may ever see of a tender, whatever the client asks: this portal's type, not a
 * draft, not withdrawn, already published. AND-ed with every client filter on the public set.
 */
export function publicTenderCondition(ctx: QueryContext, a: SQL): SQL {
  return sql`${columnRef(a, 'ihale_tipi_id')} = ${IHALE_TIPI_HERKESE_ACIK_SATIS}
    and ${columnRef(a, 'ihale_durumu_id')} <> ${IHALE_DURUMU_TASLAK}
    and ${columnRef(a, 'yayindan_kaldir')} = false
    and ${columnRef(a, 'yayin_tarihi')} <= ${ctx.now.toISOString()}::timestamptz`;
}

import { and, desc, eq, gt } from 'drizzle-orm';
import { CATCH_UP_MAX_BIDS, type RecivePayload } from '../../lib/contract/hub-events';
import type { Db } from '../db/client';
import { ihale, teklif } from '../db/schema';
import { tenderEnd } from '../db/schema/tender-end';
import { isPortalTender } from '../tenders/visibility';

/**
 * The bids of a tender after `afterSiraNo`, oldest first, as the Recive frames its group heard
 * (docs/architecture.md §14 "Catching up after a reconnect"): what a watcher who was away missed,
 * in one query. At most the CATCH_UP_MAX_BIDS newest. A tender outside the
 * portal (portalTenderCondition) has none, as a missing one.
 *
 * The bid record does not keep which bid moved the end, so every frame carries the end that
 * applies now and the newest one says whether the tender was extended: a page only ever moves its
 * end later (components/auction/live-tender-state.ts), so a frame arriving after newer live ones
 * changes nothing.
 */
export async function missedBids(db: Db, ihaleId: number, afterSiraNo: number, now: Date): Promise<RecivePayload[]> {
  const rows = await db
    .select({
      tutar: teklif.teklifTutari,
      rumuz: teklif.cariRumuzu,
      zaman: teklif.teklifTarihi,
      siraNo: teklif.siraNo,
      otomatik: teklif.otomatik,
      bitis: ihale.bitisTarihi,
      uzatilmis: ihale.uzatilmisBitisTarihi,
    })
    .from(teklif)
    .innerJoin(ihale, eq(ihale.id, teklif.ihaleId))
    .where(and(eq(teklif.ihaleId, ihaleId), gt(teklif.siraNo, afterSiraNo), isPortalTender(now)))
    .orderBy(desc(teklif.siraNo))
    .limit(CATCH_UP_MAX_BIDS);
  return rows.reverse().map((r, i, all) => ({
    id: ihaleId,
    teklif: Number(r.tutar),
    cariRumuzu: r.rumuz,
    teklifZamani: r.zaman.toISOString(),
    uzatildiMi: i === all.length - 1 && r.uzatilmis !== null,
    ihaleBitisSuresi: tenderEnd(r).toISOString(),
    siraNo: r.siraNo,
    otomatik: r.otomatik,
  }));
}

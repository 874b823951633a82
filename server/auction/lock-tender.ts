import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { ihale, ihaleKalem, otomatikUzatmaAyar, paraBirimi } from '../db/schema';
import { isPortalTender } from '../tenders/visibility';

/**
 * Locks a tender the portal may act on, with its (first) item, FOR UPDATE: the lock that orders
 * every bid batch and every change of a maximum on the tender (docs/architecture.md §5). Undefined for
 * a missing or hidden tender, which callers answer exactly like a missing one.
 */
export async function lockTender(tx: Db, ihaleId: number, now: Date) {
  const [row] = await tx
    .select({
      durum: ihale.ihaleDurumuId,
      baslangic: ihale.baslangicTarihi,
      bitis: ihale.bitisTarihi,
      uzatilmis: ihale.uzatilmisBitisTarihi,
      siraNo: ihale.teklifSiraNo,
      kalemId: ihaleKalem.id,
      acilis: ihaleKalem.acilisFiyati,
      max: ihaleKalem.turTeklifleriTeklifTutariMax,
      sonDakika: otomatikUzatmaAyar.sonDakika,
      uzatmaDakika: otomatikUzatmaAyar.uzatmaDakika,
      paraBirimiId: ihale.paraBirimiId,
      currency: paraBirimi.adi,
      /** ISO 4217 code: what the bid record's entries carry (docs/architecture.md §11). */
      currencyCode: paraBirimi.kod,
    })
    .from(ihale)
    .innerJoin(ihaleKalem, eq(ihaleKalem.ihaleId, ihale.id))
    .leftJoin(otomatikUzatmaAyar, eq(otomatikUzatmaAyar.id, ihale.otomatikUzatmaAyarId))
    .leftJoin(paraBirimi, eq(paraBirimi.id, ihale.paraBirimiId))
    .where(and(eq(ihale.id, ihaleId), isPortalTender(now)))
    .orderBy(ihaleKalem.id)
    .limit(1)
    .for('update', { of: [ihale, ihaleKalem] });
  return row;
}

import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { TENDER_STATUS } from '../../lib/contract/lookups';
import { ihale, ihaleKatilimCari, teklif } from '../db/schema';
import { blockedInTender, releaseBlock, applyBlockToPayment } from './ledger';
import { paymentDeadline } from './payment-deadline';

export interface Settlement {
  ihaleId: number;
  durum: 215 | 216;
  kazananCariId: number | null;
  kazananTutar: number | null;
}

/**
 * Decides a tender that is under evaluation (214): the highest bid wins (215) or, without bids,
 * nobody does (216). Join records get kazanilma_durumu 1 (won) / 2 (lost); losers' deposit blocks
 * are released and the winner's is used towards payment (see ledger.ts). The conditional UPDATE
 * (… WHERE ihale_durumu_id = 214 RETURNING) makes it happen at most once whoever calls it.
 */
export async function settleTender(tx: Db, ihaleId: number, now: Date): Promise<Settlement | null> {
  const [t] = await tx
    .select({ bitis: ihale.bitisTarihi, uzatilmis: ihale.uzatilmisBitisTarihi, gun: ihale.sonOdemeIcinEklenecekGun })
    .from(ihale)
    .where(and(eq(ihale.id, ihaleId), eq(ihale.ihaleDurumuId, TENDER_STATUS.degerlendiriliyor)))
    .for('update');
  if (!t) return null;
  const [top] = await tx
    .select({ cariId: teklif.cariId, tutar: teklif.teklifTutari })
    .from(teklif)
    .where(eq(teklif.ihaleId, ihaleId))
    .orderBy(desc(teklif.teklifTutari))
    .limit(1);

  const end = t.uzatilmis ?? t.bitis;
  const decided = await tx
    .update(ihale)
    .set(
      top
        ? {
            ihaleDurumuId: TENDER_STATUS.kazananBelirli,
            kazananCariId: top.cariId,
            kazananTutar: top.tutar,
            sonOdemeTarihi: paymentDeadline(end, t.gun),
            odemeDurumu: 1,
            guncellemeTarihi: now,
          }
        : { ihaleDurumuId: TENDER_STATUS.kazananBelirsiz, guncellemeTarihi: now },
    )
    .where(and(eq(ihale.id, ihaleId), eq(ihale.ihaleDurumuId, TENDER_STATUS.degerlendiriliyor)))
    .returning({ id: ihale.id });
  if (decided.length === 0) return null;

  const joined = await tx
    .select({ cariId: ihaleKatilimCari.cariId })
    .from(ihaleKatilimCari)
    .where(and(eq(ihaleKatilimCari.ihaleId, ihaleId), eq(ihaleKatilimCari.isActive, true)));
  for (const j of joined) {
    await tx
      .update(ihaleKatilimCari)
      .set({ kazanilmaDurumu: top && j.cariId === top.cariId ? 1 : 2, guncellemeTarihi: now })
      .where(and(eq(ihaleKatilimCari.ihaleId, ihaleId), eq(ihaleKatilimCari.cariId, j.cariId)));
  }

  // Everything still blocked for this tender is settled, whatever the join records say.
  for (const b of await blockedInTender(tx, ihaleId)) {
    if (top && b.cariId === top.cariId) await applyBlockToPayment(tx, { cariId: b.cariId, ihaleId, at: now });
    else await releaseBlock(tx, { cariId: b.cariId, ihaleId, at: now });
  }

  return {
    ihaleId,
    durum: top ? TENDER_STATUS.kazananBelirli : TENDER_STATUS.kazananBelirsiz,
    kazananCariId: top?.cariId ?? null,
    kazananTutar: top ? Number(top.tutar) : null,
  };
}

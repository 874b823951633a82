import { tenderEnd } from '../db/schema/tender-end';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { TENDER_STATUS } from '../../lib/contract/lookups';
import { ihale, ihaleKatilimCari, teklif } from '../db/schema';
import { blockedInTender, releaseBlock } from '../money/ledger/deposit-blocks';
import { notifyDecided } from './notify-decided';
import { paymentDeadline } from '../tenders/payment-deadline';

/** A decided tender's status: a winner (215) or none (216). */
export type DecidedStatus = typeof TENDER_STATUS.kazananBelirli | typeof TENDER_STATUS.kazananBelirsiz;

/** A staff decision (docs/architecture.md §8): who decided, and for no winner the public reason. */
export interface SettleDecision {
  personelId: number;
  /** Declares no winner (216) whatever the bids, with the reason the public page shows; all blocks are released. */
  noWinnerReason?: string;
}

export interface Settlement {
  ihaleId: number;
  durum: DecidedStatus;
  kazananCariId: number | null;
  kazananTutar: number | null;
}

/**
 * Decides a tender that is under evaluation (214): the highest bid wins (215) or, without bids,
 * nobody does (216). Join records get kazanilma_durumu 1 (won) / 2 (lost); losers' deposit blocks
 * are released and the winner's stays blocked until the sale is paid (server/money/balance-payment.ts
 * turns it into `kullanim`) or the payment deadline passes (server/money/settlement/forfeit.ts: `yanma`). The conditional UPDATE
 * (… WHERE ihale_durumu_id = 214 RETURNING) makes it happen at most once whoever calls it: the
 * scheduler (otomatik_sonuclandirma on) or an İhale Sorumlusu (`decision`, the switch off). A
 * withdrawn tender is never settled: it has no public result and its blocks are already released.
 */
export async function settleTender(
  tx: Db,
  ihaleId: number,
  now: Date,
  decision?: SettleDecision,
): Promise<Settlement | null> {
  const waiting = and(
    eq(ihale.id, ihaleId),
    eq(ihale.ihaleDurumuId, TENDER_STATUS.degerlendiriliyor),
    eq(ihale.yayindanKaldir, false),
  );
  const [t] = await tx
    .select({
      bitis: ihale.bitisTarihi,
      uzatilmis: ihale.uzatilmisBitisTarihi,
      gun: ihale.sonOdemeIcinEklenecekGun,
      paraBirimiId: ihale.paraBirimiId,
    })
    .from(ihale)
    .where(waiting)
    .for('update');
  if (!t) return null;
  const [highest] = await tx
    .select({ cariId: teklif.cariId, tutar: teklif.teklifTutari })
    .from(teklif)
    .where(eq(teklif.ihaleId, ihaleId))
    .orderBy(desc(teklif.teklifTutari))
    .limit(1);
  const top = decision?.noWinnerReason === undefined ? highest : undefined;
  const decidedBy = decision
    ? { sonucKararPersonelId: decision.personelId, sonucKararTarihi: now, sonucNedeni: decision.noWinnerReason ?? null }
    : {};

  const end = tenderEnd(t);
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
            ...decidedBy,
          }
        : { ihaleDurumuId: TENDER_STATUS.kazananBelirsiz, guncellemeTarihi: now, ...decidedBy },
    )
    .where(waiting)
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

  // Everything else still blocked for this tender is released, whatever the join records say; the
  // winner's block is kept as the guarantee of the payment.
  const released = new Map<number, number>();
  for (const b of await blockedInTender(tx, ihaleId)) {
    if (top && b.cariId === top.cariId) continue;
    released.set(b.cariId, await releaseBlock(tx, { cariId: b.cariId, ihaleId, at: now }));
  }
  // Won / lost, to every joined account, committed with the decision (docs/architecture.md §13).
  const kazananCariId = top?.cariId ?? null;
  await notifyDecided(tx, {
    ihaleId,
    paraBirimiId: t.paraBirimiId,
    kazananCariId,
    joined: joined.map((j) => j.cariId),
    released,
  });

  return {
    ihaleId,
    durum: top ? TENDER_STATUS.kazananBelirli : TENDER_STATUS.kazananBelirsiz,
    kazananCariId: top?.cariId ?? null,
    kazananTutar: top ? Number(top.tutar) : null,
  };
}

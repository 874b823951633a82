import { tenderEnd } from '../db/schema/tender-end';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { lockTender } from './lock-tender';
import { BidMessages, formatTl } from './messages';
import type { Db } from '../db/client';
import { TENDER_STATUS } from '../../lib/contract/lookups';
import { ihale, ihaleKatilimCari, otomatikTeklif, teklif } from '../db/schema';
import { DomainError } from '../kernel/domain-error';
import { ProxyBidMessages, proxyMaximumProblem } from '../../lib/rules/proxy-bid';
import { isPortalTender } from '../tenders/visibility';

interface ProxyKey {
  cariId: number;
  ihaleId: number;
}

const active = (p: ProxyKey) =>
  and(eq(otomatikTeklif.ihaleId, p.ihaleId), eq(otomatikTeklif.cariId, p.cariId), isNull(otomatikTeklif.bitisTarihi));

/** The account's active maximum in a tender the portal may act on; null when it has none. */
export async function getMaximum(db: Db, p: ProxyKey & { now: Date }): Promise<number | null> {
  const [row] = await db
    .select({ azami: otomatikTeklif.azamiTutar })
    .from(otomatikTeklif)
    .innerJoin(ihale, eq(ihale.id, otomatikTeklif.ihaleId))
    .where(and(active(p), isPortalTender(p.now)));
  return row ? Number(row.azami) : null;
}

/**
 * Sets or changes the account's maximum (lib/rules/proxy-bid.ts), under the tender's row lock so
 * it is ordered with the bid batches: a running tender the portal may act on, an account that has
 * joined it, and a maximum the rules allow. The previous maximum ends ('degistirildi') and the new
 * one is a row of its own. The caller then lets the maximums answer (enqueueNudge).
 */
export async function setMaximum(db: Db, p: ProxyKey & { kimlikNo: string; azami: number; now: Date }): Promise<void> {
  await db.transaction(async (tx) => {
    const t = await lockTender(tx, p.ihaleId, p.now);
    if (!t) throw DomainError.notFound(BidMessages.tenderNotFound);
    if (t.durum !== TENDER_STATUS.devam || p.now < t.baslangic || p.now >= tenderEnd(t)) {
      throw DomainError.invalid(BidMessages.notRunning, 'IhaleDevamEtmiyor');
    }
    const [joined] = await tx
      .select({ id: ihaleKatilimCari.id })
      .from(ihaleKatilimCari)
      .where(
        and(
          eq(ihaleKatilimCari.ihaleId, p.ihaleId),
          eq(ihaleKatilimCari.cariId, p.cariId),
          eq(ihaleKatilimCari.isActive, true),
        ),
      );
    if (!joined) throw DomainError.invalid(BidMessages.notJoined, 'KatilimYok');
    const [own] = await tx
      .select({ max: sql<string | null>`max(${teklif.teklifTutari})` })
      .from(teklif)
      .where(and(eq(teklif.ihaleId, p.ihaleId), eq(teklif.cariId, p.cariId)));
    const problem = proxyMaximumProblem({
      azami: p.azami,
      openingPrice: Number(t.acilis),
      highestBid: Number(t.max),
      ownHighestBid: Number(own?.max ?? 0),
    });
    if (problem?.kind === 'tooLow')
      throw DomainError.invalid(ProxyBidMessages.tooLow(formatTl(problem.minimum), t.currency ?? 'TL'), 'AzamiDusuk');
    if (problem?.kind === 'belowOwnBid') throw DomainError.invalid(ProxyBidMessages.belowOwnBid, 'AzamiDusuk');

    await tx.update(otomatikTeklif).set({ bitisTarihi: p.now, bitisNedeni: 'degistirildi' }).where(active(p));
    await tx.insert(otomatikTeklif).values({
      ihaleId: p.ihaleId,
      cariId: p.cariId,
      kimlikNo: p.kimlikNo,
      azamiTutar: p.azami.toFixed(2),
      olusturmaTarihi: p.now,
    });
  });
}

/** Cancels the account's active maximum; 404 when it has none. */
export async function cancelMaximum(db: Db, p: ProxyKey & { now: Date }): Promise<void> {
  const ended = await db
    .update(otomatikTeklif)
    .set({ bitisTarihi: p.now, bitisNedeni: 'iptal' })
    .where(active(p))
    .returning({ id: otomatikTeklif.id });
  if (ended.length === 0) throw DomainError.notFound(ProxyBidMessages.notFound);
}

/**
 * Ends maximums for a reason outside the bid batches: the account left the tender ('ayrildi'),
 * the tender ended ('ihaleBitti', every account). Runs inside the caller's transaction.
 */
export async function endMaximums(
  tx: Db,
  p: { ihaleIds: readonly number[]; cariId?: number; reason: 'ayrildi' | 'ihaleBitti'; now: Date },
): Promise<void> {
  if (p.ihaleIds.length === 0) return;
  await tx
    .update(otomatikTeklif)
    .set({ bitisTarihi: p.now, bitisNedeni: p.reason })
    .where(
      and(
        inArray(otomatikTeklif.ihaleId, [...p.ihaleIds]),
        isNull(otomatikTeklif.bitisTarihi),
        p.cariId === undefined ? undefined : eq(otomatikTeklif.cariId, p.cariId),
      ),
    );
}

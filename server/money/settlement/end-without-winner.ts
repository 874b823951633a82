import { and, eq } from 'drizzle-orm';
import { TENDER_STATUS } from '../../../lib/contract/lookups';
import type { Db } from '../../db/client';
import { ihale } from '../../db/schema';

/**
 * A won tender nobody will pay for any more ends without a winner (216) with the public reason.
 * The former winner's amount and payment state stay on the row for Mali İşler's record; the public
 * pages show 216 and the reason (tenders/odata-model.ts KazananTutar is null outside 215).
 * Conditional on 215, so it happens once.
 */
export async function endWithoutWinner(tx: Db, ihaleId: number, reason: string, now: Date): Promise<boolean> {
  const ended = await tx
    .update(ihale)
    .set({ ihaleDurumuId: TENDER_STATUS.kazananBelirsiz, sonucNedeni: reason, guncellemeTarihi: now })
    .where(and(eq(ihale.id, ihaleId), eq(ihale.ihaleDurumuId, TENDER_STATUS.kazananBelirli)))
    .returning({ id: ihale.id });
  return ended.length === 1;
}

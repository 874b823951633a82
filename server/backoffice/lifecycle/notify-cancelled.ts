import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ihaleKatilimCari } from '../../db/schema';
import { enqueueNotification } from '../../notifications/enqueue';
import { eventKeys } from '../../notifications/event-keys';

/**
 * `ihaleIptal` with the public reason, in the cancel's transaction (docs/architecture.md §13), when
 * someone joined the tender: the worker tells every joined account. Once per tender.
 */
export async function notifyCancelled(tx: Db, ihaleId: number, neden: string): Promise<void> {
  const [joined] = await tx
    .select({ id: ihaleKatilimCari.id })
    .from(ihaleKatilimCari)
    .where(and(eq(ihaleKatilimCari.ihaleId, ihaleId), eq(ihaleKatilimCari.isActive, true)))
    .limit(1);
  if (joined) await enqueueNotification(tx, { tur: 'ihaleIptal', ihaleId, neden }, eventKeys.ihaleIptal(ihaleId));
}

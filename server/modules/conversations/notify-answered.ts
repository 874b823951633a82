import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { iletisim } from '../../db/schema';
import { enqueueNotification } from '../../notifications/enqueue';
import { eventKeys } from '../../notifications/event-keys';

/**
 * `yanitVerildi` to the conversation's account, in the answer's transaction (docs/architecture.md
 * §13), with the conversation's title as the bidder wrote it. One per answer (the message id).
 */
export async function notifyAnswered(
  tx: Db,
  a: { iletisimId: number; cariId: number; mesajId: number },
): Promise<void> {
  const [c] = await tx.select({ baslik: iletisim.baslik }).from(iletisim).where(eq(iletisim.id, a.iletisimId));
  await enqueueNotification(
    tx,
    { tur: 'yanitVerildi', cariId: a.cariId, iletisimId: a.iletisimId, konu: c?.baslik ?? '' },
    eventKeys.yanitVerildi(a.mesajId),
  );
}

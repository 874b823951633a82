import type { Db } from '../db/client';
import { balanceDue } from '../money/balance-payment';
import { enqueueNotification } from '../notifications/enqueue';
import { eventKeys, moneyAmount } from '../notifications/event-keys';

/**
 * A decided tender's notification events (docs/architecture.md §13), in the deciding transaction
 * (automatic settling and the İhale Sorumlusu's decision both go through settle.ts): the winner's
 * `kazandi` with the amounts of server/money/balance-payment.ts balanceDue (amount, the deposit kept
 * towards it, what is left to pay, the deadline), every other joined account's `kaybetti` with the
 * deposit just released to it.
 */
export async function notifyDecided(
  tx: Db,
  d: {
    ihaleId: number;
    paraBirimiId: number;
    kazananCariId: number | null;
    joined: readonly number[];
    /** Amount released per account by this decision. */
    released: ReadonlyMap<number, number>;
  },
): Promise<void> {
  const due = d.kazananCariId === null ? null : await balanceDue(tx, d.ihaleId);
  if (due) {
    await enqueueNotification(
      tx,
      {
        tur: 'kazandi',
        cariId: due.kazananCariId,
        ihaleId: d.ihaleId,
        tutar: moneyAmount(due.kazananTutarKurus, due.paraBirimiId),
        kullanilanTeminat: moneyAmount(due.teminatKurus, due.paraBirimiId),
        kalanOdeme: moneyAmount(due.kalanKurus, due.paraBirimiId),
        sonOdemeTarihi: due.sonOdemeTarihi?.toISOString() ?? null,
      },
      eventKeys.kazandi(d.ihaleId, due.kazananCariId),
    );
  }
  for (const cariId of d.joined) {
    if (cariId === d.kazananCariId) continue;
    await enqueueNotification(
      tx,
      {
        tur: 'kaybetti',
        cariId,
        ihaleId: d.ihaleId,
        serbestTeminat: moneyAmount(d.released.get(cariId) ?? 0, d.paraBirimiId),
      },
      eventKeys.kaybetti(d.ihaleId, cariId),
    );
  }
}

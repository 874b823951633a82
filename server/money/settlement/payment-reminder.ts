import { and, eq, gte, isNotNull, lt } from 'drizzle-orm';
import { ODEME_DURUMU } from '../../../lib/contract/money';
import { TENDER_STATUS } from '../../../lib/contract/lookups';
import { istanbulDay, istanbulDayStart } from '../../../lib/format/istanbul-time';

import type { Db } from '../../db/client';
import { ihale } from '../../db/schema';
import { enqueueNotification, writtenKeys } from '../../notifications/enqueue';
import { eventKeys, moneyAmount } from '../../notifications/event-keys';
import { balanceDue } from '../balance-payment';

/**
 * `odemeYarinSonGun` (docs/architecture.md §13): won tenders awaiting payment whose deadline falls
 * on tomorrow's Istanbul calendar day, once per tender and winner, with what is left to pay
 * (balance-payment.ts balanceDue). Run by the scheduler's tick under its lock.
 */
export async function sweepPaymentReminders(tx: Db, now: Date): Promise<void> {
  const due = await tx
    .select({ id: ihale.id, cariId: ihale.kazananCariId })
    .from(ihale)
    .where(
      and(
        eq(ihale.ihaleDurumuId, TENDER_STATUS.kazananBelirli),
        eq(ihale.odemeDurumu, ODEME_DURUMU.bekleniyor),
        isNotNull(ihale.kazananCariId),
        gte(ihale.sonOdemeTarihi, istanbulDayStart(istanbulDay(now), 1)),
        lt(ihale.sonOdemeTarihi, istanbulDayStart(istanbulDay(now), 2)),
      ),
    );
  const keyOf = (t: { id: number; cariId: number | null }) => eventKeys.odemeYarinSonGun(t.id, t.cariId as number);
  const written = await writtenKeys(tx, due.map(keyOf));
  for (const t of due) {
    if (written.has(keyOf(t))) continue;
    const b = await balanceDue(tx, t.id);
    if (!b?.sonOdemeTarihi) continue;
    await enqueueNotification(
      tx,
      {
        tur: 'odemeYarinSonGun',
        cariId: b.kazananCariId,
        ihaleId: t.id,
        kalanOdeme: moneyAmount(b.kalanKurus, b.paraBirimiId),
        sonOdemeTarihi: b.sonOdemeTarihi.toISOString(),
      },
      keyOf(t),
    );
  }
}

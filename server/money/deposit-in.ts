import type { Db } from '../db/client';
import { postDepositIn } from './ledger/postings';
import { enqueueNotification } from '../notifications/enqueue';
import { eventKeys, moneyAmount } from '../notifications/event-keys';

/**
 * Money paid in as deposit (docs/architecture.md §9): one `yatirma` ledger row in its currency.
 * Every way money arrives (a card payment's verified callback, a matched or assigned statement
 * line) comes through here with an idempotency key naming its source ('kart:<oid>',
 * 'ekstre:<line id>'), so a repeat of the same event writes nothing. Returns the new row's id, or
 * null when that key was already written.
 */
export async function depositPaidIn(
  tx: Db,
  p: {
    cariId: number;
    tutarKurus: bigint;
    paraBirimiId: number;
    aciklama: string;
    idempotencyKey: string;
    at: Date;
    personelId?: number;
  },
): Promise<number | null> {
  const id = await postDepositIn(tx, {
    cariId: p.cariId,
    paraBirimiId: p.paraBirimiId,
    tutarKurus: p.tutarKurus,
    aciklama: p.aciklama,
    idempotencyKey: p.idempotencyKey,
    at: p.at,
    personelId: p.personelId ?? null,
  });
  // The account hears its deposit arrived, committed with the ledger row (docs/architecture.md §13).
  if (id !== null)
    await enqueueNotification(
      tx,
      { tur: 'teminatAlindi', cariId: p.cariId, tutar: moneyAmount(p.tutarKurus, p.paraBirimiId) },
      eventKeys.teminatAlindi(p.idempotencyKey),
    );
  return id;
}

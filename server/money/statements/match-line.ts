import { eq } from 'drizzle-orm';
import { findReference } from '../../../lib/rules/payment-reference';
import { STATEMENT_DEPOSIT_DESCRIPTION } from '../../../lib/rules/statement-schemas';
import type { Db } from '../../db/client';
import { cari, ihale, ihaleTahsilat } from '../../db/schema';
import { recordBalancePayment } from '../balance-payment';
import { depositPaidIn } from '../deposit-in';
import { statementLineKey, surplusKey } from '../../kernel/payment-source-keys';

export interface LineMatch {
  cariId: number;
  ihaleId: number | null;
  teminatHareketId: number | null;
  tahsilatId: number | null;
}

/**
 * A new statement line by its payment reference (lib/rules/payment-reference.ts), looked for in the
 * description, then in the sender's field:
 * - TMN of an existing account: a deposit (key 'ekstre:<line id>');
 * - IHL of an existing tender and account: the won tender's balance (key 'ekstre:<line id>') when
 *   the bank booked it by the deadline, and
 *   what the balance does not take (all of it when nothing is due) as deposit
 *   ('ekstre:<line id>:fazla'), so no money is lost;
 * - otherwise null: the line waits for Mali İşler ('eslesmedi').
 */
export async function matchLine(
  tx: Db,
  p: { lineId: number; text: string[]; tutarKurus: bigint; paraBirimiId: number; at: Date; bookedAt: Date },
): Promise<LineMatch | null> {
  const ref = p.text.map(findReference).find((r) => r !== null) ?? null;
  if (!ref) return null;
  if (!(await exists(tx, ref.cariId))) return null;
  const deposit = (tutarKurus: bigint, key: string) =>
    depositPaidIn(tx, {
      cariId: ref.cariId,
      tutarKurus,
      paraBirimiId: p.paraBirimiId,
      aciklama: STATEMENT_DEPOSIT_DESCRIPTION,
      idempotencyKey: key,
      at: p.at,
    });
  if (ref.kind === 'deposit') {
    const id = await deposit(p.tutarKurus, statementLineKey(p.lineId));
    return { cariId: ref.cariId, ihaleId: null, teminatHareketId: id, tahsilatId: null };
  }
  const [tender] = await tx.select({ id: ihale.id }).from(ihale).where(eq(ihale.id, ref.ihaleId));
  if (!tender) return null;
  const key = statementLineKey(p.lineId);
  const paid = await recordBalancePayment(tx, {
    ihaleId: ref.ihaleId,
    cariId: ref.cariId,
    tutarKurus: p.tutarKurus,
    paraBirimiId: p.paraBirimiId,
    kaynak: 'havale',
    idempotencyKey: key,
    at: p.at,
    // The deadline is judged by the bank's booking date, not the import (deadline.ts).
    bookedAt: p.bookedAt,
    ekstreSatiriId: p.lineId,
  });
  const [collection] = await tx
    .select({ id: ihaleTahsilat.id })
    .from(ihaleTahsilat)
    .where(eq(ihaleTahsilat.idempotencyKey, key));
  const surplusId = paid.surplusKurus > 0n ? await deposit(paid.surplusKurus, surplusKey(key)) : null;
  return { cariId: ref.cariId, ihaleId: ref.ihaleId, teminatHareketId: surplusId, tahsilatId: collection?.id ?? null };
}

async function exists(tx: Db, cariId: number): Promise<boolean> {
  const rows = await tx.select({ id: cari.id }).from(cari).where(eq(cari.id, cariId));
  return rows.length === 1;
}

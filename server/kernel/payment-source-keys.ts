/**
 * The idempotency keys of money paid in, named by where it came from (docs/architecture.md §9):
 * a bank statement line or a card payment, and the surplus of either kept as a deposit. One key,
 * one posting (server/money/ledger/postings.ts), so the same line or callback twice writes nothing.
 * In the kernel because the documents (a layer below money) read them back.
 * The reconciliation's and the documents' SQL spell the same keys ('ekstre:' || id,
 * server/backoffice/finance/reconciliation/movements.ts, server/documents/queries.ts): keep them in step.
 */

const STATEMENT = 'ekstre:';
const CARD = 'kart:';

/** Money of a bank statement line: 'ekstre:<line id>'. */
export const statementLineKey = (lineId: number): string => `${STATEMENT}${lineId}`;

/** Money of a card payment: 'kart:<order id>' (the payment's id, the bank's order id). */
export const cardPaymentKey = (orderId: string): string => `${CARD}${orderId}`;

/** What a payment brought beyond what it paid, kept as the payer's deposit: '<key>:fazla'. */
export const surplusKey = (key: string): string => `${key}:fazla`;

/** Where the money of a key came from, with the source's id; null for a key of neither kind. */
export function keySource(key: string | null): { via: 'kart' | 'havale'; id: string } | null {
  if (key?.startsWith(CARD)) return { via: 'kart', id: key.slice(CARD.length) };
  if (key?.startsWith(STATEMENT)) return { via: 'havale', id: key.slice(STATEMENT.length) };
  return null;
}

import type { Db } from '../db/client';
import { enqueueNotification } from '../notifications/enqueue';
import { eventKeys, moneyAmount } from '../notifications/event-keys';

interface RefundFacts {
  talepId: number;
  cariId: number;
  /** The request's amount as numeric text. */
  tutar: string;
  paraBirimiId: number;
}

/**
 * A refund request's notification events, in the transaction of the act (docs/architecture.md §13):
 * - put into a payment order: `iadeOnaylandi` (Mali İşler accepted it for payment; if that order is
 *   cancelled and the request goes into another one, that is a new event);
 * - settled, when a statement shows the outgoing transfer: `iadeOdendi` (the request is
 *   'tamamlandi', the ledger's `iade` row moves it to "İade Aldığım": what the bidder sees as paid);
 *   neither the approval nor the file's download tells the bidder it is paid;
 * - returned by the bank: `iadeDondu` (the amount is available deposit again; check the IBAN);
 * - rejected: `iadeReddedildi` with the reason.
 */
export const notifyRefund = {
  async inOrder(tx: Db, r: RefundFacts & { talimatId: number }): Promise<void> {
    await enqueueNotification(
      tx,
      { tur: 'iadeOnaylandi', cariId: r.cariId, tutar: moneyAmount(r.tutar, r.paraBirimiId) },
      eventKeys.iadeOnaylandi(r.talepId, r.talimatId),
    );
  },
  async paid(tx: Db, r: RefundFacts): Promise<void> {
    await enqueueNotification(
      tx,
      { tur: 'iadeOdendi', cariId: r.cariId, tutar: moneyAmount(r.tutar, r.paraBirimiId) },
      eventKeys.iadeOdendi(r.talepId),
    );
  },
  async returned(tx: Db, r: RefundFacts): Promise<void> {
    await enqueueNotification(
      tx,
      { tur: 'iadeDondu', cariId: r.cariId, tutar: moneyAmount(r.tutar, r.paraBirimiId) },
      eventKeys.iadeDondu(r.talepId),
    );
  },
  async rejected(tx: Db, r: RefundFacts & { neden: string }): Promise<void> {
    await enqueueNotification(
      tx,
      { tur: 'iadeReddedildi', cariId: r.cariId, tutar: moneyAmount(r.tutar, r.paraBirimiId), neden: r.neden },
      eventKeys.iadeReddedildi(r.talepId),
    );
  },
};

import type { Currency } from './money';

/**
 * Mutabakat (/yonetim/mali/mutabakat, docs/architecture.md §9): per Istanbul day, account and
 * currency, what the bank's statements and the virtual POS show against what the portal's ledger
 * booked, and every difference with its reason.
 */

/** The virtual POS, as the card side's "account" (the institution's IBANs are the transfer side). */
export const CARD_ACCOUNT = 'sanal-pos';

/**
 * Why a day's bank and ledger figures differ (or, for `iade_donusu`, a movement shown for reading):
 *   eslesmedi       an incoming transfer nobody was found for: waits for Mali İşler
 *   benzer          a reference-less look-alike of a line already imported: waits for Mali İşler
 *   yok_sayildi     an incoming transfer set aside as a duplicate: never credited
 *   iade_donusu     a refund the bank returned: credited back as available deposit (no difference)
 *   borc_eslesmedi  an outgoing transfer the portal did not order (bank fee, another payment)
 *   iade_gorulmedi  a refund sent (its bank file produced) that no statement shows leaving yet
 *   kart_bekliyor   a card approval of another amount, or too late: waits for Mali İşler
 *   kart_iadesi     a card approval refunded to the card: in on its day, out on the refund's day
 *   aciklanamayan   the ledger booked another amount than the bank for a matched movement
 */
export const RECONCILIATION_ITEM_KINDS = [
  'eslesmedi',
  'benzer',
  'yok_sayildi',
  'iade_donusu',
  'borc_eslesmedi',
  'iade_gorulmedi',
  'kart_bekliyor',
  'kart_iadesi',
  'aciklanamayan',
] as const;
export type ReconciliationItemKind = (typeof RECONCILIATION_ITEM_KINDS)[number];

export interface StaffReconciliationItem {
  tur: ReconciliationItemKind;
  /** What it is: 'Ekstre satırı #12', 'İade talebi #4', 'Kart ödemesi 6f1c…', with the bank's reference. */
  kaynak: string;
  /** The sender, creditor or account it concerns, as far as known. */
  taraf: string | null;
  /** The movement's own amount (positive). */
  tutar: number;
  /** Its part of the day's difference: bank minus ledger, signed. */
  fark: number;
}

export interface StaffReconciliationRow {
  /** The Istanbul calendar day, YYYY-MM-DD. */
  gun: string;
  /** An institution IBAN, or CARD_ACCOUNT. */
  hesap: string;
  paraBirimi: Currency;
  bankaGiris: number;
  bankaCikis: number;
  portalGiris: number;
  portalCikis: number;
  /** (bankaGiris − bankaCikis) − (portalGiris − portalCikis): the sum of the items' `fark`. */
  fark: number;
  kalemler: StaffReconciliationItem[];
}

export interface StaffReconciliation {
  baslangic: string;
  bitis: string;
  satirlar: StaffReconciliationRow[];
}

/**
 * The money vocabulary (docs/architecture.md §9): currencies, what a tender's payment state means,
 * card payment and bank-statement states, the payment reference format and the Turkish messages of
 * money acts. One definition each; the schema, the seed, the server and the screens import them.
 */

/** The portal's currencies (para_birimi rows) with the ISO 4217 numeric code a virtual POS expects. */
export const PARA_BIRIMI = {
  TL: { id: 1, adi: 'TL', kod: 'TRY', isoNumeric: '949' },
  USD: { id: 2, adi: 'USD', kod: 'USD', isoNumeric: '840' },
  EUR: { id: 3, adi: 'EUR', kod: 'EUR', isoNumeric: '978' },
} as const;
export type Currency = keyof typeof PARA_BIRIMI;
export const CURRENCY_KEYS = Object.keys(PARA_BIRIMI) as [Currency, ...Currency[]];
export type CurrencyId = (typeof PARA_BIRIMI)[Currency]['id'];

export function currencyById(id: number): (typeof PARA_BIRIMI)[Currency] | undefined {
  return Object.values(PARA_BIRIMI).find((c) => c.id === id);
}

/**
 * `ihale.odeme_durumu` of a tender: nothing due (no winner yet), the winner's balance awaited, paid,
 * or forfeited: the winner did not pay by the deadline and the runner-up has been offered the sale.
 */
export const ODEME_DURUMU = { yok: 0, bekleniyor: 1, odendi: 2, yandi: 3 } as const;
export type OdemeDurumu = (typeof ODEME_DURUMU)[keyof typeof ODEME_DURUMU];

/** What a card payment (`kart_odeme.amac`) pays for. */
export const PAYMENT_PURPOSES = ['teminat', 'ihale_bakiye'] as const;
export type PaymentPurpose = (typeof PAYMENT_PURPOSES)[number];

/**
 * The kinds of posting in the deposit ledger (`teminat_hareket.tur`) and the direction each is
 * written with: 1 towards the account's deposit, 2 away from it. Only server/money/ledger writes
 * them (docs/architecture.md §9, "The ledger").
 *   yatirma            1  deposit paid in (card, statement line, staff assignment)
 *   blokaj             2  blocked when joining a tender
 *   blokaj_cozme       1  block released (left, lost, no winner, cancelled, paid)
 *   kullanim           2  deposit used towards a won tender's payment
 *   yanma              2  deposit forfeited: the winner did not pay in time
 *   tahsilat_aktarimi  1  a defaulter's part-payments of the forfeited sale, credited back as deposit
 *   iade_talebi        2  refund requested
 *   iade               -  refund paid out (informational: the money left with iade_talebi)
 *   iade_red           1  refund rejected: the amount comes back
 */
export const LEDGER_DIRECTION = {
  yatirma: 1,
  blokaj: 2,
  blokaj_cozme: 1,
  kullanim: 2,
  yanma: 2,
  tahsilat_aktarimi: 1,
  iade_talebi: 2,
  iade: 2,
  iade_red: 1,
  /** A refund the bank returned (wrong or closed IBAN): the amount is available deposit again. */
  iade_donusu: 1,
} as const;
export type LedgerKind = keyof typeof LEDGER_DIRECTION;
export const LEDGER_KINDS = Object.keys(LEDGER_DIRECTION) as [LedgerKind, ...LedgerKind[]];

/** A card payment's life: started, then exactly one of succeeded, declined, timed out. */
export const CARD_PAYMENT_STATES = ['baslatildi', 'basarili', 'reddedildi', 'zaman_asimi'] as const;
export type CardPaymentState = (typeof CARD_PAYMENT_STATES)[number];

/**
 * A bank-approved card payment the portal did not credit by itself (Kart Ödemesi Uyuşmazlıkları,
 * /yonetim/mali/kart-uyusmazliklari): waiting for Mali İşler, a refund to the card under way, refunded
 * to the card, or credited to the account as deposit.
 */
export const CARD_MISMATCH_STATES = ['beklemede', 'iade_ediliyor', 'iade_edildi', 'alacaklandirildi'] as const;
export type CardMismatchState = (typeof CARD_MISMATCH_STATES)[number];

/**
 * Why an approval waits for a person: the bank approved another amount or currency than the order,
 * or it came after the timeout and could no longer be credited (the won tender is no longer payable).
 */
export const CARD_MISMATCH_REASONS = ['tutar_farkli', 'gec_odenemedi'] as const;
export type CardMismatchReason = (typeof CARD_MISMATCH_REASONS)[number];

/** A started card payment that has heard nothing from the bank for this long times out. */
export const CARD_PAYMENT_TIMEOUT_MINUTES = 15;

/** How a won tender's balance came in (`ihale_tahsilat.kaynak`). */
export const COLLECTION_SOURCES = ['kart', 'havale'] as const;
export type CollectionSource = (typeof COLLECTION_SOURCES)[number];

/**
 * A bank-statement line: matched to an account by reference, waiting for a person, assigned, or set
 * aside; 'benzer' (look-alike): a line without the bank's reference that looks like one already
 * imported for the same account (booking day, amount, currency, description). It is never credited
 * by itself: Mali İşler assign it (a second, real transfer) or set it aside as a duplicate.
 */
export const STATEMENT_LINE_STATES = ['eslesti', 'eslesmedi', 'benzer', 'atandi', 'yok_sayildi'] as const;
export type StatementLineState = (typeof STATEMENT_LINE_STATES)[number];

/** The states of a line waiting for Mali İşler: the statement screen's acts and the home's work queue. */
export const WAITING_LINE_STATES = ['eslesmedi', 'benzer'] as const satisfies readonly StatementLineState[];

/**
 * An outgoing transfer (debit) of a statement: matched to the refund it paid, or kept unmatched
 * for Mali İşler (never dropped).
 */
export const STATEMENT_DEBIT_STATES = ['eslesti', 'eslesmedi'] as const;
export type StatementDebitState = (typeof STATEMENT_DEBIT_STATES)[number];

/**
 * A refund request: waiting ('beklemede'), in a payment order awaiting approval ('talimatta'),
 * approved by the second Mali İşler ('onaylandi'), sent: its order's bank file was produced for
 * the first time ('gonderildi'), then settled when a statement shows the outgoing transfer
 * ('tamamlandi') or returned by the bank, the amount back as available deposit ('iade_dondu');
 * or rejected ('reddedildi'). Only 'tamamlandi' counts as refunded.
 */
export const REFUND_STATES = [
  'beklemede',
  'talimatta',
  'onaylandi',
  'gonderildi',
  'tamamlandi',
  'iade_dondu',
  'reddedildi',
] as const;
export type RefundState = (typeof REFUND_STATES)[number];

/**
 * A refund request's state as the bidder's deposit history shows it (the request's row): waiting
 * until its transfer is sent, then sent, settled, returned by the bank, or rejected.
 */
export const REFUND_HISTORY_LABELS: Record<RefundState, string> = {
  beklemede: 'Beklemede',
  talimatta: 'Beklemede',
  onaylandi: 'Beklemede',
  gonderildi: 'Gönderildi',
  tamamlandi: 'Tamamlandı',
  iade_dondu: 'Bankadan döndü',
  reddedildi: 'Reddedildi',
};

/** A payment order (ödeme talimatı) for the bank: prepared by one Mali İşler, approved by another. */
export const PAYMENT_ORDER_STATES = ['hazirlandi', 'onaylandi', 'iptal'] as const;
export type PaymentOrderState = (typeof PAYMENT_ORDER_STATES)[number];

/** The runner-up's offer after a winner defaulted. */
export const RUNNER_UP_OFFER_STATES = ['beklemede', 'kabul', 'red', 'suresi_doldu'] as const;
export type RunnerUpOfferState = (typeof RUNNER_UP_OFFER_STATES)[number];

/** Days the runner-up has to accept the offer (end of that day, Istanbul time). */
export const RUNNER_UP_ANSWER_DAYS = 3;

/**
 * The personal payment reference a bidder writes in a transfer's description, for deposits:
 * 'TMN' + the account id in 8 digits + 2 check digits (ISO 7064 mod 97-10, as in an IBAN), so a
 * mistyped reference is recognised as wrong instead of crediting someone else. A won tender's
 * balance has its own reference: 'IHL' + tender id in 6 digits + account id in 8 digits + 2 check digits.
 */
export const PAYMENT_REFERENCE = { deposit: 'TMN', balance: 'IHL' } as const;

/**
 * The institution's collection accounts (portal_ayar 'banka_hesabi'): where bidders send
 * transfers, and the debtor account of refund payment orders. One account per currency.
 */
export interface InstitutionAccount {
  banka: string;
  sube: string;
  hesapAdi: string;
  iban: string;
}
export type InstitutionAccounts = Record<Currency, InstitutionAccount>;
export const INSTITUTION_ACCOUNTS_SETTING_KEY = 'banka_hesabi';

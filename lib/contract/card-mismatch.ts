import type { CardMismatchReason, CardMismatchState, CardPaymentState, Currency, PaymentPurpose } from './money';

/**
 * Kart Ödemesi Uyuşmazlıkları (/yonetim/mali/kart-uyusmazliklari, docs/architecture.md §9): a
 * bank-approved card payment the portal did not credit by itself, with what the bank reported, for
 * Mali İşler to refund to the card or credit to the account as deposit.
 */
export interface StaffCardMismatch {
  id: number;
  /** The order id (kart_odeme.id) the bank approved. */
  odemeId: string;
  neden: CardMismatchReason;
  durum: CardMismatchState;
  cariId: number;
  cariUnvan: string;
  amac: PaymentPurpose;
  ihaleId: number | null;
  /** The order as started: its amount and currency. */
  siparisTutari: number;
  siparisParaBirimi: Currency;
  /** What the bank reported, as it reported it (the amount text and the ISO 4217 numeric code). */
  bankaTutari: string;
  bankaParaBirimiKodu: string;
  /** The bank's currency as one of the portal's, or null when it is none of them (only a refund then). */
  bankaParaBirimi: Currency | null;
  onayKodu: string | null;
  maskeliKartNo: string | null;
  bankaYaniti: string | null;
  /** When the bank's answer was received. */
  alinmaTarihi: string;
  /** The card payment's own state now (it may have been credited by another, genuine answer). */
  odemeDurumu: CardPaymentState;
  karar: null | { personel: string; tarih: string };
  /** The bank's answer to a refund, or why the last refund attempt failed. */
  iadeSonucu: string | null;
}

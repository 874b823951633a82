import type { CardPaymentState, Currency, InstitutionAccount, PaymentPurpose } from './money';

/**
 * Wire types of card payments and transfer details (docs/architecture.md §9). The bidder's
 * screens see them only through the mappers of lib/api/profile/payments.ts.
 */

/** POST /api/v1/Odeme/KartOdemeBaslat → the form the browser posts to the bank's 3-D gate. */
export interface KartOdemeBaslatWire {
  odemeId: string;
  gatewayUrl: string;
  fields: Record<string, string>;
}

/** GET /api/v1/Odeme/Kart/:odemeId → what became of a card payment. */
export interface KartOdemeDurumWire {
  odemeId: string;
  amac: PaymentPurpose;
  ihaleId: number | null;
  tutar: number;
  paraBirimi: Currency;
  durum: CardPaymentState;
  /** The bank's message of a declined payment (ErrMsg), or null. */
  bankaMesaji: string | null;
  maskeliKartNo: string | null;
}

/** GET /api/v1/Odeme/HavaleBilgileri → where to send a transfer and what to write in its description. */
export interface HavaleBilgileriWire {
  paraBirimi: Currency;
  hesap: InstitutionAccount;
  referans: string;
}

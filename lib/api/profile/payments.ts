import type { HavaleBilgileriWire, KartOdemeBaslatWire, KartOdemeDurumWire } from '../../contract/card-payment';
import { CARD_PAYMENT_STATES, CURRENCY_KEYS, type CardPaymentState, type Currency } from '../../contract/money';
import { apiRequest } from '../http';

/** A started card payment: the form the browser posts to the bank's 3-D gate. */
export interface CardPaymentStart {
  odemeId: string;
  gatewayUrl: string;
  fields: Record<string, string>;
}

/** What became of a card payment, for the result message after the bank. */
export interface CardPaymentStatus {
  odemeId: string;
  purpose: 'teminat' | 'ihale_bakiye';
  state: CardPaymentState;
  amount: number;
  currency: Currency;
  bankMessage: string | null;
}

/** Where a transfer goes and what its description must say. */
export interface TransferInfo {
  currency: Currency;
  bank: string;
  branch: string;
  accountName: string;
  iban: string;
  reference: string;
}

const text = (v: unknown) => (typeof v === 'string' ? v : '');
const currencyOf = (v: unknown): Currency =>
  (CURRENCY_KEYS as readonly string[]).includes(String(v)) ? (v as Currency) : 'TL';

export function toCardPaymentStart(w: Partial<KartOdemeBaslatWire> | null | undefined): CardPaymentStart {
  const fields: Record<string, string> = {};
  for (const [k, v] of Object.entries(w?.fields ?? {})) if (typeof v === 'string') fields[k] = v;
  return { odemeId: text(w?.odemeId), gatewayUrl: text(w?.gatewayUrl), fields };
}

export function toCardPaymentStatus(w: Partial<KartOdemeDurumWire> | null | undefined): CardPaymentStatus {
  const state = (CARD_PAYMENT_STATES as readonly string[]).includes(String(w?.durum))
    ? (w?.durum as CardPaymentState)
    : 'baslatildi';
  return {
    odemeId: text(w?.odemeId),
    purpose: w?.amac === 'ihale_bakiye' ? 'ihale_bakiye' : 'teminat',
    state,
    amount: typeof w?.tutar === 'number' ? w.tutar : 0,
    currency: currencyOf(w?.paraBirimi),
    bankMessage: w?.bankaMesaji ? String(w.bankaMesaji) : null,
  };
}

export function toTransferInfo(w: Partial<HavaleBilgileriWire> | null | undefined): TransferInfo {
  return {
    currency: currencyOf(w?.paraBirimi),
    bank: text(w?.hesap?.banka),
    branch: text(w?.hesap?.sube),
    accountName: text(w?.hesap?.hesapAdi),
    iban: text(w?.hesap?.iban),
    reference: text(w?.referans),
  };
}

/** POST v1/Odeme/KartOdemeBaslat for a deposit: the typed amount (comma or period) and currency. */
export async function startDepositCardPayment(cariId: number, tutar: string, paraBirimi: Currency) {
  return toCardPaymentStart(
    await apiRequest<KartOdemeBaslatWire>('/v1/Odeme/KartOdemeBaslat', {
      method: 'POST',
      body: { amac: 'teminat', cariId, tutar, paraBirimi },
    }),
  );
}

/** POST v1/Odeme/KartOdemeBaslat for a won tender's balance: the server decides the amount. */
export async function startBalanceCardPayment(cariId: number, ihaleId: number) {
  return toCardPaymentStart(
    await apiRequest<KartOdemeBaslatWire>('/v1/Odeme/KartOdemeBaslat', {
      method: 'POST',
      body: { amac: 'ihale_bakiye', cariId, ihaleId },
    }),
  );
}

/** GET v1/Odeme/Kart/:odemeId?cariId */
export async function fetchCardPayment(cariId: number, odemeId: string, signal?: AbortSignal) {
  return toCardPaymentStatus(
    await apiRequest<KartOdemeDurumWire>(`/v1/Odeme/Kart/${encodeURIComponent(odemeId)}?cariId=${cariId}`, { signal }),
  );
}

/** GET v1/Odeme/HavaleBilgileri?cariId&paraBirimi[&ihaleId] */
export async function fetchTransferInfo(cariId: number, currency: Currency, ihaleId?: number, signal?: AbortSignal) {
  const q = new URLSearchParams({ cariId: String(cariId), paraBirimi: currency });
  if (ihaleId !== undefined) q.set('ihaleId', String(ihaleId));
  return toTransferInfo(await apiRequest<HavaleBilgileriWire>(`/v1/Odeme/HavaleBilgileri?${q}`, { signal }));
}

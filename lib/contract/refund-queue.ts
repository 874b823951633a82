import type { Currency, PaymentOrderState, RefundState } from './money';

/**
 * The refund queue of Mali İşler (/yonetim/mali/iadeler, docs/architecture.md §9): refund
 * requests, and the payment orders (ödeme talimatı) that pay them out after a second person approves.
 */

/** One refund request in the queue (`GET /api/yonetim/mali/iadeler`). */
export interface StaffRefundRequest {
  id: number;
  cariId: number;
  cariUnvan: string;
  iban: string;
  tutar: number;
  paraBirimi: Currency;
  talepTarihi: string;
  durum: RefundState;
  odemeTalimatiId: number | null;
  redNedeni: string | null;
  kararVeren: string | null;
  kararTarihi: string | null;
  /** Sent: when its order's bank file was first produced; null before. */
  gonderimTarihi: string | null;
  /** Settled: the booking date of the outgoing transfer on the statement; null before. */
  odemeTarihi: string | null;
  /** Returned: the booking date of the bank's return on the statement; null unless returned. */
  donusTarihi: string | null;
}

export interface StaffRefundPage {
  items: StaffRefundRequest[];
  toplam: number;
  sayfa: number;
  sayfaBoyutu: number;
}

/** One payment order (`GET /api/yonetim/mali/talimatlar`). */
export interface StaffPaymentOrder {
  id: number;
  paraBirimi: Currency;
  durum: PaymentOrderState;
  hazirlayan: string;
  hazirlamaTarihi: string;
  onaylayan: string | null;
  onayTarihi: string | null;
  talepSayisi: number;
  toplamTutar: number;
  /** The caller prepared it, so may not approve it (four eyes). */
  benHazirladim: boolean;
  /** The bank file's message id (MsgId), fixed at approval; null before. */
  mesajKimligi: string | null;
  /** Sent: when and by whom the approved order's file was first produced (downloaded); null before. */
  gonderimTarihi: string | null;
  gonderen: string | null;
}

/** One payee line of a payment order's preview: enough to check it, never enough to pay it. */
export interface StaffPaymentOrderPreviewLine {
  /** The refund request's number. */
  talepId: number;
  alici: string;
  /** 'TR33 **** **** **** **** 1326' (lib/rules/iban.ts maskIban): a preview never carries a full IBAN. */
  maskeliIban: string;
  tutar: number;
}

/**
 * A payment order's preview (`GET /api/yonetim/mali/talimatlar/:id/onizleme`): a summary to read
 * on screen, not a bank file. Only an approved order has a file (pain.001), built from what was
 * fixed at its approval.
 */
export interface StaffPaymentOrderPreview {
  id: number;
  durum: PaymentOrderState;
  paraBirimi: Currency;
  talepSayisi: number;
  toplamTutar: number;
  mesajKimligi: string | null;
  kalemler: StaffPaymentOrderPreviewLine[];
}

import { queryOptions } from '@tanstack/react-query';
import type { StaffCardMismatch } from '../../contract/card-mismatch';
import type { CardMismatchState } from '../../contract/money';
import { CARD_MISMATCH_REASON_LABELS, CARD_MISMATCH_STATE_LABELS } from '../../rules/card-mismatch';
import { staffRequest } from './staff-http';

/** Kart Ödemesi Uyuşmazlıkları (server/backoffice/finance/card-mismatches/routes.ts, docs/architecture.md §9). */
export interface CardMismatchModel {
  id: number;
  paymentId: string;
  reason: string;
  state: CardMismatchState;
  stateLabel: string;
  accountTitle: string;
  /** 'Teminat' or 'İhale #12 bakiyesi'. */
  purpose: string;
  orderAmount: number;
  orderCurrency: string;
  /** What the bank reported, as reported. */
  bankAmount: string;
  bankCurrencyCode: string;
  /** The bank's currency as one of the portal's ('USD'), or null: then only a refund is possible. */
  bankCurrency: string | null;
  authCode: string | null;
  maskedPan: string | null;
  bankResponse: string | null;
  receivedAt: string;
  /** The card payment itself was credited meanwhile by another, genuine answer. */
  paymentCredited: boolean;
  decidedBy: string | null;
  decidedAt: string | null;
  refundResult: string | null;
}

export const toCardMismatch = (w: StaffCardMismatch): CardMismatchModel => ({
  id: w.id,
  paymentId: w.odemeId,
  reason: CARD_MISMATCH_REASON_LABELS[w.neden],
  state: w.durum,
  stateLabel: CARD_MISMATCH_STATE_LABELS[w.durum],
  accountTitle: w.cariUnvan,
  purpose: w.amac === 'teminat' ? 'Teminat' : `İhale #${w.ihaleId} bakiyesi`,
  orderAmount: w.siparisTutari,
  orderCurrency: w.siparisParaBirimi,
  bankAmount: w.bankaTutari,
  bankCurrencyCode: w.bankaParaBirimiKodu,
  bankCurrency: w.bankaParaBirimi,
  authCode: w.onayKodu,
  maskedPan: w.maskeliKartNo,
  bankResponse: w.bankaYaniti,
  receivedAt: w.alinmaTarihi,
  paymentCredited: w.odemeDurumu === 'basarili',
  decidedBy: w.karar?.personel ?? null,
  decidedAt: w.karar?.tarih ?? null,
  refundResult: w.iadeSonucu,
});

export const cardMismatchKeys = { all: ['yonetim', 'mali', 'kart-uyusmazliklari'] as const };

/** The open items (waiting, or a refund under way), oldest first. */
export const openCardMismatchesQuery = () =>
  queryOptions({
    queryKey: [...cardMismatchKeys.all, 'acik'] as const,
    queryFn: async ({ signal }) =>
      (await staffRequest<StaffCardMismatch[]>('/yonetim/mali/kart-uyusmazliklari', { signal })).map(toCardMismatch),
  });

export async function refundCardMismatch(id: number): Promise<void> {
  await staffRequest(`/yonetim/mali/kart-uyusmazliklari/${id}/karta-iade`, { method: 'POST', body: {} });
}

export async function creditCardMismatch(id: number): Promise<void> {
  await staffRequest(`/yonetim/mali/kart-uyusmazliklari/${id}/teminata-aktar`, { method: 'POST', body: {} });
}

import { z } from 'zod';
import { CARD_MISMATCH_STATES, type CardMismatchReason, type CardMismatchState } from '../contract/money';

/**
 * Texts and inputs of Kart Ödemesi Uyuşmazlıkları (/yonetim/mali/kart-uyusmazliklari,
 * docs/architecture.md §9). Every Turkish text of the queue is defined here once.
 */
export const CARD_MISMATCH_LIST_LIMIT = 200;

export const CARD_MISMATCH_MESSAGES = {
  stateInvalid: 'Geçersiz uyuşmazlık durumu.',
  notFound: 'Kart ödemesi uyuşmazlığı bulunamadı.',
  notWaiting: 'Bu kart ödemesi uyuşmazlığı artık beklemede değil.',
  amountUnreadable: 'Bankanın bildirdiği tutar okunamadı; bu kayıt için işlem yapılamaz.',
  currencyUnknown: 'Bankanın bildirdiği para birimi portalda tanımlı değil; tutar yalnızca karta iade edilebilir.',
  refundRefused: (reason: string) => `Banka iadeyi gerçekleştirmedi: ${reason}`,
  refundNotConfigured: 'Sanal POS iade servisi yapılandırılmamış (POS_API_URL, POS_API_USER, POS_API_PASSWORD).',
} as const;

/**
 * Texts of a refund whose outcome the bank did not tell ('iade_ediliyor' until the bank is asked):
 * the API's answer to "Karta iade et", the row's "Son iade denemesi", and the refusal of any other
 * decision on the row meanwhile.
 */
export const REFUND_CHECK_MESSAGES = {
  outcomeUnknown:
    'Bankanın sanal POS servisinden kesin bir yanıt alınamadı. İadenin yapılıp yapılmadığı bankaya soruluyor; sonuç netleşene kadar kayıt "İade işleniyor" durumunda kalır ve teminata aktarılamaz.',
  rowResult: 'Bankadan kesin yanıt alınamadı; iadenin yapılıp yapılmadığı bankaya soruluyor.',
  underWay:
    'Bu kayıt için karta iade işlemi sürüyor veya sonucu bankaya soruluyor; sonuç netleşene kadar işlem yapılamaz.',
} as const;

export const CARD_MISMATCH_SUCCESS = {
  refunded: 'Tutar karta iade edildi.',
  credited: 'Tutar teminat hesabına aktarıldı.',
} as const;

export const CARD_MISMATCH_STATE_LABELS: Record<CardMismatchState, string> = {
  beklemede: 'Beklemede',
  iade_ediliyor: 'İade işleniyor',
  iade_edildi: 'Karta iade edildi',
  alacaklandirildi: 'Teminata aktarıldı',
};

export const CARD_MISMATCH_REASON_LABELS: Record<CardMismatchReason, string> = {
  tutar_farkli: 'Banka farklı tutar veya para birimi onayladı',
  gec_odenemedi: 'Onay zaman aşımından sonra geldi, ihale ödemesine işlenemedi',
};

/** The ledger text of a mismatch credited as deposit (the bidder's deposit history shows it). */
export const cardMismatchLedgerText = (maskedPan: string | null) => {
  const last4 = (maskedPan ?? '').replace(/\D/g, '').slice(-4);
  const base = 'Teminat yatırma (Kredi Kartı, Mali İşler onayıyla)';
  return last4 ? `${base} **** ${last4}` : base;
};

export const cardMismatchListQuerySchema = z.object({
  durum: z.enum(CARD_MISMATCH_STATES, { error: CARD_MISMATCH_MESSAGES.stateInvalid }).optional(),
});

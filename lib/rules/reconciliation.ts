import { z } from 'zod';
import { calendarDayParts } from '../format/istanbul-time';
import type { ReconciliationItemKind } from '../contract/reconciliation';

/**
 * Texts and inputs of Mutabakat (/yonetim/mali/mutabakat, docs/architecture.md §9). Every Turkish
 * text of the screen is defined here once.
 */

/** The longest period one view covers, in days (a month of statements). */
export const RECONCILIATION_MAX_DAYS = 31;
/** The period shown first: the last seven days, today included. */
export const RECONCILIATION_DEFAULT_DAYS = 7;

export const RECONCILIATION_MESSAGES = {
  dateInvalid: 'Geçerli bir tarih giriniz.',
  dateOrder: 'Bitiş tarihi başlangıç tarihinden önce olamaz.',
  tooLong: `En fazla ${RECONCILIATION_MAX_DAYS} günlük mutabakat görüntülenebilir.`,
  empty: 'Bu dönemde banka hareketi veya portal kaydı bulunmamaktadır.',
  balanced: 'Fark yok',
} as const;

export const RECONCILIATION_ITEM_LABELS: Record<ReconciliationItemKind, string> = {
  eslesmedi: 'Eşleşmeyen gelen havale: Mali İşler ataması bekleniyor',
  benzer: 'Benzer satır (olası mükerrer): Mali İşler kararı bekleniyor',
  yok_sayildi: 'Mükerrer olarak yok sayılan gelen havale: hesaba işlenmedi',
  iade_donusu: 'Bankadan dönen teminat iadesi: tutar kullanılabilir teminata geri eklendi',
  borc_eslesmedi: 'Eşleşmeyen giden havale: portalın göndermediği çıkış (masraf veya başka ödeme)',
  iade_gorulmedi: 'Gönderilen teminat iadesi: ekstrede henüz görünmüyor',
  kart_bekliyor: 'Geç veya farklı tutarlı kart onayı: Mali İşler kararı bekleniyor',
  kart_iadesi: 'Karta iade edilen kart onayı',
  aciklanamayan: 'Açıklanamayan fark: portalın kaydettiği tutar bankanınkinden farklı',
};

/** The card side's name where an IBAN would be. */
export const CARD_ACCOUNT_LABEL = 'Sanal POS (kredi kartı)';

const M = RECONCILIATION_MESSAGES;
const day = z
  .string({ error: M.dateInvalid })
  .refine((v) => calendarDayParts(v, { min: 2000, max: 2999 }) !== null, { error: M.dateInvalid });

const dayNumber = (d: string) => Date.UTC(Number(d.slice(0, 4)), Number(d.slice(5, 7)) - 1, Number(d.slice(8, 10)));
type Period = { baslangic?: string; bitis?: string };
const inOrder = (q: Period) => !q.baslangic || !q.bitis || q.baslangic <= q.bitis;
const notTooLong = (q: Period) =>
  !q.baslangic || !q.bitis || (dayNumber(q.bitis) - dayNumber(q.baslangic)) / 86_400_000 < RECONCILIATION_MAX_DAYS;

/** The screen's period form: both days, Istanbul calendar days, both included. */
export const reconciliationPeriodSchema = z
  .object({ baslangic: day, bitis: day })
  .refine(inOrder, { error: M.dateOrder, path: ['bitis'] })
  .refine(notTooLong, { error: M.tooLong, path: ['bitis'] });
export type ReconciliationPeriod = z.output<typeof reconciliationPeriodSchema>;

/** ?baslangic=YYYY-MM-DD&bitis=YYYY-MM-DD: the same period, or neither (the last seven days). */
export const reconciliationQuerySchema = z
  .object({ baslangic: day.optional(), bitis: day.optional() })
  .refine((q) => (q.baslangic === undefined) === (q.bitis === undefined), { error: M.dateInvalid })
  .refine(inOrder, { error: M.dateOrder, path: ['bitis'] })
  .refine(notTooLong, { error: M.tooLong, path: ['bitis'] });

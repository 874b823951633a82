import { z } from 'zod';
import { CURRENCY_KEYS, REFUND_STATES, type RefundState } from '../contract/money';

/**
 * Inputs and messages of the refund queue (/yonetim/mali/iadeler, docs/architecture.md §9). Every
 * Turkish text of the queue is defined here once; the server, the screen and the tests import it.
 */
export const REFUND_QUEUE_PAGE_SIZE = 20;
export const REJECT_REASON_MAX = 500;
/** How many requests one payment order may hold (one bank file). */
export const PAYMENT_ORDER_MAX_REQUESTS = 500;

export const REFUND_QUEUE_MESSAGES = {
  stateInvalid: 'Geçersiz iade talebi durumu.',
  currencyInvalid: 'Geçersiz para birimi.',
  pageInvalid: 'Geçersiz sayfa numarası.',
  reasonRequired: 'Red nedeni zorunludur.',
  reasonTooLong: `Red nedeni en fazla ${REJECT_REASON_MAX} karakter olabilir.`,
  requestNotFound: 'İade talebi bulunamadı.',
  requestNotWaiting: 'Bu iade talebi artık beklemede değil.',
  selectRequests: 'Ödeme talimatı için en az bir iade talebi seçiniz.',
  tooManyRequests: `Bir ödeme talimatı en fazla ${PAYMENT_ORDER_MAX_REQUESTS} iade talebi içerebilir.`,
  oneCurrency: 'Bir ödeme talimatındaki iade talepleri aynı para biriminde olmalıdır.',
  someNotWaiting: 'Seçilen iade taleplerinden bazıları artık beklemede değil. Listeyi yenileyip tekrar deneyiniz.',
  orderNotFound: 'Ödeme talimatı bulunamadı.',
  fourEyes: 'Ödeme talimatını hazırlayan personel onaylayamaz (dört göz ilkesi).',
  orderNotPrepared: 'Bu ödeme talimatı onay beklemiyor.',
  orderAlreadyApproved: 'Bu ödeme talimatı zaten onaylanmış.',
  orderCancelled: 'Bu ödeme talimatı iptal edilmiş.',
  fileNeedsApproval: 'Ödeme talimatı onaylanmadan banka dosyası indirilemez; içeriğini Önizleme ile görebilirsiniz.',
  noInstitutionAccount: 'Bu para birimi için kurum hesabı tanımlı değil.',
} as const;

export const REFUND_QUEUE_SUCCESS = {
  rejected: 'İade talebi reddedildi.',
  prepared: 'Ödeme talimatı hazırlandı.',
  approved: 'Ödeme talimatı onaylandı.',
  cancelled: 'Ödeme talimatı iptal edildi.',
} as const;

/** The payment order's preview dialog (a summary to read, never a bank file). */
export const PAYMENT_ORDER_PREVIEW_TEXTS = {
  button: 'Önizleme',
  title: (id: number) => `Talimat #${id} Önizlemesi`,
  notice:
    'Bu önizleme okumak içindir, banka dosyası değildir: IBAN’ların yalnızca ilk ve son dört hanesi gösterilir. Banka dosyası (pain.001) yalnızca onaylanmış talimat için indirilir.',
  tableLabel: 'Talimattaki ödemeler',
  empty: 'Bu talimatta ödeme yoktur.',
  messageId: 'Banka mesaj kimliği',
  close: 'Kapat',
  fileAfterApproval: 'Banka dosyası talimat onaylandıktan sonra indirilebilir.',
} as const;

/** The state names on screen. */
export const REFUND_STATE_LABELS = {
  beklemede: 'Beklemede',
  talimatta: 'Talimatta',
  onaylandi: 'Onaylandı',
  gonderildi: 'Bankaya gönderildi',
  tamamlandi: 'Tamamlandı',
  iade_dondu: 'Bankadan döndü',
  reddedildi: 'Reddedildi',
} as const satisfies Record<RefundState, string>;

/** What the queue shows of a refund's way through the bank (sent, settled by the statement, returned). */
export const REFUND_TRANSFER_TEXTS = {
  sentBy: 'Bankaya gönderim',
  notSent: 'Dosya henüz indirilmedi (gönderilmedi)',
  sentAt: (when: string) => `Gönderim: ${when}`,
  paidAt: (when: string) => `Ekstrede ödendi: ${when}`,
  returnedAt: (when: string) => `Bankadan döndü: ${when}`,
} as const;

export const PAYMENT_ORDER_STATE_LABELS = {
  hazirlandi: 'Onay bekliyor',
  onaylandi: 'Onaylandı',
  iptal: 'İptal edildi',
} as const;

/** The ledger row's text of a rejected refund: the bidder's deposit history shows the reason. */
export function refundRejectedLedgerText(reason: string): string {
  return `Teminat iade talebi reddedildi: ${reason}`;
}

/** The remittance text of a refund in the bank file. */
export const refundRemittanceText = (id: number) => `Teminat iadesi ${id}`;

/**
 * The refund request a statement's text names by the remittance text above, as banks echo it in an
 * outgoing transfer's or a returned transfer's description (any case, with or without Turkish
 * letters: 'TEMİNAT İADESİ 42', 'teminat iadesi 42'); null when there is none.
 */
export function refundIdInText(text: string): number | null {
  const m = /TEM[İI]NAT\s+[İI]ADES[İI]\s*[:#-]?\s*(\d{1,9})(?!\d)/.exec(text.toLocaleUpperCase('tr-TR'));
  return m ? Number(m[1]) : null;
}

/**
 * The bank file's message id (MsgId and PmtInfId) of an order, fixed when it is approved:
 * `IADE-<order id>-<approval day, Istanbul, YYYYMMDD>`, at most 24 characters (Max35Text). The
 * order id makes it unique in the portal; the day keeps it unique should ids ever start again
 * (a restored or new database) at the same bank. Orders approved before it was stored carry the
 * `IADE-<order id>` their files always had (migration 0010).
 */
export const paymentOrderMessageId = (orderId: number, approvalDay: string) =>
  `IADE-${orderId}-${approvalDay.replaceAll('-', '')}`;

const M = REFUND_QUEUE_MESSAGES;
const M_PAGE = M.pageInvalid;

export const refundListQuerySchema = z.object({
  durum: z.enum(REFUND_STATES, { error: M.stateInvalid }).optional(),
  paraBirimi: z.enum(CURRENCY_KEYS, { error: M.currencyInvalid }).optional(),
  sayfa: z
    .string({ error: M_PAGE })
    .regex(/^\d{1,6}$/, { error: M_PAGE })
    .transform(Number)
    .refine((n) => n >= 1, { error: M_PAGE })
    .optional(),
});

export const rejectRefundSchema = z.object({
  neden: z
    .string({ error: M.reasonRequired })
    .trim()
    .min(1, { error: M.reasonRequired })
    .max(REJECT_REASON_MAX, { error: M.reasonTooLong })
    // Plain text on one screen line and in the bidder's history: no control characters.
    .transform((s) => s.replace(/\s+/g, ' ')),
});

export const prepareOrderSchema = z.object({
  talepIdleri: z
    .array(z.number({ error: M.selectRequests }).int({ error: M.selectRequests }).min(1).max(2_147_483_647), {
      error: M.selectRequests,
    })
    .min(1, { error: M.selectRequests })
    .max(PAYMENT_ORDER_MAX_REQUESTS, { error: M.tooManyRequests })
    .transform((ids) => [...new Set(ids)].sort((a, b) => a - b)),
});

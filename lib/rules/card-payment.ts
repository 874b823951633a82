import { z } from 'zod';
import { CURRENCY_KEYS, PAYMENT_PURPOSES } from '../contract/money';
import { cariIdSchema } from './profile-schemas';

/**
 * Paying money in by card or transfer (docs/architecture.md §9, issue #14): the limits, the
 * Turkish messages and the payload schemas shared by the API, the bidder's screens and the tests.
 */
export const CARD_PAYMENT_LIMITS = {
  /** The largest deposit one card payment may carry (a sane ceiling; banks have their own). */
  maxDepositKurus: 10_000_000_00n,
  maxDepositText: '10.000.000,00',
  /** How long the screen polls a payment still 'baslatildi' after coming back from the bank. */
  pollAttempts: 5,
  pollIntervalMs: 1500,
} as const;

export const CARD_PAYMENT_MESSAGES = {
  amountRequired: 'Yatırılacak tutar zorunludur.',
  amountInvalid: 'Geçerli bir tutar giriniz.',
  amountPositive: 'Yatırılacak tutar sıfırdan büyük olmalıdır.',
  amountDecimals: 'Yatırılacak tutar en fazla iki ondalık basamak içerebilir.',
  amountTooLarge: `Tek seferde en fazla ${CARD_PAYMENT_LIMITS.maxDepositText} yatırılabilir.`,
  currencyInvalid: 'Geçerli bir para birimi seçiniz.',
  purposeInvalid: 'Geçersiz ödeme amacı.',
  tenderRequired: 'İhale bilgisi zorunludur.',
  tenderInvalid: 'Geçersiz ihale bilgisi.',
  balanceNotDue: 'Bu ihale için ödenecek bir tutar bulunmamaktadır.',
  balanceDeadlinePassed: 'Bu ihalenin son ödeme tarihi geçmiştir.',
  paymentNotFound: 'Ödeme kaydı bulunamadı.',
  noInstitutionAccount: 'Bu para birimi için kurum hesap bilgisi tanımlı değil.',
  depositSucceeded: 'Teminat yatırma işleminiz başarıyla tamamlandı.',
  balanceSucceeded: 'Ödemeniz başarıyla alınmıştır.',
  declined: 'Ödemeniz banka tarafından reddedildi.',
  /** What to do next, after the bank's reason (issue #36). */
  declinedNextStep: 'Lütfen başka bir kart deneyin ya da Havale/EFT ile yatırın.',
  timedOut: 'Bankadan yanıt alınamadı. Ödemeniz tamamlanmadı; kartınızdan tutar çekildiyse kurumla iletişime geçiniz.',
  pending: 'Ödemenizin sonucu henüz bankadan gelmedi. Birkaç dakika sonra Teminat Bilgileri sayfasını yenileyiniz.',
  referenceCopied: 'Ödeme referansı kopyalandı.',
  ibanCopied: 'IBAN Numarası Kopyalandı',
  copyFailed: 'Kopyalanamadı. Lütfen metni seçerek kopyalayınız.',
  transferNote:
    'Havale/EFT açıklamasına ödeme referansınızı yazınız. Tutar, kurumumuz banka hesap hareketlerini işledikten sonra teminatınıza yansır.',
  balanceTransferNote:
    'Havale/EFT açıklamasına bu ihalenin ödeme referansını yazınız. Ödemeniz, kurumumuz banka hesap hareketlerini işledikten sonra ihaleye yansır.',
} as const;

const M = CARD_PAYMENT_MESSAGES;

/**
 * A deposit amount typed or sent: a JSON number or text with a comma or period as decimal mark.
 * Answers the exact decimal string with two places ('1250.00'), so no float reaches the ledger.
 */
export const depositAmountSchema = z
  .union([z.number(), z.string()], { error: M.amountRequired })
  .transform((v, ctx) => {
    if (typeof v === 'number' && !Number.isFinite(v)) {
      ctx.addIssue({ code: 'custom', message: M.amountInvalid });
      return z.NEVER;
    }
    const typed = typeof v === 'number' ? String(v) : v.trim();
    // '10.000,50' (thousands dots with a comma decimal) → '10000,50'; a lone period stays the decimal mark.
    const text = typed.includes(',') ? typed.replace(/\./g, '') : typed;
    const plain = text.replace(',', '.');
    if (plain === '') {
      ctx.addIssue({ code: 'custom', message: M.amountRequired });
      return z.NEVER;
    }
    const m = /^(\d{1,12})(?:\.(\d+))?$/.exec(plain);
    if (!m) {
      ctx.addIssue({ code: 'custom', message: plain.startsWith('-') ? M.amountPositive : M.amountInvalid });
      return z.NEVER;
    }
    const [, whole, frac = ''] = m;
    if (frac.length > 2) {
      ctx.addIssue({ code: 'custom', message: M.amountDecimals });
      return z.NEVER;
    }
    const kurus = BigInt(whole) * 100n + BigInt(frac.padEnd(2, '0'));
    if (kurus <= 0n) {
      ctx.addIssue({ code: 'custom', message: M.amountPositive });
      return z.NEVER;
    }
    if (kurus > CARD_PAYMENT_LIMITS.maxDepositKurus) {
      ctx.addIssue({ code: 'custom', message: M.amountTooLarge });
      return z.NEVER;
    }
    return `${kurus / 100n}.${String(kurus % 100n).padStart(2, '0')}`;
  });

const currencySchema = z.enum(CURRENCY_KEYS, { error: M.currencyInvalid });

const tenderIdSchema = z.preprocess(
  (v) => (typeof v === 'string' && /^\d{1,10}$/.test(v) ? Number(v) : v),
  z
    .number({ error: (iss) => (iss.input === undefined ? M.tenderRequired : M.tenderInvalid) })
    .int(M.tenderInvalid)
    .positive(M.tenderInvalid)
    .max(2_147_483_647, M.tenderInvalid),
);

/**
 * POST /api/v1/Odeme/KartOdemeBaslat. A deposit names its amount and currency; a balance names
 * only the tender: its amount and currency come from the server (balanceDue), never the client.
 */
export const startCardPaymentSchema = z.discriminatedUnion(
  'amac',
  [
    z.object({
      amac: z.literal('teminat'),
      cariId: cariIdSchema,
      tutar: depositAmountSchema,
      paraBirimi: currencySchema,
    }),
    z.object({
      amac: z.literal('ihale_bakiye'),
      cariId: cariIdSchema,
      ihaleId: tenderIdSchema,
    }),
  ],
  { error: M.purposeInvalid },
);
export type StartCardPaymentPayload = z.input<typeof startCardPaymentSchema>;

export const paymentPurposeSchema = z.enum(PAYMENT_PURPOSES, { error: M.purposeInvalid });

/** GET /api/v1/Odeme/HavaleBilgileri?cariId&paraBirimi&ihaleId */
export const transferInfoQuerySchema = z.object({
  cariId: cariIdSchema,
  paraBirimi: currencySchema.default('TL'),
  ihaleId: tenderIdSchema.optional(),
});

/** The deposit form of the bidder's dialog (react-hook-form + zod). */
export const depositCardFormSchema = z.object({
  tutar: depositAmountSchema,
  paraBirimi: currencySchema,
});
export type DepositCardForm = z.input<typeof depositCardFormSchema>;

/** A payment id (kart_odeme.id, the order id sent to the bank): a UUID. */
export const paymentIdSchema = z.uuid({ error: M.paymentNotFound });

/**
 * The stand-in bank's test cards (POS_MODE=dev, README "Test kartları") and its fixed SMS code.
 * The stand-in page prints them; the e2e journey types them.
 */
export const STAND_IN_CARDS = {
  approved: { pan: '4508034508034509', label: '4508 0345 0803 4509', what: 'Başarılı ödeme' },
  declined: { pan: '4000000000000002', label: '4000 0000 0000 0002', what: 'Reddedilir (Kart limiti yetersiz.)' },
  timeout: { pan: '4000000000000119', label: '4000 0000 0000 0119', what: 'Banka yanıt vermez (zaman aşımı)' },
} as const;
export const STAND_IN_SMS_CODE = '123456';
export const STAND_IN_DECLINE_MESSAGE = 'Kart limiti yetersiz.';

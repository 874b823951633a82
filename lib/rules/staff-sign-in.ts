import { z } from 'zod';

/**
 * Staff sign-in's inputs (docs/architecture.md §8), shared by /yonetim/giris and the API. Messages
 * are the ones the sign-in screen shows.
 */
/** After this many wrong second-factor codes in a row, sign-in waits LOCK_MINUTES. */
export const MAX_FAILED_CODES = 5;
export const LOCK_MINUTES = 15;

export const STAFF_SIGN_IN_MESSAGES = {
  codeFormat: 'Doğrulama kodu 6 haneden oluşmalıdır.',
  recoveryFormat: 'Kurtarma kodu xxxx-xxxx biçiminde olmalıdır.',
  loginCodeInvalid: 'Giriş bağlantısının süresi dolmuş ya da kullanılmış. Lütfen yeniden giriş yapınız.',
  notStaff: 'Bu kimlik numarasıyla kayıtlı etkin bir kurum personeli bulunmamaktadır.',
  challengeExpired: 'Doğrulama süresi doldu. Lütfen yeniden giriş yapınız.',
  // Says what five wrong codes do before they do it (issue #36).
  wrongCode: `Doğrulama kodu hatalı. Art arda ${MAX_FAILED_CODES} hatalı kodda giriş ${LOCK_MINUTES} dakika kilitlenir.`,
  wrongRecovery: 'Kurtarma kodu hatalı ya da daha önce kullanılmış.',
  locked: `Çok fazla hatalı kod girildi. Lütfen ${LOCK_MINUTES} dakika sonra tekrar deneyiniz.`,
  idle: 'Oturumunuz 30 dakika işlem yapılmadığı için sona erdi. Lütfen yeniden giriş yapınız.',
} as const;

/** A recovery code as shown: two groups of four lowercase base32 letters and digits. */
export const RECOVERY_CODE_PATTERN = /^[a-z2-7]{4}-?[a-z2-7]{4}$/;

export const loginCodeSchema = z.object({ kod: z.string().min(1).max(200) });

export const secondFactorSchema = z
  .object({
    challenge: z.string().min(1).max(4096),
    kod: z
      .string()
      .trim()
      .regex(/^\d{6}$/, STAFF_SIGN_IN_MESSAGES.codeFormat)
      .optional(),
    kurtarmaKodu: z
      .string()
      .trim()
      .toLowerCase()
      .regex(RECOVERY_CODE_PATTERN, STAFF_SIGN_IN_MESSAGES.recoveryFormat)
      .optional(),
  })
  .refine((v) => (v.kod === undefined) !== (v.kurtarmaKodu === undefined), {
    message: STAFF_SIGN_IN_MESSAGES.codeFormat,
  });

/** The stored form of a recovery code: lowercase, without the dash. */
export const normaliseRecoveryCode = (code: string) => code.trim().toLowerCase().replace('-', '');

import { TENDER_TYPE } from '../contract/lookups';
import { z } from 'zod';
import { REQUEST_MESSAGES } from './request-messages';

/**
 * Payloads of the account calls (auth contract item 7, docs/spec.md §3), shared by the API (which
 * validates them) and the web app (which builds them). Messages are the Turkish texts a user sees.
 */

export const ACTIVITY_TYPES = ['login', 'logout'] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];

/**
 * The official T.C. kimlik no check: 11 digits, no leading zero, the 10th digit from the odd and
 * even positions, the 11th the last digit of the sum of the first ten.
 */
export function isValidTcKimlikNo(value: string): boolean {
  if (!/^[1-9]\d{10}$/.test(value)) return false;
  const d = [...value].map(Number);
  const odd = d[0] + d[2] + d[4] + d[6] + d[8];
  const even = d[1] + d[3] + d[5] + d[7];
  const tenth = (((odd * 7 - even) % 10) + 10) % 10;
  const eleventh = d.slice(0, 10).reduce((a, b) => a + b, 0) % 10;
  return d[9] === tenth && d[10] === eleventh;
}

const MSG = {
  kimlikNoRequired: 'T.C. kimlik numarası zorunludur.',
  kimlikNoInvalid: 'Geçerli bir T.C. kimlik numarası giriniz.',
  adiRequired: 'Ad alanı zorunludur.',
  adiMax: 'Ad en fazla 100 karakter olabilir.',
  soyadiRequired: 'Soyad alanı zorunludur.',
  soyadiMax: 'Soyad en fazla 100 karakter olabilir.',
  epostaInvalid: 'Geçerli bir e-posta adresi giriniz.',
  gsmInvalid: 'Geçerli bir GSM numarası giriniz.',
  contactRequired: 'E-posta veya GSM bilgilerinden en az biri bulunmalıdır.',
  ihaleTipiRequired: 'İhale tipi zorunludur.',
  ihaleTipiInvalid: REQUEST_MESSAGES.tenderTypeInvalid,
  cariRequired: REQUEST_MESSAGES.cariRequired,
  cariInvalid: REQUEST_MESSAGES.cariInvalid,
  activityInvalid: 'Geçersiz işlem tipi.',
  accountAlreadyChosen:
    'Bu oturum başka bir hesap adına açılmıştır. Hesap değiştirmek için çıkış yapıp tekrar giriş yapınız.',
} as const;

/** Empty strings and null both mean "e-Devlet has no value"; the client sends '' for a missing phone. */
const blankToNull = (v: unknown) =>
  v === undefined || v === null || (typeof v === 'string' && v.trim() === '') ? null : v;

// Strict numbers: a JSON body carries numbers, and coercion would turn `true` into account 1.
const ihaleTipiId = z
  .number({ error: MSG.ihaleTipiRequired })
  .int({ error: MSG.ihaleTipiInvalid })
  // docs/spec.md §9: the only tender type the account calls accept; another sales channel's (52) contracts are not accepted here.
  .refine((v) => v === TENDER_TYPE.publicSale, { error: MSG.ihaleTipiInvalid });

const cariId = z
  .number({ error: MSG.cariRequired })
  .int({ error: MSG.cariInvalid })
  .positive({ error: MSG.cariInvalid })
  .max(2_147_483_647, { error: MSG.cariInvalid });

/** A phone as the login flow sends it: '+905321234567', '+5321234567' or the bare 10 digits. */
const gsm = z.preprocess(
  blankToNull,
  z
    .string({ error: MSG.gsmInvalid })
    .trim()
    .regex(/^\+?\d{10,15}$/, { error: MSG.gsmInvalid })
    .nullable(),
);

const eposta = z.preprocess(
  blankToNull,
  z
    .string({ error: MSG.epostaInvalid })
    .trim()
    .max(254, { error: MSG.epostaInvalid })
    .pipe(z.email({ error: MSG.epostaInvalid }))
    .nullable(),
);

export const kimlikNoSchema = z
  .string({ error: MSG.kimlikNoRequired })
  .trim()
  .min(1, { error: MSG.kimlikNoRequired })
  .refine(isValidTcKimlikNo, { error: MSG.kimlikNoInvalid });

/** Account check (CariGirisIslemleri). */
export const accountCheckSchema = z.object({
  gSM: gsm.optional(),
  IhaleTipiId: ihaleTipiId,
});
export type AccountCheckPayload = z.input<typeof accountCheckSchema>;

/** Natural-person registration (SozlesmeleriOnayliGercekKisilikEkle): the client splits the full name. */
export const personRegistrationSchema = z
  .object({
    KimlikNo: kimlikNoSchema,
    Adi: z.string({ error: MSG.adiRequired }).trim().min(1, { error: MSG.adiRequired }).max(100, { error: MSG.adiMax }),
    Soyadi: z
      .string({ error: MSG.soyadiRequired })
      .trim()
      .min(1, { error: MSG.soyadiRequired })
      .max(100, { error: MSG.soyadiMax }),
    Eposta: eposta.optional(),
    GSM: gsm.optional(),
    IhaleTipiId: ihaleTipiId,
  })
  .refine((p) => Boolean(p.Eposta) || Boolean(p.GSM), { error: MSG.contactRequired, path: ['Eposta'] });
export type PersonRegistrationPayload = z.input<typeof personRegistrationSchema>;

/** Company link / contract update (CariSozlesmeBilgileriGuncelle). */
export const companyLinkSchema = z.object({
  CariId: cariId,
  IhaleTipiId: ihaleTipiId.optional(),
});
export type CompanyLinkPayload = z.input<typeof companyLinkSchema>;

/** Login / logout activity of a company account (CariFirmaGirisiLogu, CariFirmaCikisiLogu). */
export const activityLogSchema = z.object({
  cariId,
  activityType: z.enum(ACTIVITY_TYPES, { error: MSG.activityInvalid }),
});
export type ActivityLogPayload = z.input<typeof activityLogSchema>;

/** Contract acceptance before joining a tender (SozlesmeOnay). */
export const contractAcceptanceSchema = z.object({
  CariId: cariId,
  IhaleTipiId: ihaleTipiId,
});
export type ContractAcceptancePayload = z.input<typeof contractAcceptanceSchema>;

/**
 * The account the session will act for, chosen once at /callback (docs/spec.md §1, AktifCari): the person
 * or one of their companies.
 */
export const activeAccountSchema = z.object({ cariId });
export type ActiveAccountPayload = z.input<typeof activeAccountSchema>;

export const ACCOUNT_MESSAGES = MSG;

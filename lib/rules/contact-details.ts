import { z } from 'zod';
import { CONTROL_CHARACTER_MESSAGE, hasForbiddenCharacter } from './text-characters';
import { requiredLine } from './content-schemas';

/**
 * The institution's contact details (docs/architecture.md §8 Content): what /iletisim shows, kept in
 * `portal_ayar` under 'iletisim', edited by Destek at /yonetim/icerik/iletisim. One schema for the
 * form, the API and the seed.
 */
export const CONTACT_SETTING_KEY = 'iletisim';

export const CONTACT_LIMITS = { line: 120, addressLines: 4, phone: 25, email: 120 } as const;

export const CONTACT_MESSAGES = {
  unitRequired: 'Birim adı zorunludur.',
  unitMax: `Birim adı en fazla ${CONTACT_LIMITS.line} karakter olabilir.`,
  addressRequired: 'Adres alanı zorunludur.',
  addressLines: `Adres en fazla ${CONTACT_LIMITS.addressLines} satır, her satırı en fazla ${CONTACT_LIMITS.line} karakter olabilir.`,
  phoneRequired: 'Telefon alanı zorunludur.',
  phoneInvalid: 'Geçerli bir telefon numarası giriniz (örneğin +90 (312) 296 00 00).',
  faxInvalid: 'Geçerli bir faks numarası giriniz (örneğin +90 (312) 296 00 01).',
  emailRequired: 'E-posta alanı zorunludur.',
  emailInvalid: 'Geçerli bir e-posta adresi giriniz.',
  hoursRequired: 'Çalışma saatleri alanı zorunludur.',
  hoursMax: `Çalışma saatleri en fazla ${CONTACT_LIMITS.line} karakter olabilir.`,
  latitudeInvalid: 'Enlem -90 ile 90 arasında bir sayı olmalıdır.',
  longitudeInvalid: 'Boylam -180 ile 180 arasında bir sayı olmalıdır.',
} as const;
const M = CONTACT_MESSAGES;

/** A phone or fax number as shown: digits with +, spaces, parentheses and dashes, 7 to 15 digits. */
const PHONE = /^\+?[\d\s()-]+$/;
const phoneOk = (v: string) => PHONE.test(v) && v.replace(/\D/g, '').length >= 7 && v.replace(/\D/g, '').length <= 15;

const phoneSchema = (required: string, invalid: string) =>
  requiredLine(required, CONTACT_LIMITS.phone, invalid).refine(phoneOk, { error: invalid });

/** A coordinate from a number (the API) or a field's text, where a decimal comma is as good as a point. */
const coordinate = (limit: number, message: string) =>
  z.preprocess(
    (v) =>
      typeof v === 'string' && /^\s*-?\d{1,3}([.,]\d{1,8})?\s*$/.test(v) ? Number(v.trim().replace(',', '.')) : v,
    z.number({ error: message }).min(-limit, { error: message }).max(limit, { error: message }),
  );

export const contactDetailsSchema = z.object({
  birim: requiredLine(M.unitRequired, CONTACT_LIMITS.line, M.unitMax),
  /** One line of the address per line of text. */
  adres: z
    .string({ error: M.addressRequired })
    .refine((v) => !hasForbiddenCharacter(v), { error: CONTROL_CHARACTER_MESSAGE, abort: true })
    .transform((v) =>
      v
        .split(/\r?\n/)
        .map((l) => l.trim())
        .filter((l) => l !== '')
        .join('\n'),
    )
    .refine((v) => v !== '', { error: M.addressRequired, abort: true })
    .refine(
      (v) =>
        v.split('\n').length <= CONTACT_LIMITS.addressLines &&
        v.split('\n').every((l) => l.length <= CONTACT_LIMITS.line),
      { error: M.addressLines },
    ),
  telefon: phoneSchema(M.phoneRequired, M.phoneInvalid),
  /** No fax: an empty text, and /iletisim leaves the row out. */
  faks: z
    .string({ error: M.faxInvalid })
    .refine((v) => !hasForbiddenCharacter(v), { error: CONTROL_CHARACTER_MESSAGE, abort: true })
    .transform((v) => v.trim())
    .refine((v) => v === '' || (v.length <= CONTACT_LIMITS.phone && phoneOk(v)), { error: M.faxInvalid }),
  eposta: requiredLine(M.emailRequired, CONTACT_LIMITS.email, M.emailInvalid).pipe(z.email({ error: M.emailInvalid })),
  calismaSaatleri: requiredLine(M.hoursRequired, CONTACT_LIMITS.line, M.hoursMax),
  /** The head office on the map and in the directions link. */
  enlem: coordinate(90, M.latitudeInvalid),
  boylam: coordinate(180, M.longitudeInvalid),
});

/** Stored and served contact details (the schema's output). */
export type ContactDetails = z.output<typeof contactDetailsSchema>;
/** What the edit form holds (coordinates may still be text). */
export type ContactDetailsForm = z.input<typeof contactDetailsSchema>;

/** The address as lines, for display. */
export const addressLines = (c: Pick<ContactDetails, 'adres'>) => c.adres.split('\n');

/** A `tel:` link for a number as shown: '+90 (312) 296 00 00' → 'tel:+903122960000'. */
export function phoneHref(display: string): string {
  const digits = display.replace(/\D/g, '');
  return `tel:${display.trim().startsWith('+') ? '+' : ''}${digits}`;
}

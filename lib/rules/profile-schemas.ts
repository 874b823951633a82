import { CONVERSATION_STATUS, TENDER_TYPE } from '../contract/lookups';
import { CURRENCY_KEYS, type Currency } from '../contract/money';
import { z } from 'zod';
import { hasTrIbanShape, ibanChecksumOk, IBAN_LENGTH, normaliseIban } from './iban';
import { PROFILE_MESSAGES } from './profile-messages';
import { CONTROL_CHARACTER_MESSAGE, hasForbiddenCharacter } from './text-characters';

/**
 * Forms and payloads of the profile area (docs/spec.md §5), shared by the web forms and the API so a
 * limit or a message is written once. Texts marked SPEC are exact; the others fill gaps SPEC
 * leaves (e.g. a bad IBAN checksum) and follow its tone.
 */
export const PROFILE_LIMITS = {
  iban: IBAN_LENGTH,
  ibanMin: 24,
  refundAmount: 15,
  taxNumber: 11,
  conversationTitle: 50,
  message: 2000,
  /** The first deposit-history year (docs/spec.md §9). */
  firstHistoryYear: 2024,
  pageSize: 10,
  maxPageSize: 100,
} as const;

/** The tender types a conversation may be about (docs/spec.md §4 Conversation). */
const CONVERSATION_TENDER_TYPES: readonly number[] = [TENDER_TYPE.publicSale, TENDER_TYPE.licensedSale];

// The success toasts live with the messages (no zod there): the tender page's island says one too.
export { PROFILE_SUCCESS } from './profile-messages';

const M = PROFILE_MESSAGES;

/** A refusal above the available deposit; the amount is printed the way the screens print it. */
export function refundOverAvailableMessage(available: number, currency: Currency = 'TL'): string {
  const tl = new Intl.NumberFormat('tr-TR', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(available);
  return `İade talep tutarı kullanılabilir teminat tutarınızı (${tl} ${currency}) aşamaz.`;
}

// ---------------------------------------------------------------------------------------------
// IBAN

/**
 * What the IBAN field keeps of a keystroke (docs/spec.md §5): it always starts with 'TR', then only digits
 * (period and comma may be typed but are dropped: they never belong in an IBAN), 26 characters at most.
 */
export function keepIbanText(value: string): string {
  const rest = normaliseIban(value)
    .replace(/^TR/, '')
    .replace(/[^0-9]/g, '');
  return `TR${rest}`.slice(0, IBAN_LENGTH);
}

/** The IBAN as typed or sent: required, 26 characters 'TR' + 24 digits, valid mod-97 checksum. */
export const ibanSchema = z
  .string({ error: M.ibanRequired })
  .superRefine((raw, ctx) => {
    const iban = normaliseIban(raw);
    if (iban === '' || iban === 'TR') ctx.addIssue({ code: 'custom', message: M.ibanRequired });
    else if (iban.length < PROFILE_LIMITS.ibanMin || !hasTrIbanShape(iban))
      // What was typed, without the spaces people group an IBAN with.
      ctx.addIssue({ code: 'custom', message: M.ibanLength(raw.replace(/\s/g, '').length) });
    else if (!ibanChecksumOk(iban)) ctx.addIssue({ code: 'custom', message: M.ibanInvalid });
  })
  .transform(normaliseIban);

// ---------------------------------------------------------------------------------------------
// Refund amount

/** What the refund field keeps of a keystroke: digits and one comma, at most 15 characters. */
export function keepRefundText(value: string): string {
  let seenComma = false;
  let out = '';
  for (const ch of value) {
    if (ch >= '0' && ch <= '9') out += ch;
    else if (ch === ',' && !seenComma) {
      seenComma = true;
      out += ch;
    }
  }
  return out.slice(0, PROFILE_LIMITS.refundAmount);
}

/** The typed refund text as sent: the comma becomes a period (docs/spec.md §5). '1500,5' → 1500.5. */
export function refundTextToAmount(text: string): number {
  return Number(text.trim().replace(',', '.'));
}

/**
 * The refund amount: a JSON number, or text with a comma or period as decimal mark. Answers the
 * amount as an exact decimal string with two places ('1500.50'), ready for a numeric column, so
 * no floating-point rounding reaches the ledger.
 */
export const refundAmountSchema = z.union([z.number(), z.string()], { error: M.refundRequired }).transform((v, ctx) => {
  if (typeof v === 'number' && !Number.isFinite(v)) {
    ctx.addIssue({ code: 'custom', message: M.refundInvalid });
    return z.NEVER;
  }
  const typed = typeof v === 'number' ? String(v) : v.trim();
  const text = typed.replace(',', '.');
  if (text === '') {
    ctx.addIssue({ code: 'custom', message: M.refundRequired });
    return z.NEVER;
  }
  // The one length rule (docs/spec.md §5), for typed text and JSON numbers alike. Within it any amount is a
  // well-formed number; whether it is too large is the available deposit's call (the server's
  // refundOverAvailableMessage), so a 15-digit amount is told that, not a length it does not break.
  if (typed.length > PROFILE_LIMITS.refundAmount) {
    ctx.addIssue({ code: 'custom', message: M.refundMax });
    return z.NEVER;
  }
  const m = /^(\d+)(?:\.(\d+))?$/.exec(text);
  if (!m) {
    ctx.addIssue({ code: 'custom', message: text.startsWith('-') ? M.refundPositive : M.refundInvalid });
    return z.NEVER;
  }
  const [, whole, frac = ''] = m;
  if (frac.length > 2) {
    ctx.addIssue({ code: 'custom', message: M.refundDecimals });
    return z.NEVER;
  }
  const wholeTrimmed = whole.replace(/^0+(?=\d)/, '');
  const exact = `${wholeTrimmed}.${frac.padEnd(2, '0')}`;
  if (Number(exact) <= 0) {
    ctx.addIssue({ code: 'custom', message: M.refundPositive });
    return z.NEVER;
  }
  return exact;
});

// ---------------------------------------------------------------------------------------------
// Tax number (VKN)

/** The tax number typed into 'Yeni Firma Ekle': required, at most 11 characters, 10 or 11 digits. */
export const taxNumberSchema = z
  .string({ error: M.taxNumberRequired })
  .transform((v) => v.trim())
  .superRefine((v, ctx) => {
    if (v === '') ctx.addIssue({ code: 'custom', message: M.taxNumberRequired });
    else if (v.length > PROFILE_LIMITS.taxNumber) ctx.addIssue({ code: 'custom', message: M.taxNumberMax });
    else if (!/^\d{10,11}$/.test(v)) ctx.addIssue({ code: 'custom', message: M.taxNumberDigits });
  });

// ---------------------------------------------------------------------------------------------
// Conversations

const requiredText = (required: string, max: number, maxMessage: string) =>
  z
    .string({ error: required })
    .refine((v) => v.trim() !== '', { error: required, abort: true })
    .refine((v) => v.length <= max, { error: maxMessage })
    // The API refuses these anyway (server/http/control-characters.ts); the form says so first.
    .refine((v) => !hasForbiddenCharacter(v), { error: CONTROL_CHARACTER_MESSAGE });

/** The conversation title: required (blank counts as empty), at most 50 characters. */
export const conversationTitleSchema = requiredText(M.titleRequired, PROFILE_LIMITS.conversationTitle, M.titleMax);

/** A message: required (blank counts as empty), at most 2000 characters, plain text kept as typed. */
export const messageSchema = requiredText(M.messageRequired, PROFILE_LIMITS.message, M.messageMax);

/** The topic as a form holds it (a select value) or the API receives it (a number). */
export const topicIdSchema = z.preprocess(
  (v) => (v === '' || v === null ? undefined : typeof v === 'string' && /^\d{1,9}$/.test(v) ? Number(v) : v),
  z.number({ error: M.topicRequired }).int({ error: M.topicInvalid }).positive({ error: M.topicInvalid }),
);

/** The 'Soru Sor' form: the question itself goes with the topic and the title (issue #36 item 5). */
export const newConversationFormSchema = z.object({
  konuId: topicIdSchema,
  baslik: conversationTitleSchema,
  icerik: messageSchema,
});

/** The reply box. */
export const replyFormSchema = z.object({ icerik: messageSchema });

// ---------------------------------------------------------------------------------------------
// Payloads of the API (server validates with these)

/** Strict positive 32-bit ids: a JSON body carries numbers; query strings carry digits. */
export const idSchema = (required: string, invalid: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' && /^\d{1,10}$/.test(v) ? Number(v) : v),
    z
      .number({ error: required })
      .int({ error: invalid })
      .positive({ error: invalid })
      .max(2_147_483_647, { error: invalid }),
  );

export const cariIdSchema = idSchema(M.cariRequired, M.cariInvalid);

export const cariQuerySchema = z.object({ cariId: cariIdSchema });

export const ibanPayloadSchema = z.object({ cariId: cariIdSchema, iban: ibanSchema });

/** A refund request; the currency is TL unless told (an account may hold deposit in USD or EUR too). */
export const refundPayloadSchema = z.object({
  cariId: cariIdSchema,
  talepTutari: refundAmountSchema,
  paraBirimi: z.enum(CURRENCY_KEYS, { error: M.currencyInvalid }).default('TL'),
});

export const depositHistoryQuerySchema = z.object({
  cariId: cariIdSchema,
  yil: z.preprocess(
    (v) => (v === '' || v === undefined ? undefined : typeof v === 'string' && /^\d{4}$/.test(v) ? Number(v) : v),
    z
      .number({ error: M.yearInvalid })
      .int({ error: M.yearInvalid })
      .min(2000, { error: M.yearInvalid })
      .max(2100, { error: M.yearInvalid })
      .optional(),
  ),
  PageNumber: z.preprocess(
    (v) => (v === '' || v === undefined ? 1 : typeof v === 'string' && /^\d{1,7}$/.test(v) ? Number(v) : v),
    z
      .number({ error: M.pageInvalid })
      .int({ error: M.pageInvalid })
      .min(1, { error: M.pageInvalid })
      .max(1_000_000, { error: M.pageInvalid }),
  ),
  PageSize: z.preprocess(
    (v) =>
      v === '' || v === undefined
        ? PROFILE_LIMITS.pageSize
        : typeof v === 'string' && /^\d{1,4}$/.test(v)
          ? Number(v)
          : v,
    z
      .number({ error: M.pageInvalid })
      .int({ error: M.pageInvalid })
      .min(1, { error: M.pageInvalid })
      .max(PROFILE_LIMITS.maxPageSize, { error: M.pageInvalid }),
  ),
});

/** `{ vkn }` in a query, a path or a body; a JSON number is read as its digits. */
export const taxNumberQuerySchema = z.object({
  vkn: z.preprocess((v) => (typeof v === 'number' && Number.isSafeInteger(v) ? String(v) : v), taxNumberSchema),
});

export const contactConsentPayloadSchema = z.object({
  epostaBildirimOnayi: z.boolean({ error: M.consentInvalid }),
  gsmBildirimOnayi: z.boolean({ error: M.consentInvalid }),
});

export const newConversationPayloadSchema = z.object({
  cariId: cariIdSchema,
  konuId: topicIdSchema,
  durumId: z
    .number({ error: M.statusInvalid })
    .refine((v) => v === CONVERSATION_STATUS.open, { error: M.statusInvalid })
    .optional(),
  baslik: conversationTitleSchema,
  IhaleTipiId: z
    .number({ error: M.tenderTypeInvalid })
    .refine((v) => CONVERSATION_TENDER_TYPES.includes(v), { error: M.tenderTypeInvalid })
    .optional(),
  /**
   * The question, stored with the conversation in one transaction. Required (issue #36 item 5): a
   * conversation without it reached the support desk empty.
   */
  icerik: messageSchema,
});

export const replyPayloadSchema = z.object({
  iletisimId: idSchema(M.conversationRequired, M.conversationInvalid),
  icerik: messageSchema,
  /** Accepted for compatibility; the server writes the signed-in person's registered name. */
  yazanAdiSoyadi: z.string().max(200).optional(),
});

/** The operator's institution answer (scripts/operator.ts → the portal). */
export const operatorReplyPayloadSchema = z.object({ icerik: messageSchema });

export type NewConversationForm = z.input<typeof newConversationFormSchema>;
export type ReplyForm = z.input<typeof replyFormSchema>;

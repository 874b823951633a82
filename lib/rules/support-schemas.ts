import { z } from 'zod';
import { CONVERSATION_STATUS } from '../contract/lookups';
import { replyFormSchema } from './profile-schemas';

/**
 * The support desk's inputs (/yonetim/destek, docs/architecture.md §8 Support desk). A reply obeys
 * exactly the rules of a bidder's message (lib/rules/profile-schemas.ts messageSchema): required,
 * at most 2000 characters, plain text.
 */
export const SUPPORT_PAGE_SIZE = 20;

export const SUPPORT_MESSAGES = {
  statusInvalid: 'Geçersiz talep durumu.',
  pageInvalid: 'Geçersiz sayfa numarası.',
  notFound: 'Destek talebi bulunamadı.',
  alreadyClosed: 'Bu destek talebi zaten kapatılmış.',
} as const;

/** The statuses in the desk's tabs, in order, with their names on screen. */
export const SUPPORT_STATUS_TABS = [
  { durumId: CONVERSATION_STATUS.open, label: 'Açık' },
  { durumId: CONVERSATION_STATUS.answered, label: 'Yanıtlandı' },
  { durumId: CONVERSATION_STATUS.closed, label: 'Kapalı' },
] as const;

const STATUS_IDS: readonly number[] = Object.values(CONVERSATION_STATUS);

export const supportListQuerySchema = z.object({
  durum: z
    .string({ error: SUPPORT_MESSAGES.statusInvalid })
    .regex(/^\d{3}$/, { error: SUPPORT_MESSAGES.statusInvalid })
    .transform(Number)
    .refine((n) => STATUS_IDS.includes(n), { error: SUPPORT_MESSAGES.statusInvalid })
    .optional(),
  sayfa: z
    .string({ error: SUPPORT_MESSAGES.pageInvalid })
    .regex(/^\d{1,6}$/, { error: SUPPORT_MESSAGES.pageInvalid })
    .transform(Number)
    .refine((n) => n >= 1, { error: SUPPORT_MESSAGES.pageInvalid })
    .optional(),
});

/** The desk's reply box: the bidder's reply form, one schema. */
export const supportReplySchema = replyFormSchema;

/** Closing takes no input: no body, or an empty object. */
export const noInputSchema = z.object({}).strict();

import { istanbulLocalToIso } from '../format/istanbul-time';
import { z } from 'zod';
import { CONTROL_CHARACTER_MESSAGE, hasForbiddenCharacter } from './text-characters';

/**
 * The back-office's content forms (docs/architecture.md §8 Content): announcements and portal
 * pages, shared by the /yonetim/icerik forms and the API's validate(), so a limit or a message is
 * written once.
 */
export const CONTENT_LIMITS = {
  title: 200,
  /** Stored HTML, after the public sanitiser. */
  html: 100_000,
  search: 100,
  pageSize: 20,
} as const;

/** Portal pages the back-office edits, by SayfaId (docs/spec.md §2). */
export const EDITABLE_PAGE_IDS = [141, 142, 143, 144, 145] as const;

export const CONTENT_MESSAGES = {
  titleRequired: 'Başlık alanı zorunludur.',
  titleMax: `Başlık en fazla ${CONTENT_LIMITS.title} karakter olabilir.`,
  contentRequired: 'İçerik alanı zorunludur.',
  contentMax: 'İçerik çok uzun. Lütfen metni kısaltınız.',
  dateRequired: 'Yayın tarihi zorunludur.',
  dateInvalid: 'Geçerli bir yayın tarihi giriniz.',
  flagInvalid: 'Geçersiz seçim.',
  searchMax: `Arama metni en fazla ${CONTENT_LIMITS.search} karakter olabilir.`,
  pageInvalid: 'Geçersiz sayfa numarası.',
  announcementNotFound: 'Duyuru bulunamadı.',
  portalPageNotFound: 'Sayfa bulunamadı.',
  idInvalid: 'Geçersiz kayıt numarası.',
  alreadyWithdrawn: 'Duyuru zaten yayından kaldırılmış.',
  alreadyPublished: 'Duyuru zaten yayında.',
} as const;
const M = CONTENT_MESSAGES;

const noControl = (v: string) => !hasForbiddenCharacter(v);

/** A required single-line text: blank counts as empty; stored trimmed. */
export const requiredLine = (required: string, max: number, maxMessage: string) =>
  z
    .string({ error: required })
    .refine(noControl, { error: CONTROL_CHARACTER_MESSAGE, abort: true })
    .transform((v) => v.trim())
    .refine((v) => v !== '', { error: required, abort: true })
    .refine((v) => v.length <= max, { error: maxMessage });

export const contentTitleSchema = requiredLine(M.titleRequired, CONTENT_LIMITS.title, M.titleMax);

/** Rich text as the editor gives it (HTML). Empty paragraphs are no content; the server sanitises it. */
export const contentHtmlSchema = z
  .string({ error: M.contentRequired })
  .refine(noControl, { error: CONTROL_CHARACTER_MESSAGE, abort: true })
  .refine((v) => v.replace(/<p>\s*<\/p>/g, '').trim() !== '', { error: M.contentRequired, abort: true })
  .refine((v) => v.length <= CONTENT_LIMITS.html, { error: M.contentMax });

/** Istanbul is UTC+3 all year (no daylight saving since 2016): the one offset of the portal's dates. */
/** The announcement form (/yonetim/icerik/duyurular): the publish date as the field holds it. */
export const announcementFormSchema = z.object({
  baslik: contentTitleSchema,
  icerik: contentHtmlSchema,
  yayinTarihi: z
    .string({ error: M.dateRequired })
    .refine((v) => v.trim() !== '', { error: M.dateRequired, abort: true })
    .refine((v) => istanbulLocalToIso(v) !== null, { error: M.dateInvalid }),
  popup: z.boolean({ error: M.flagInvalid }),
});
export type AnnouncementForm = z.input<typeof announcementFormSchema>;

/** The announcement the API receives: the publish date as ISO 8601 with its offset. */
export const announcementPayloadSchema = z.object({
  baslik: contentTitleSchema,
  icerik: contentHtmlSchema,
  yayinTarihi: z.iso.datetime({ offset: true, error: M.dateInvalid }).transform((v) => new Date(v)),
  popup: z.boolean({ error: M.flagInvalid }),
});

/** Withdraw (true) or put back (false) an announcement. */
export const announcementVisibilitySchema = z.object({ yayindanKaldir: z.boolean({ error: M.flagInvalid }) });

/** The announcement list's query: an optional title search and a 1-based page. */
export const announcementListQuerySchema = z.object({
  ara: z
    .string({ error: M.searchMax })
    .refine(noControl, { error: CONTROL_CHARACTER_MESSAGE })
    .refine((v) => v.length <= CONTENT_LIMITS.search, { error: M.searchMax })
    .transform((v) => v.trim())
    .optional(),
  sayfa: z
    .string({ error: M.pageInvalid })
    .regex(/^\d{1,6}$/, { error: M.pageInvalid })
    .transform(Number)
    .refine((n) => n >= 1, { error: M.pageInvalid })
    .optional(),
});

/** A record id in a path: a positive 32-bit integer. */
export const recordIdParamsSchema = z.object({
  id: z
    .string({ error: M.idInvalid })
    .regex(/^\d{1,10}$/, { error: M.idInvalid })
    .transform(Number)
    .refine((n) => n >= 1 && n <= 2_147_483_647, { error: M.idInvalid }),
});

/** The portal page form (/yonetim/icerik/sayfalar/:sayfaId). */
export const portalPageFormSchema = z.object({ baslik: contentTitleSchema, icerik: contentHtmlSchema });
export type PortalPageForm = z.input<typeof portalPageFormSchema>;

/** A record id from a page address (/yonetim/…/[id]): a positive 32-bit integer, else null. */
export function routeId(segment: string): number | null {
  const parsed = recordIdParamsSchema.safeParse({ id: segment });
  return parsed.success ? parsed.data.id : null;
}

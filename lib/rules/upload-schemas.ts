import { z } from 'zod';
import { UPLOAD_LIMITS } from './upload-limits';
import { CONTROL_CHARACTER_MESSAGE, hasForbiddenCharacter } from './text-characters';

/**
 * Payloads of the tender files and home slider screens (docs/architecture.md §8 "Files"), shared by
 * the forms and the API's validate().
 */
export const FILE_FORM_MESSAGES = {
  orderInvalid: 'Sıralama geçersiz. Sayfayı yenileyip tekrar deneyiniz.',
  orderStale: 'Liste siz düzenlerken değişti. Sayfayı yenileyip tekrar deneyiniz.',
  slideTextMax: `Slayt metni en fazla ${UPLOAD_LIMITS.slideText} karakter olabilir.`,
  slideTextRequired: 'Slayt metni zorunludur (görselin metin karşılığı olarak okunur).',
  activeInvalid: 'Yayın durumu geçersiz.',
  kindInvalid: 'Sıralanacak dosya türü geçersiz.',
} as const;

const ids = z
  .array(z.number({ error: FILE_FORM_MESSAGES.orderInvalid }).int().positive().max(2_147_483_647), {
    error: FILE_FORM_MESSAGES.orderInvalid,
  })
  .min(1, FILE_FORM_MESSAGES.orderInvalid)
  .max(200, FILE_FORM_MESSAGES.orderInvalid)
  .refine((a) => new Set(a).size === a.length, FILE_FORM_MESSAGES.orderInvalid);

/** The new order of a tender's gallery or attachments: every id of that kind, first to last. */
export const tenderFileOrderSchema = z.object({
  tur: z.enum(['galeri', 'ekler'], { error: FILE_FORM_MESSAGES.kindInvalid }),
  sira: ids,
});
export type TenderFileOrderInput = z.infer<typeof tenderFileOrderSchema>;

/** The new order of the home slides: every slide id, first to last. */
export const slideOrderSchema = z.object({ sira: ids });

/** The slide's text: the image's alternative text and its caption on the home page. */
export const slideTextSchema = z
  .string({ error: FILE_FORM_MESSAGES.slideTextRequired })
  .trim()
  .min(1, FILE_FORM_MESSAGES.slideTextRequired)
  .max(UPLOAD_LIMITS.slideText, FILE_FORM_MESSAGES.slideTextMax)
  .refine((s) => !hasForbiddenCharacter(s), CONTROL_CHARACTER_MESSAGE);

export const slideEditSchema = z.object({
  aciklama: slideTextSchema,
  aktif: z.boolean({ error: FILE_FORM_MESSAGES.activeInvalid }),
});
export type SlideEditInput = z.infer<typeof slideEditSchema>;

import { z } from 'zod';
import { FILTER_LIMITS, filterFormErrors } from './tender-filters';

/**
 * The filter panel's rules as a zod schema, for the API and for forms that validate with zod. Kept
 * apart from tender-filters.ts so the list page's browser bundle does not carry zod.
 */
export const tenderFilterFormSchema = z
  .object({
    ihaleNo: z.string().optional(),
    minFiyat: z.string().optional(),
    maxFiyat: z.string().optional(),
    baslik: z.string().optional(),
    kelime: z.string().optional(),
    teslimatYeri: z.string().optional(),
    durum: z.string().optional(),
    kategori: z.string().optional(),
    etiket: z.string().max(FILTER_LIMITS.etiket).optional(),
  })
  .superRefine((v, ctx) => {
    for (const [path, message] of Object.entries(filterFormErrors(v))) {
      ctx.addIssue({ code: 'custom', path: [path], message });
    }
  });

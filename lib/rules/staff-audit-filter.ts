import { calendarDayParts } from '../format/istanbul-time';
import { z } from 'zod';
import { isAuditTargetKind } from '../contract/audit-targets';
import { AUDIT_ACTIONS, type AuditAction } from '../contract/staff';

/**
 * The audit trail's filters (/yonetim/denetim and its CSV export, docs/architecture.md §8), as the
 * query string carries them. Days are Istanbul calendar days: `baslangic` from 00:00, `bitis` up to
 * the end of that day. Paging is keyset: `sonraki` is the id of the last row shown.
 */
export const AUDIT_FILTER_MESSAGES = {
  staffInvalid: 'Geçersiz personel.',
  actionInvalid: 'Geçersiz işlem.',
  targetKindInvalid: 'Geçerli bir hedef türü seçiniz.',
  targetTooLong: 'Hedef bilgisi en fazla 100 karakter olabilir.',
  dateInvalid: 'Geçerli bir tarih giriniz.',
  dateOrder: 'Bitiş tarihi başlangıç tarihinden önce olamaz.',
  cursorInvalid: 'Geçersiz sayfa.',
  exportTooLarge: (max: number) =>
    `Dışa aktarılacak kayıt sayısı ${max.toLocaleString('tr-TR')} sınırını aşıyor. Lütfen filtreleri daraltınız.`,
} as const;

const M = AUDIT_FILTER_MESSAGES;

/** Rows per page on screen, and the most one CSV export holds. */
export const AUDIT_PAGE_SIZE = 50;
export const AUDIT_EXPORT_MAX_ROWS = 50_000;

/** 'YYYY-MM-DD' of a real calendar day from 2000 on, else null. */
const dayParts = (value: string) => calendarDayParts(value, { min: 2000, max: 2999 });

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional());

const day = z.string({ error: M.dateInvalid }).refine((v) => dayParts(v) !== null, { error: M.dateInvalid });

export const auditFilterSchema = z
  .object({
    personelId: optional(
      z
        .string({ error: M.staffInvalid })
        .regex(/^\d{1,10}$/, { error: M.staffInvalid })
        .transform(Number)
        .refine((n) => n > 0 && n <= 2_147_483_647, { error: M.staffInvalid }),
    ),
    islem: optional(
      z
        .string({ error: M.actionInvalid })
        .refine((v): v is AuditAction => Object.hasOwn(AUDIT_ACTIONS, v), { error: M.actionInvalid }),
    ),
    hedefTuru: optional(
      z.string({ error: M.targetKindInvalid }).refine(isAuditTargetKind, { error: M.targetKindInvalid }),
    ),
    hedefId: optional(z.string({ error: M.targetTooLong }).trim().max(100, { error: M.targetTooLong })),
    baslangic: optional(day),
    bitis: optional(day),
    sonraki: optional(
      z
        .string({ error: M.cursorInvalid })
        .regex(/^\d{1,15}$/, { error: M.cursorInvalid })
        .transform(Number),
    ),
  })
  .refine((f) => !f.baslangic || !f.bitis || f.baslangic <= f.bitis, { error: M.dateOrder, path: ['bitis'] });

export type AuditFilter = z.output<typeof auditFilterSchema>;
/** The filters as the screen holds them: every field a string, '' for none. */
export type AuditFilterForm = Record<'personelId' | 'islem' | 'hedefTuru' | 'hedefId' | 'baslangic' | 'bitis', string>;

export const EMPTY_AUDIT_FILTER: AuditFilterForm = {
  personelId: '',
  islem: '',
  hedefTuru: '',
  hedefId: '',
  baslangic: '',
  bitis: '',
};

/** The query string of a filter (and a page cursor): only the fields that are set. */
export function auditFilterQuery(filter: Partial<AuditFilterForm>, cursor?: string | null): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(filter)) if (v && v.trim() !== '') q.set(k, v.trim());
  if (cursor) q.set('sonraki', cursor);
  const s = q.toString();
  return s ? `?${s}` : '';
}

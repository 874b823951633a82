import { z } from 'zod';
import { TENDER_STATUS } from '../contract/lookups';
import {
  TENDER_DRAFT_LIMITS as L,
  TENDER_DRAFT_MESSAGES as M,
  type TenderDateField,
  type TenderDates,
} from './tender-draft';
import { istanbulDayBounds, istanbulLocalToIso } from '../format/istanbul-time';

/**
 * The payloads of /api/yonetim/ihaleler (docs/architecture.md §8, "Tenders"), shared by the draft
 * form (through formToPayload) and the server's validate(), so each limit and message is written
 * once. Money crosses as an exact decimal string ('1250.50') for the numeric(18,2) columns.
 */

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})$/;

/** An id chosen in a select: a positive whole number (a digit string is read as one). */
const idField = (required: string, invalid: string) =>
  z.union([z.number(), z.string()], { error: required }).transform((v, ctx) => {
    if (v === '') {
      ctx.addIssue({ code: 'custom', message: required });
      return z.NEVER;
    }
    const n = typeof v === 'number' ? v : /^\d{1,10}$/.test(v) ? Number(v) : Number.NaN;
    if (!Number.isSafeInteger(n) || n <= 0 || n > 2_147_483_647) {
      ctx.addIssue({ code: 'custom', message: invalid });
      return z.NEVER;
    }
    return n;
  });

/**
 * A decimal amount typed with a period or a comma, or a JSON number: answered as a plain decimal
 * string with at most `scale` places. `positive` refuses zero.
 */
const decimalField = (required: string, invalid: string, scale: number, positive: boolean) =>
  z.union([z.number(), z.string()], { error: required }).transform((v, ctx) => {
    const text = (typeof v === 'number' ? (Number.isFinite(v) ? String(v) : 'x') : v.trim()).replace(',', '.');
    if (text === '') {
      ctx.addIssue({ code: 'custom', message: required });
      return z.NEVER;
    }
    const shape = new RegExp(`^\\d{1,15}(\\.\\d{1,${scale}})?$`);
    if (!shape.test(text) || (positive && Number(text) <= 0)) {
      ctx.addIssue({ code: 'custom', message: invalid });
      return z.NEVER;
    }
    return text;
  });

const instant = z.string({ error: M.dateRequired }).superRefine((v, ctx) => {
  if (v.trim() === '') ctx.addIssue({ code: 'custom', message: M.dateRequired });
  else if (!ISO_INSTANT.test(v) || Number.isNaN(Date.parse(v)))
    ctx.addIssue({ code: 'custom', message: M.dateInvalid });
});

const flag = z.boolean({ error: M.flagInvalid });

const itemSchema = z.object(
  {
    ihaleKalemKategoriId: idField(M.categoryRequired, M.categoryInvalid),
    miktar: decimalField(M.quantityRequired, M.quantityInvalid, 3, true),
    olcuBirimiId: idField(M.unitRequired, M.unitInvalid),
    teslimatYeriId: idField(M.placeRequired, M.placeInvalid),
    acilisFiyati: decimalField(M.openingPriceRequired, M.openingPriceInvalid, 2, false),
    rumuzEtiketi: z.string({ error: M.aliasLabelMax }).trim().max(L.aliasLabel, M.aliasLabelMax),
    aciklama: z.string({ error: M.itemDescriptionMax }).trim().max(L.itemDescription, M.itemDescriptionMax),
  },
  { error: M.item },
);

/** The fields of a tender draft, as created (POST) and edited (PUT). */
export const tenderDraftSchema = z.object({
  baslik: z.string({ error: M.titleRequired }).trim().min(1, M.titleRequired).max(L.title, M.titleMax),
  aciklama: z.string({ error: M.descriptionMax }).max(L.description, M.descriptionMax),
  yayinTarihi: instant,
  baslangicTarihi: instant,
  bitisTarihi: instant,
  teminatTutari: decimalField(M.depositRequired, M.depositInvalid, 2, false),
  paraBirimiId: idField(M.currencyRequired, M.currencyInvalid),
  sonOdemeIcinEklenecekGun: z.coerce
    .number({ error: M.paymentDaysInvalid })
    .int(M.paymentDaysInvalid)
    .min(1, M.paymentDaysInvalid)
    .max(L.paymentDaysMax, M.paymentDaysInvalid),
  otomatikUzatmaAyarId: idField(M.extensionInvalid, M.extensionInvalid).nullable(),
  oneCikar: flag,
  kdvDahil: flag,
  otomatikSonuclandirma: flag,
  /** The one item of the tender (docs/architecture.md §8: the portal sells one item per tender). */
  kalem: itemSchema.nullable(),
  etiketler: z
    .array(z.string({ error: M.tagInvalid }).trim().min(1, M.tagInvalid).max(L.tag, M.tagInvalid), {
      error: M.tagInvalid,
    })
    .max(L.tags, M.tagsMax)
    .transform((tags) => [...new Set(tags)]),
});

export type TenderDraftInput = z.input<typeof tenderDraftSchema>;
export type TenderDraft = z.output<typeof tenderDraftSchema>;

const instantOrNull = (v: unknown) =>
  typeof v === 'string' && ISO_INSTANT.test(v) && !Number.isNaN(Date.parse(v)) ? new Date(v) : null;

/**
 * A payload's dates for dateProblems (lib/rules/tender-draft.ts): one not given or not an instant
 * is null, as the schema already says what is wrong with it.
 */
export function payloadDates(p: Partial<Record<TenderDateField, unknown>>): TenderDates {
  return {
    yayinTarihi: instantOrNull(p.yayinTarihi),
    baslangicTarihi: instantOrNull(p.baslangicTarihi),
    bitisTarihi: instantOrNull(p.bitisTarihi),
  };
}

/** The version the editor loaded (ihale.guncelleme_tarihi): an edit or publish of another version is refused. */
const version = z
  .string({ error: M.versionRequired })
  .refine((v) => ISO_INSTANT.test(v) && !Number.isNaN(Date.parse(v)), M.versionRequired);

export const tenderEditSchema = tenderDraftSchema.extend({ guncellemeTarihi: version });
export const tenderPublishSchema = z.object({ guncellemeTarihi: version });

const STATUS_IDS: readonly number[] = Object.values(TENDER_STATUS);

const optionalText = (max: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(max, message)
    .optional()
    .transform((v) => v || undefined);

const day = z
  .string({ error: M.dayInvalid })
  .optional()
  .transform((v) => v || undefined)
  .refine((v) => v === undefined || istanbulDayBounds(v) !== null, M.dayInvalid);

/** The list's query string (`GET /api/yonetim/ihaleler`): every field optional, all shareable in the address. */
export const tenderListQuerySchema = z.object({
  q: optionalText(L.searchText, M.searchInvalid),
  durum: z
    .string({ error: M.statusInvalid })
    .optional()
    .transform((v) => (v ? Number(v) : undefined))
    .refine((v) => v === undefined || STATUS_IDS.includes(v), M.statusInvalid),
  /** Start date from / until (Istanbul days, 'YYYY-MM-DD'). */
  baslangic: day,
  bitis: day,
  sayfa: z
    .string({ error: M.pageInvalid })
    .optional()
    .transform((v) => (v ? Number(v) : 1))
    .refine((v) => Number.isSafeInteger(v) && v >= 1 && v <= 100_000, M.pageInvalid),
});

export type TenderListQuery = z.output<typeof tenderListQuerySchema>;

// ---------------------------------------------------------------------------------------------
// The form

/** The draft form's values: dates as Istanbul `datetime-local` text, selects as text ('' = none). */
export interface TenderDraftFormValues {
  baslik: string;
  aciklama: string;
  yayinTarihi: string;
  baslangicTarihi: string;
  bitisTarihi: string;
  teminatTutari: string;
  paraBirimiId: string;
  sonOdemeIcinEklenecekGun: string;
  otomatikUzatmaAyarId: string;
  oneCikar: boolean;
  kdvDahil: boolean;
  otomatikSonuclandirma: boolean;
  kalem: {
    ihaleKalemKategoriId: string;
    miktar: string;
    olcuBirimiId: string;
    teslimatYeriId: string;
    acilisFiyati: string;
    rumuzEtiketi: string;
    aciklama: string;
  };
  etiketler: string[];
}

/** The form's values of a new tender: empty, deciding by hand (docs/architecture.md §8). */
export const EMPTY_TENDER_FORM: TenderDraftFormValues = {
  baslik: '',
  aciklama: '',
  yayinTarihi: '',
  baslangicTarihi: '',
  bitisTarihi: '',
  teminatTutari: '',
  paraBirimiId: '',
  sonOdemeIcinEklenecekGun: '7',
  otomatikUzatmaAyarId: '',
  oneCikar: false,
  kdvDahil: false,
  otomatikSonuclandirma: false,
  kalem: {
    ihaleKalemKategoriId: '',
    miktar: '',
    olcuBirimiId: '',
    teslimatYeriId: '',
    acilisFiyati: '',
    rumuzEtiketi: '',
    aciklama: '',
  },
  etiketler: [],
};

const localToWire = (v: string) => (v.trim() === '' ? '' : (istanbulLocalToIso(v) ?? 'geçersiz'));

/**
 * The form's values as the API takes them: Istanbul times as instants, an item left wholly empty
 * as no item. The form validates this with tenderDraftSchema, so its messages are the server's.
 */
export function formToPayload(v: TenderDraftFormValues): TenderDraftInput {
  const k = v.kalem;
  const itemEmpty = [
    k.ihaleKalemKategoriId,
    k.miktar,
    k.olcuBirimiId,
    k.teslimatYeriId,
    k.acilisFiyati,
    k.rumuzEtiketi,
    k.aciklama,
  ].every((x) => x.trim() === '');
  return {
    baslik: v.baslik,
    aciklama: v.aciklama,
    yayinTarihi: localToWire(v.yayinTarihi),
    baslangicTarihi: localToWire(v.baslangicTarihi),
    bitisTarihi: localToWire(v.bitisTarihi),
    teminatTutari: v.teminatTutari,
    paraBirimiId: v.paraBirimiId,
    sonOdemeIcinEklenecekGun: v.sonOdemeIcinEklenecekGun,
    otomatikUzatmaAyarId: v.otomatikUzatmaAyarId === '' ? null : v.otomatikUzatmaAyarId,
    oneCikar: v.oneCikar,
    kdvDahil: v.kdvDahil,
    otomatikSonuclandirma: v.otomatikSonuclandirma,
    kalem: itemEmpty ? null : { ...k },
    etiketler: v.etiketler,
  };
}

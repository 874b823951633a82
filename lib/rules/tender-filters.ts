import { LIST_STATUS_IDS } from './tender-status';

/**
 * The tender list's filters (docs/spec.md §2, §5): one schema for the filter panel, the URL and (later) the
 * API, so a limit or a message is written once. URL names are Turkish and short so shared links read well.
 */
export const FILTER_LIMITS = { ihaleNo: 10, fiyat: 10, baslik: 50, kelime: 50, etiket: 50 } as const;

/** Characters that may be typed into tender number and price fields: digits, dot, comma. */
export const NUMERIC_TEXT = /^[0-9.,]*$/;

/**
 * What the tender number field keeps of a keystroke: only allowed characters, at most `max` of them.
 * The price fields keep what was typed and say what is wrong instead: a stripped '5bin' would quietly
 * filter by 5 TL (issue #36).
 */
export function keepNumericText(value: string, max: number = FILTER_LIMITS.fiyat): string {
  return value.replace(/[^0-9.,]/g, '').slice(0, max);
}

export const FILTER_MESSAGES = {
  numericChars: 'Yalnızca rakam, nokta ve virgül girilebilir.',
  ihaleNoMax: 'İhale numarası en fazla 10 karakter olabilir.',
  fiyatMax: 'Fiyat en fazla 10 karakter olabilir.',
  // Says what a valid amount looks like: '1,500.50' or '1.5.0' is refused, not read as something else.
  fiyatInvalid: 'Geçerli bir fiyat giriniz (ör. 1.500,50).',
  baslikMax: 'Başlık en fazla 50 karakter olabilir.',
  kelimeMax: 'Anahtar kelime en fazla 50 karakter olabilir.',
  // A reversed range is said on both fields, each from its own side.
  minMax: 'En düşük fiyat en yüksek fiyattan büyük olamaz.',
  maxMin: 'En yüksek fiyat en düşük fiyattan küçük olamaz.',
} as const;

/** The two price fields, judged together (a reversed range belongs to neither alone). */
export const PRICE_FIELDS = ['minFiyat', 'maxFiyat'] as const;

/** Whole TL: plain digits ('1500') or dot-grouped thousands ('1.500', '1.250.000'). */
const WHOLE = /^(\d+|\d{1,3}(\.\d{3})+)$/;

/**
 * A Turkish-formatted amount as typed: '10.000,50' → 10000.5, '1500' → 1500, '12,5' → 12.5.
 * Dots group thousands in threes and a comma starts at most two decimals (amounts are kuruş, docs/
 * architecture.md §5). A single dot followed by one or two digits ('12.5') is read as a decimal point
 * because that is what the person meant. Anything else ('1,500.50', '1.5.0', '12,345', '1.') is null,
 * so the panel says it is wrong instead of filtering by a different number.
 */
export function parseAmountText(text: string | null | undefined): number | null {
  const v = (text ?? '').trim();
  const [whole, decimals, extra] = v.split(',');
  if (extra !== undefined || !WHOLE.test(whole)) {
    return extra === undefined && /^\d+\.\d{1,2}$/.test(v) ? Number(v) : null;
  }
  if (decimals !== undefined && !/^\d{1,2}$/.test(decimals)) return null;
  return Number(`${whole.replace(/\./g, '')}${decimals === undefined ? '' : `.${decimals}`}`);
}

/** A tender number as typed ('1.234' → 1234); null unless it is a positive whole number. */
export function parseTenderNo(text: string | null | undefined): number | null {
  const digits = (text ?? '').replace(/[.,]/g, '').trim();
  if (!/^\d{1,9}$/.test(digits)) return null;
  const n = Number(digits);
  return n > 0 ? n : null;
}

/** Prices sort by their TL value at the day's TCMB rate, so EUR, USD and TL tenders interleave rightly. */
export const SORT_OPTIONS = [
  { value: 'fiyat-artan', label: 'Fiyat (Artan)', orderby: 'GuncelFiyatTl asc' },
  { value: 'fiyat-azalan', label: 'Fiyat (Azalan)', orderby: 'GuncelFiyatTl desc' },
  { value: 'baslangic-artan', label: 'Başlangıç Tarihi (Eskiden Yeniye)', orderby: 'BaslangicTarihi asc' },
  { value: 'baslangic-azalan', label: 'Başlangıç Tarihi (Yeniden Eskiye)', orderby: 'BaslangicTarihi desc' },
  { value: 'bitis-artan', label: 'Bitiş Tarihi (Yakından Uzağa)', orderby: 'GuncelBitisTarihi asc' },
  { value: 'bitis-azalan', label: 'Bitiş Tarihi (Uzaktan Yakına)', orderby: 'GuncelBitisTarihi desc' },
  { value: 'durum-artan', label: 'Durum (Başlamayanlar Önce)', orderby: 'IhaleDurumuId asc' },
  { value: 'durum-azalan', label: 'Durum (Sonuçlananlar Önce)', orderby: 'IhaleDurumuId desc' },
] as const;

export type SortValue = (typeof SORT_OPTIONS)[number]['value'];
const SORT_VALUES = SORT_OPTIONS.map((o) => o.value) as [SortValue, ...SortValue[]];

export interface TenderFilterForm {
  ihaleNo?: string;
  minFiyat?: string;
  maxFiyat?: string;
  baslik?: string;
  kelime?: string;
  teslimatYeri?: string;
  durum?: string;
  kategori?: string;
  etiket?: string;
}

/**
 * The panel's messages for the fields the URL brought but the list ignored (`invalid` of
 * parseTenderListParams), so a form sent without JavaScript comes back with the field marked.
 */
export function ignoredFieldErrors(
  raw: TenderListRaw,
  invalid: string[],
): Partial<Record<keyof TenderFilterForm, string>> {
  const found = filterFormErrors(raw);
  const errors: Partial<Record<keyof TenderFilterForm, string>> = {};
  for (const key of PRICE_FIELDS) if (invalid.includes(key)) errors[key] = found[key] ?? FILTER_MESSAGES.fiyatInvalid;
  return errors;
}

/**
 * The panel's messages for what was typed (docs/spec.md §5), keyed by field. Plain code rather than the zod
 * schema so the browser does not download zod for the filter panel; the schema below wraps it.
 */
export function filterFormErrors(v: TenderFilterForm): Partial<Record<keyof TenderFilterForm, string>> {
  const errors: Partial<Record<keyof TenderFilterForm, string>> = {};
  const ihaleNo = v.ihaleNo?.trim() ?? '';
  if (!NUMERIC_TEXT.test(ihaleNo)) errors.ihaleNo = FILTER_MESSAGES.numericChars;
  else if (ihaleNo.length > FILTER_LIMITS.ihaleNo) errors.ihaleNo = FILTER_MESSAGES.ihaleNoMax;
  for (const key of ['minFiyat', 'maxFiyat'] as const) {
    const t = v[key]?.trim() ?? '';
    if (!NUMERIC_TEXT.test(t)) errors[key] = FILTER_MESSAGES.numericChars;
    else if (t.length > FILTER_LIMITS.fiyat) errors[key] = FILTER_MESSAGES.fiyatMax;
    else if (t && parseAmountText(t) === null) errors[key] = FILTER_MESSAGES.fiyatInvalid;
  }
  if ((v.baslik?.trim().length ?? 0) > FILTER_LIMITS.baslik) errors.baslik = FILTER_MESSAGES.baslikMax;
  if ((v.kelime?.trim().length ?? 0) > FILTER_LIMITS.kelime) errors.kelime = FILTER_MESSAGES.kelimeMax;
  const min = parseAmountText(v.minFiyat);
  const max = parseAmountText(v.maxFiyat);
  if (!errors.minFiyat && !errors.maxFiyat && min !== null && max !== null && min > max) {
    errors.minFiyat = FILTER_MESSAGES.minMax;
    errors.maxFiyat = FILTER_MESSAGES.maxMin;
  }
  return errors;
}

/** The list's state, read from the URL: every field already checked; absent = not filtered. */
export interface TenderListParams {
  ihaleNo?: number;
  minFiyat?: number;
  maxFiyat?: number;
  baslik?: string;
  kelime?: string;
  teslimatYeri?: number;
  durum?: (typeof LIST_STATUS_IDS)[number];
  kategori?: number;
  etiket?: string;
  siralama?: SortValue;
  sayfa: number;
}

/** Raw text of each field as it was in the URL, to refill the panel. */
export type TenderListRaw = Partial<Record<Exclude<keyof TenderListParams, 'sayfa'>, string>>;

export const PAGE_SIZE = 10;
/** Deep pages past this are refused (10 000 results is more than the portal will ever list). */
export const MAX_PAGE = 1000;

type SearchParamsLike = URLSearchParams | Record<string, string | string[] | undefined>;

function getParam(sp: SearchParamsLike, key: string): string | undefined {
  const v = sp instanceof URLSearchParams ? (sp.get(key) ?? undefined) : sp[key];
  const one = Array.isArray(v) ? v[0] : v;
  const t = one?.trim();
  return t ? t : undefined;
}

const positiveInt = (v: string | undefined): number | undefined =>
  v && /^\d{1,9}$/.test(v) && Number(v) > 0 ? Number(v) : undefined;

/** The '?sayfa=' of a paged list: 1 when absent, null when it is not a page number up to MAX_PAGE. */
export function pageParam(sp: SearchParamsLike): number | null {
  const v = getParam(sp, 'sayfa');
  if (v === undefined) return 1;
  const n = positiveInt(v);
  return n === undefined || n > MAX_PAGE ? null : n;
}

/**
 * Reads the list's state from the URL. Hand-edited or stale links never break the page: a value that
 * does not pass its rule is dropped and named in `invalid`, so the page can say so.
 */
export function parseTenderListParams(sp: SearchParamsLike): {
  params: TenderListParams;
  raw: TenderListRaw;
  invalid: string[];
} {
  const invalid: string[] = [];
  const raw: TenderListRaw = {};
  const params: TenderListParams = { sayfa: 1 };

  const text = (key: 'baslik' | 'kelime' | 'etiket', max: number) => {
    const v = getParam(sp, key);
    if (v === undefined) return;
    raw[key] = v.slice(0, max);
    if (v.length > max) invalid.push(key);
    else params[key] = v;
  };
  text('baslik', FILTER_LIMITS.baslik);
  text('kelime', FILTER_LIMITS.kelime);
  text('etiket', FILTER_LIMITS.etiket);

  const ihaleNo = getParam(sp, 'ihaleNo');
  if (ihaleNo !== undefined) {
    raw.ihaleNo = keepNumericText(ihaleNo, FILTER_LIMITS.ihaleNo);
    const n = ihaleNo.length <= FILTER_LIMITS.ihaleNo ? parseTenderNo(ihaleNo) : null;
    if (n === null) invalid.push('ihaleNo');
    else params.ihaleNo = n;
  }
  for (const key of ['minFiyat', 'maxFiyat'] as const) {
    const v = getParam(sp, key);
    if (v === undefined) continue;
    // As typed (not stripped to its digits): the panel shows it with the reason it was ignored, and
    // a link made from it never filters by a number nobody typed ('5bin' is not 5).
    raw[key] = v.slice(0, FILTER_LIMITS.fiyat);
    const n = v.length <= FILTER_LIMITS.fiyat ? parseAmountText(v) : null;
    if (n === null) invalid.push(key);
    else params[key] = n;
  }
  for (const key of ['teslimatYeri', 'kategori'] as const) {
    const v = getParam(sp, key);
    if (v === undefined) continue;
    const n = positiveInt(v);
    if (n === undefined) invalid.push(key);
    else {
      params[key] = n;
      raw[key] = String(n);
    }
  }
  const durum = getParam(sp, 'durum');
  if (durum !== undefined) {
    const n = Number(durum);
    if ((LIST_STATUS_IDS as readonly number[]).includes(n)) {
      params.durum = n as TenderListParams['durum'];
      raw.durum = durum;
    } else invalid.push('durum');
  }
  const siralama = getParam(sp, 'siralama');
  if (siralama !== undefined) {
    if ((SORT_VALUES as string[]).includes(siralama)) {
      params.siralama = siralama as SortValue;
      raw.siralama = siralama;
    } else invalid.push('siralama');
  }
  const sayfa = pageParam(sp);
  if (sayfa === null) invalid.push('sayfa');
  else params.sayfa = sayfa;
  if (params.minFiyat !== undefined && params.maxFiyat !== undefined && params.minFiyat > params.maxFiyat) {
    invalid.push('maxFiyat');
    delete params.maxFiyat;
  }
  return { params, raw, invalid };
}

const URL_KEYS = [
  'ihaleNo',
  'minFiyat',
  'maxFiyat',
  'baslik',
  'kelime',
  'teslimatYeri',
  'durum',
  'kategori',
  'etiket',
  'siralama',
] as const;

/**
 * The list URL for a state. Filters come from the raw texts (as the visitor typed them); the page is
 * left out when it is 1, so a filter or sort change naturally returns to the first page.
 */
export function tenderListHref(raw: TenderListRaw, page = 1): string {
  const sp = new URLSearchParams();
  for (const key of URL_KEYS) {
    const v = raw[key];
    if (v) sp.set(key, v);
  }
  if (page > 1) sp.set('sayfa', String(page));
  const qs = sp.toString();
  return qs ? `/ihaleler?${qs}` : '/ihaleler';
}

/** The last page of a list of `total` results (1 for an empty list). */
export const lastPageOf = (total: number) => (Number.isFinite(total) && total > 0 ? Math.ceil(total / PAGE_SIZE) : 1);

/**
 * Where to send a visitor asking for a page past the last one of `total` results ('?sayfa=99' of
 * 25 → page 3), given how the list addresses a page; null when the page exists. The tender list
 * and the archive of finished tenders both clamp this way.
 */
export function pastLastPageHref(page: number, total: number, hrefOf: (page: number) => string): string | null {
  const last = lastPageOf(total);
  return page > last ? hrefOf(last) : null;
}

/** The tender list's clamp: the last page, with the same filters. */
export const pageClampHref = (raw: TenderListRaw, page: number, total: number) =>
  pastLastPageHref(page, total, (last) => tenderListHref(raw, last));

/** True when any filter (not sort or page) is active: decides whether 'Filtreleri Temizle' shows. */
/** How many filters (not the sort) the URL sets. */
export const activeFilterCount = (raw: TenderListRaw) =>
  URL_KEYS.filter((k) => k !== 'siralama' && Boolean(raw[k])).length;

export const hasActiveFilters = (raw: TenderListRaw) => activeFilterCount(raw) > 0;

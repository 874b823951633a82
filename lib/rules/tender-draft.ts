import { TENDER_STATUS } from '../contract/lookups';
import { REQUEST_MESSAGES } from './request-messages';

/**
 * Tender preparation in the back-office (docs/architecture.md §8, "Tenders"): the limits and
 * Turkish messages of the draft form, which tenders may still be edited, and what a draft lacks
 * before it may be published. Pure: the form, the edit page's checklist and the publish route
 * (server/backoffice/tenders) all call these, so a rule or a message is written once.
 */

export const TENDER_DRAFT_LIMITS = {
  title: 200,
  /** The description is HTML from the rich-text editor. */
  description: 50_000,
  aliasLabel: 100,
  itemDescription: 2000,
  tag: 50,
  tags: 20,
  paymentDaysMax: 365,
  /** Rows per page of /yonetim/ihaleler. */
  pageSize: 20,
  searchText: 100,
} as const;

export const TENDER_DRAFT_MESSAGES = {
  titleRequired: 'İhale başlığı zorunludur.',
  titleMax: `İhale başlığı en fazla ${TENDER_DRAFT_LIMITS.title} karakter olabilir.`,
  descriptionMax: 'İhale açıklaması çok uzun.',
  dateRequired: 'Yayın, başlangıç ve bitiş tarihleri zorunludur.',
  dateInvalid: 'Geçerli bir tarih ve saat giriniz.',
  depositRequired: 'Teminat tutarı zorunludur.',
  depositInvalid: 'Teminat tutarı sıfır ya da daha büyük, en fazla iki ondalık basamaklı bir tutar olmalıdır.',
  currencyRequired: 'Para birimi seçiniz.',
  currencyInvalid: 'Geçerli bir para birimi seçiniz.',
  paymentDaysInvalid: `Ödeme süresi 1 ile ${TENDER_DRAFT_LIMITS.paymentDaysMax} gün arasında olmalıdır.`,
  extensionInvalid: 'Geçerli bir otomatik uzatma kuralı seçiniz.',
  flagInvalid: 'Seçim alanları evet ya da hayır olmalıdır.',
  item: 'Malzeme (kalem) bilgileri geçersiz.',
  categoryRequired: 'Malzeme kategorisi seçiniz.',
  categoryInvalid: 'Malzeme kategorisi, kategori ağacının en alt düzeyinden seçilmelidir.',
  quantityRequired: 'Miktar zorunludur.',
  quantityInvalid: 'Miktar sıfırdan büyük, en fazla üç ondalık basamaklı bir sayı olmalıdır.',
  unitRequired: 'Ölçü birimi seçiniz.',
  unitInvalid: 'Geçerli bir ölçü birimi seçiniz.',
  placeRequired: 'Teslimat yeri seçiniz.',
  placeInvalid: 'Geçerli ve etkin bir teslimat yeri seçiniz.',
  openingPriceRequired: 'Açılış fiyatı zorunludur.',
  openingPriceInvalid: 'Açılış fiyatı en fazla iki ondalık basamaklı bir tutar olmalıdır.',
  aliasLabelMax: `Rumuz etiketi en fazla ${TENDER_DRAFT_LIMITS.aliasLabel} karakter olabilir.`,
  itemDescriptionMax: `Malzeme açıklaması en fazla ${TENDER_DRAFT_LIMITS.itemDescription} karakter olabilir.`,
  tagInvalid: `Etiketler boş olamaz ve en fazla ${TENDER_DRAFT_LIMITS.tag} karakter olabilir.`,
  tagsMax: `En fazla ${TENDER_DRAFT_LIMITS.tags} etiket eklenebilir.`,
  versionRequired: 'İhalenin sürüm bilgisi eksik. Lütfen sayfayı yenileyiniz.',
  searchInvalid: 'Arama metni en fazla 100 karakter olabilir.',
  statusInvalid: 'Geçerli bir ihale durumu seçiniz.',
  dayInvalid: 'Tarih filtresi GG.AA.YYYY biçiminde geçerli bir gün olmalıdır.',
  pageInvalid: REQUEST_MESSAGES.pageInvalid,
  notFound: 'İhale bulunamadı.',
  staleEdit:
    'Bu ihale siz düzenlerken başka bir personel tarafından değiştirildi. Değişiklikleriniz kaydedilmedi; lütfen sayfayı yenileyip güncel bilgilerle tekrar deneyiniz.',
  readOnly: 'Bu ihale başladığı için artık düzenlenemez.',
  notDraft: 'Yalnızca taslak durumundaki bir ihale yayınlanabilir. Bu ihale zaten yayınlanmış ya da taslak değil.',
  /** A refused publish; what is missing follows as the list (errors, mesajList). */
  publishMissing: 'İhale yayınlanamadı. Yayınlamadan önce şu eksikleri tamamlayınız:',
  created: 'İhale taslağı oluşturuldu.',
  saved: 'İhale kaydedildi.',
  published: 'İhale yayınlandı.',
} as const;

/** What the publish check lists; each a sentence the screen shows as one line. */
export const MISSING = {
  title: 'İhale başlığı girilmelidir.',
  description: 'İhale açıklaması girilmelidir.',
  startPast: 'Başlangıç tarihi ileri bir tarih olmalıdır.',
  endBeforeStart: 'Bitiş tarihi başlangıç tarihinden sonra olmalıdır.',
  publishAfterStart: 'Yayın tarihi başlangıç tarihinden sonra olamaz.',
  deposit: 'Teminat tutarı sıfır ya da daha büyük olmalıdır.',
  item: 'Malzeme (kalem) bilgileri girilmelidir: kategori, miktar, ölçü birimi, teslimat yeri ve açılış fiyatı.',
  category: 'Malzeme kategorisi, kategori ağacının en alt düzeyinden seçilmelidir.',
  quantity: 'Malzeme miktarı sıfırdan büyük olmalıdır.',
  openingPrice: 'Açılış fiyatı sıfırdan büyük olmalıdır.',
  aliasLabel: 'Rumuz etiketi girilmelidir.',
  cardImage: 'Kart görseli yüklenmelidir (Görseller ve Ekler bölümü).',
} as const;

/** What the publish check needs to know of a draft (the server reads it from the database). */
export interface TenderDraftFacts {
  baslik: string;
  /** The description's HTML. */
  aciklama: string;
  yayinTarihi: Date;
  baslangicTarihi: Date;
  bitisTarihi: Date;
  teminatTutari: number;
  kalem: {
    /** Whether the chosen category is a leaf of the category tree. */
    kategoriYaprak: boolean;
    miktar: number;
    acilisFiyati: number;
    rumuzEtiketi: string;
  } | null;
  /** Whether a card image (usage 221) is among the tender's files. */
  kartGorseliVar: boolean;
}

/** The text of an HTML description: tags dropped, entities of spaces as spaces. */
export function htmlHasText(html: string): boolean {
  return (
    html
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;|&#160;/g, ' ')
      .trim() !== ''
  );
}

export type TenderDateField = 'yayinTarihi' | 'baslangicTarihi' | 'bitisTarihi';

/** A tender's dates as far as they are known: null (or absent) for one not given or not valid. */
export type TenderDates = Partial<Record<TenderDateField, Date | null>>;

export interface TenderDateProblem {
  /** The field the message belongs under on the form. */
  field: TenderDateField;
  message: string;
}

/**
 * The dates' own rules, the one definition for saving (the form and the API refuse a draft that
 * breaks them) and for publishing (missingForPublish lists them). Each rule is checked only when
 * its dates are given, so a half-typed form is told about the dates it has. The start must still be
 * ahead: a tender published after its start would skip 'Başlamadı' and begin with no time for
 * bidders to join.
 */
export function dateProblems(d: TenderDates, now: Date): TenderDateProblem[] {
  const { yayinTarihi: publish, baslangicTarihi: start, bitisTarihi: end } = d;
  const out: TenderDateProblem[] = [];
  if (start && start.getTime() <= now.getTime()) out.push({ field: 'baslangicTarihi', message: MISSING.startPast });
  if (start && end && end.getTime() <= start.getTime())
    out.push({ field: 'bitisTarihi', message: MISSING.endBeforeStart });
  if (start && publish && publish.getTime() > start.getTime())
    out.push({ field: 'yayinTarihi', message: MISSING.publishAfterStart });
  return out;
}

/**
 * What a draft lacks before it may be published (211 → 212), in the order of the form; empty when
 * it may be published at `now`. The dates' rules are dateProblems', which saving applies too.
 */
export function missingForPublish(d: TenderDraftFacts, now: Date): string[] {
  const out: string[] = [];
  if (d.baslik.trim() === '') out.push(MISSING.title);
  if (!htmlHasText(d.aciklama)) out.push(MISSING.description);
  out.push(...dateProblems(d, now).map((p) => p.message));
  if (!(d.teminatTutari >= 0)) out.push(MISSING.deposit);
  if (!d.kalem) out.push(MISSING.item);
  else {
    if (!d.kalem.kategoriYaprak) out.push(MISSING.category);
    if (!(d.kalem.miktar > 0)) out.push(MISSING.quantity);
    if (!(d.kalem.acilisFiyati > 0)) out.push(MISSING.openingPrice);
    if (d.kalem.rumuzEtiketi.trim() === '') out.push(MISSING.aliasLabel);
  }
  if (!d.kartGorseliVar) out.push(MISSING.cardImage);
  return out;
}

/**
 * Whether staff may still change a tender's details: a draft always; a published tender (212) only
 * until its start, when bidders may already have joined on what it said. From 213 on, never.
 */
export function isTenderEditable(statusId: number, start: Date, now: Date): boolean {
  if (statusId === TENDER_STATUS.taslak) return true;
  return statusId === TENDER_STATUS.baslamadi && start.getTime() > now.getTime();
}

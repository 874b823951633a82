import { FILE_USAGE } from '../contract/lookups';
import { ApiRequestError, apiRequest } from './http';
import { odataPath, odataString, type ODataQuery } from './odata';
import type { DosyaWire, IhaleWire, KalemWire, ODataResponse, TeklifWire } from '../contract/wire-types';
import { LIST_STATUS_IDS } from '../rules/tender-status';
import { tenderResultOf, type TenderResult } from '../rules/tender-archive';
import { PAGE_SIZE, SORT_OPTIONS, type TenderListParams } from '../rules/tender-filters';
import type { ExchangeRateModel } from '../rules/exchange-rate';
import type { WithdrawnTenderWire } from '../contract/tender-lifecycle';
import { LISTS_TAG, tenderTag } from '../cache/cache-tags';

/** Public tender set (docs/spec.md §7). */
export const TENDER_SET = 'HerkeseAcikIhaleAnaSayfaOData';

/** The list expands of docs/spec.md §7. */
export const LIST_EXPAND = ['ParaBirimi', 'IhaleDosyalari', 'Kalemleri', 'IhaleDurumu', 'FavoriIhaleler'];

/** What a tender card shows; pages never see the wire shape. */
export interface TenderCardModel {
  id: number;
  title: string;
  /** The tender number shown to users (the tender id, docs/spec.md §2: detail links use it). */
  number: string;
  statusId: number;
  statusName: string;
  deliveryPlace: string | null;
  /** ISO date-times */
  startDate: string;
  /** The effective end: the extended end when the tender was extended. */
  endDate: string;
  /** Highest bid, else opening price; null when unknown (e.g. a recently visited entry). */
  currentPrice: number | null;
  currency: string;
  /** The rate a EUR/USD price is shown in TL with ("≈ … TL"); null for TL or while no rate is known. */
  exchangeRate: ExchangeRateModel | null;
  /** Whether the prices include KDV; null when unknown (e.g. a recently visited entry). */
  vatIncluded: boolean | null;
  imageUrl: string | null;
  imageAlt: string;
}

/** Shape of GuncelFiyat/GuncelBitisTarihi when the API adds them (computed sort keys). */
type IhaleWithComputed = IhaleWire & { GuncelFiyat?: number | null; GuncelBitisTarihi?: string | null };

/** The reason of a 216/217 tender (server/modules/tenders/odata-model.ts DurumNedeni). */
type IhaleWithReason = IhaleWire & { DurumNedeni?: string | null };

export const firstItem = (t: IhaleWire): KalemWire | undefined => t.Kalemleri?.[0];

/** The item's current price: the highest bid once there is one, otherwise the opening price. */
export function currentPriceOf(t: IhaleWire): number | null {
  const computed = (t as IhaleWithComputed).GuncelFiyat;
  if (typeof computed === 'number') return computed;
  const k = firstItem(t);
  if (!k) return null;
  return k.TurTeklifleriTeklifTutariMax > 0 ? Math.max(k.TurTeklifleriTeklifTutariMax, k.AcilisFiyati) : k.AcilisFiyati;
}

export const effectiveEndOf = (t: Pick<IhaleWire, 'BitisTarihi' | 'UzatilmisBitisTarihi'>) =>
  t.UzatilmisBitisTarihi || t.BitisTarihi;

export const filesOfUsage = (files: DosyaWire[] | undefined, usage: number) =>
  (files ?? []).filter((f) => f.KullanimTuruId === usage);

/** Currency name as the UI prints it ('TL', 'USD', …). */
export const currencyOf = (t: IhaleWire) => t.ParaBirimi?.Adi || 'TL';

/** The tender's rate to TL when its currency is not TL and the server knows one. */
export function exchangeRateOf(t: IhaleWire): ExchangeRateModel | null {
  if (currencyOf(t) === 'TL' || typeof t.DovizKuru !== 'number' || t.DovizKuru <= 0 || !t.DovizKuruTarihi) return null;
  return { rate: t.DovizKuru, date: t.DovizKuruTarihi, standIn: t.DovizKuruKaynagi !== 'tcmb' };
}

export function toTenderCardModel(t: IhaleWire): TenderCardModel {
  const k = firstItem(t);
  const image =
    filesOfUsage(t.IhaleDosyalari, FILE_USAGE.cardImage)[0] ??
    filesOfUsage(t.IhaleDosyalari, FILE_USAGE.galleryImage)[0];
  return {
    id: t.Id,
    title: t.Baslik,
    number: String(t.Id),
    statusId: t.IhaleDurumuId,
    statusName: t.IhaleDurumu?.Adi ?? '',
    deliveryPlace: k?.TeslimatYeri?.Adi || k?.TeslimatYeriAdi || null,
    startDate: t.BaslangicTarihi,
    endDate: effectiveEndOf(t),
    currentPrice: currentPriceOf(t),
    currency: currencyOf(t),
    exchangeRate: exchangeRateOf(t),
    vatIncluded: typeof t.KdvDahil === 'boolean' ? t.KdvDahil : null,
    imageUrl: image?.Url ?? null,
    imageAlt: image?.Aciklama || image?.Adi || t.Baslik,
  };
}

/** Filter that keeps lists to the public statuses 212 and 213 (docs/spec.md §4). */
export const LIST_STATUS_FILTER = `IhaleDurumuId in (${LIST_STATUS_IDS.join(',')})`;

/**
 * ÖNE ÇIKAN İHALELER (docs/spec.md §7): featured first, newest published first, top 10 of the public
 * statuses. The home shows up to 3 of them.
 */
export async function fetchFeaturedTenders(): Promise<TenderCardModel[]> {
  const res = await apiRequest<ODataResponse<IhaleWire>>(
    odataPath(TENDER_SET, {
      filter: LIST_STATUS_FILTER,
      orderby: ['OneCikar desc', 'YayinTarihi desc'],
      top: 10,
      expand: LIST_EXPAND,
    }),
    { renderTags: [LISTS_TAG] },
  );
  return res.value.map(toTenderCardModel);
}

/** Lower-cases like the server's Turkish-aware tolower(), so 'IŞIK' finds 'ışık'. */
const trLower = (v: string) => v.toLocaleLowerCase('tr-TR');

/**
 * The OData query of the tender list for a URL state (docs/spec.md §2, §7). `categoryIds` is the selected
 * category with all its descendants (the caller resolves them from the tree). Every literal goes
 * through odataString, so a quote in a search term cannot change the filter.
 */
export function buildTenderListQuery(p: TenderListParams, categoryIds?: number[]): ODataQuery {
  const filter: string[] = [p.durum ? `IhaleDurumuId eq ${p.durum}` : LIST_STATUS_FILTER];
  if (p.ihaleNo !== undefined) filter.push(`Id eq ${p.ihaleNo}`);
  // The typed amounts are TL: they bound the current price's TL value (the same key as the price
  // sorts), so a 1.000 EUR tender falls in a 40.000–60.000 TL range.
  if (p.minFiyat !== undefined) filter.push(`GuncelFiyatTl ge ${p.minFiyat}`);
  if (p.maxFiyat !== undefined) filter.push(`GuncelFiyatTl le ${p.maxFiyat}`);
  if (p.baslik) filter.push(`contains(tolower(Baslik), ${odataString(trLower(p.baslik))})`);
  if (p.kelime) {
    const k = odataString(trLower(p.kelime));
    filter.push(`contains(tolower(Baslik), ${k}) or contains(tolower(Aciklama), ${k})`);
  }
  if (p.teslimatYeri !== undefined) filter.push(`Kalemleri/any(k: k/TeslimatYeriId eq ${p.teslimatYeri})`);
  if (p.kategori !== undefined) {
    const ids = categoryIds?.length ? categoryIds : [p.kategori];
    filter.push(`Kalemleri/any(k: k/IhaleKalemKategoriId in (${ids.join(',')}))`);
  }
  if (p.etiket) filter.push(`IhaleEtiketleri/any(e: e/Etiket/Adi eq ${odataString(p.etiket)})`);

  const sort = SORT_OPTIONS.find((o) => o.value === p.siralama);
  return {
    filter,
    // Id breaks ties so paging never shows a tender twice or skips one.
    orderby: sort ? [sort.orderby, 'Id desc'] : ['YayinTarihi desc', 'Id desc'],
    top: PAGE_SIZE,
    skip: (p.sayfa - 1) * PAGE_SIZE,
    count: true,
    expand: LIST_EXPAND,
  };
}

export interface TenderListResult {
  items: TenderCardModel[];
  total: number;
}

export async function fetchTenderList(p: TenderListParams, categoryIds?: number[]): Promise<TenderListResult> {
  const res = await apiRequest<ODataResponse<IhaleWire>>(odataPath(TENDER_SET, buildTenderListQuery(p, categoryIds)), {
    renderTags: [LISTS_TAG],
  });
  return { items: res.value.map(toTenderCardModel), total: res['@odata.count'] ?? res.value.length };
}

/** The detail expands of docs/spec.md §7. */
export const DETAIL_EXPAND = [
  'Teklifler',
  'ParaBirimi',
  'IhaleEtiketleri($expand=Etiket)',
  'OtomatikUzatmaAyar',
  'IhaleDosyalari',
  'Kalemleri($expand=OlcuBirimi,IhaleKalemDosyalari,IhaleKalemKategori,TeslimatYeri)',
  'IhaleDurumu',
  'FavoriIhaleler',
];

export const detailQuery = (id: number): ODataQuery => ({ filter: `Id eq ${id}`, top: 1, expand: DETAIL_EXPAND });

export interface FileModel {
  id: number;
  url: string;
  name: string;
  alt: string;
}

export interface BidModel {
  id: number;
  alias: string;
  amount: number;
  time: string;
  /** Placed by the portal for the alias's maximum (otomatik teklif): marked in 'Son Teklifler'. */
  automatic: boolean;
}

export interface TenderDetailModel extends TenderCardModel {
  /** Raw HTML from the API: sanitise on the server before rendering. */
  descriptionHtml: string;
  publishedAt: string;
  plannedEnd: string;
  extendedEnd: string | null;
  deposit: number;
  openingPrice: number | null;
  highestBid: number;
  autoExtension: string | null;
  paymentDays: number;
  gallery: FileModel[];
  cardImage: FileModel | null;
  attachments: FileModel[];
  item: {
    category: string | null;
    quantity: number | null;
    unit: string | null;
    deliveryPlace: string | null;
    deliveryAddress: string | null;
    description: string;
    aliasLabel: string | null;
    files: FileModel[];
  } | null;
  tags: string[];
  /** Highest amount first (docs/spec.md §2). */
  bids: BidModel[];
  /** How many bids the tender received. */
  bidCount: number;
  /** The sequence number of the newest bid in this data (0 without bids): the live catch-up starts after it. */
  lastSiraNo: number;
  /** The outcome of a finished tender (215, 216, 217); null before that. */
  result: TenderResult | null;
  /** The institution's reason for a cancellation (217) or a no-winner decision (216); null otherwise. */
  statusReason: string | null;
  isFavourite: boolean;
}

const toFile = (f: DosyaWire): FileModel => ({
  id: f.Id,
  url: f.Url,
  name: f.Adi || f.Url.split('/').pop() || 'Dosya',
  alt: f.Aciklama || f.Adi || '',
});

export function sortBidsByAmount(bids: TeklifWire[] | undefined): BidModel[] {
  return [...(bids ?? [])]
    .sort((a, b) => b.TeklifTutari - a.TeklifTutari || b.SiraNo - a.SiraNo)
    .map((b) => ({
      id: b.Id,
      alias: b.CariRumuzu,
      amount: b.TeklifTutari,
      time: b.TeklifTarihi,
      automatic: b.Otomatik === true,
    }));
}

export function toTenderDetailModel(t: IhaleWire): TenderDetailModel {
  const k = firstItem(t);
  const card = toTenderCardModel(t);
  const cardImage = filesOfUsage(t.IhaleDosyalari, FILE_USAGE.cardImage)[0];
  return {
    ...card,
    descriptionHtml: t.Aciklama ?? '',
    publishedAt: t.YayinTarihi,
    plannedEnd: t.BitisTarihi,
    extendedEnd: t.UzatilmisBitisTarihi && t.UzatilmisBitisTarihi !== t.BitisTarihi ? t.UzatilmisBitisTarihi : null,
    deposit: t.TeminatTutari,
    openingPrice: k ? k.AcilisFiyati : null,
    highestBid: k?.TurTeklifleriTeklifTutariMax ?? 0,
    autoExtension: t.OtomatikUzatmaAyar?.Aciklama || null,
    paymentDays: t.SonOdemeIcinEklenecekGun,
    gallery: filesOfUsage(t.IhaleDosyalari, FILE_USAGE.galleryImage).map(toFile),
    cardImage: cardImage ? toFile(cardImage) : null,
    attachments: filesOfUsage(t.IhaleDosyalari, FILE_USAGE.attachment).map(toFile),
    item: k
      ? {
          category: k.IhaleKalemKategori?.Adi ?? null,
          quantity: k.Miktar ?? null,
          unit: k.OlcuBirimi?.Adi ?? null,
          deliveryPlace: k.TeslimatYeri?.Adi || k.TeslimatYeriAdi || null,
          deliveryAddress: k.TeslimatYeri?.Adresi || null,
          description: k.Aciklama ?? '',
          aliasLabel: k.HerkeseAcikSatisIhaleKalemRumuz || null,
          files: (k.IhaleKalemDosyalari ?? []).map(toFile),
        }
      : null,
    tags: (t.IhaleEtiketleri ?? []).map((e) => e.Etiket?.Adi).filter((n): n is string => !!n),
    bids: sortBidsByAmount(t.Teklifler),
    bidCount: t.TeklifSayisi ?? t.Teklifler?.length ?? 0,
    lastSiraNo: Math.max(0, ...(t.Teklifler ?? []).map((b) => b.SiraNo)),
    result: tenderResultOf(t.IhaleDurumuId, t.KazananTutar),
    statusReason: (t as IhaleWithReason).DurumNedeni || null,
    isFavourite: (t.FavoriIhaleler ?? []).length > 0,
  };
}

/** A tender id from the URL: a positive whole number, else null (→ not found). */
export function parseTenderId(raw: string): number | null {
  if (!/^\d{1,9}$/.test(raw)) return null;
  const n = Number(raw);
  return n > 0 ? n : null;
}

/** The detail, or null when the tender does not exist or is not public (the set answers []). */
export async function fetchTenderDetail(id: number): Promise<TenderDetailModel | null> {
  const res = await apiRequest<ODataResponse<IhaleWire>>(odataPath(TENDER_SET, detailQuery(id)), {
    renderTags: [tenderTag(id)],
  });
  const t = res.value[0];
  return t ? toTenderDetailModel(t) : null;
}

/** A tender the institution withdrew from publication: its id and reason only (never its details). */
export interface WithdrawnTenderModel {
  id: number;
  reason: string | null;
}

/**
 * For an address the detail set does not answer: whether it is a withdrawn tender (then its page says
 * so, with the reason) or simply missing (null → 404).
 */
export async function fetchWithdrawnTender(id: number): Promise<WithdrawnTenderModel | null> {
  try {
    const data = await apiRequest<WithdrawnTenderWire>(`/v1/HerkeseAcikSatisIhale/${id}/YayindanKaldirma`);
    return { id: data.id, reason: data.neden };
  } catch (err) {
    if (err instanceof ApiRequestError && err.status === 404) return null;
    throw err;
  }
}

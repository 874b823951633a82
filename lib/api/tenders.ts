import { apiRequest } from './http';
import { odataPath } from './odata';
import type { DosyaWire, IhaleWire, KalemWire, ODataResponse } from './wire-types';
import { LIST_STATUS_IDS } from '../rules/tender-status';

/** Public tender set (SPEC §7). */
export const TENDER_SET = 'HerkeseAcikIhaleAnaSayfaOData';

/** File usage types (SPEC §3). */
export const FILE_USAGE = { cardImage: 221, galleryImage: 222, attachment: 223 } as const;

/** The list expands of SPEC §7. */
export const LIST_EXPAND = ['ParaBirimi', 'IhaleDosyalari', 'Kalemleri', 'IhaleDurumu', 'FavoriIhaleler'];

/** What a tender card shows; pages never see the wire shape. */
export interface TenderCardModel {
  id: number;
  title: string;
  /** The tender number shown to users (the tender id, SPEC §2: detail links use it). */
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
  imageUrl: string | null;
  imageAlt: string;
}

/** Shape of GuncelFiyat/GuncelBitisTarihi when the API adds them (computed sort keys). */
type IhaleWithComputed = IhaleWire & { GuncelFiyat?: number | null; GuncelBitisTarihi?: string | null };

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

export function toTenderCardModel(t: IhaleWire): TenderCardModel {
  const k = firstItem(t);
  const image = filesOfUsage(t.IhaleDosyalari, FILE_USAGE.cardImage)[0] ?? filesOfUsage(t.IhaleDosyalari, FILE_USAGE.galleryImage)[0];
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
    imageUrl: image?.Url ?? null,
    imageAlt: image?.Aciklama || image?.Adi || t.Baslik,
  };
}

/** Filter that keeps lists to the public statuses 212 and 213 (SPEC §4). */
export const LIST_STATUS_FILTER = `IhaleDurumuId in (${LIST_STATUS_IDS.join(',')})`;

/**
 * ÖNE ÇIKAN İHALELER (SPEC §7): featured first, newest published first, top 10 of the public
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
  );
  return res.value.map(toTenderCardModel);
}

/** SON GEZİLEN İHALELER: a locally stored visit as a card (no status, image or price known). */
export function cardModelFromRecent(r: { id: number; baslik: string; baslangicTarihi: string; bitisTarihi: string }): TenderCardModel {
  return {
    id: r.id,
    title: r.baslik,
    number: String(r.id),
    statusId: 0,
    statusName: '',
    deliveryPlace: null,
    startDate: r.baslangicTarihi,
    endDate: r.bitisTarihi,
    currentPrice: null,
    currency: 'TL',
    imageUrl: null,
    imageAlt: r.baslik,
  };
}

import type { IhaleWire } from '../../contract/wire-types';
import { isoToIstanbulLocal } from '../../format/istanbul-time';
import { EMPTY_TENDER_FORM, type TenderDraftFormValues, type TenderDraftInput } from '../../rules/tender-draft-schemas';
import type {
  StaffTenderDetailWire,
  StaffTenderListWire,
  StaffTenderOptionsWire,
  StaffTenderSavedWire,
} from '../../rules/tender-draft-wire';
import { TENDER_STATUS } from '../../contract/lookups';
import { statusStyle } from '../../rules/status-style';
import { toTenderDetailModel, type TenderDetailModel } from '../tenders';
import { staffRequest } from './staff-http';

/**
 * The back-office's tender preparation calls (server/backoffice/tenders, docs/architecture.md §8)
 * and their view models: the screens never see the wire shapes.
 */

/** The list's address state: every filter in the query string, so a list is shareable and survives Back. */
export interface StaffTenderListParams {
  q?: string;
  durum?: number;
  baslangic?: string;
  bitis?: string;
  sayfa: number;
}

const single = (v: string | string[] | null | undefined) => (Array.isArray(v) ? v[0] : (v ?? undefined)) || undefined;

/** The list's state from the address (unknown or malformed values are left out, never an error screen). */
export function listParamsFrom(search: URLSearchParams): StaffTenderListParams {
  const durum = Number(single(search.get('durum')));
  const sayfa = Number(single(search.get('sayfa')));
  const dayOk = (v: string | undefined) => (v && /^\d{4}-\d{2}-\d{2}$/.test(v) ? v : undefined);
  return {
    q: single(search.get('q'))?.slice(0, 100),
    durum: Object.values(TENDER_STATUS).includes(durum as never) ? durum : undefined,
    baslangic: dayOk(single(search.get('baslangic'))),
    bitis: dayOk(single(search.get('bitis'))),
    sayfa: Number.isSafeInteger(sayfa) && sayfa > 1 ? sayfa : 1,
  };
}

/** The query string of a list state (page 1 and empty filters left out). */
export function listQueryString(p: StaffTenderListParams): string {
  const s = new URLSearchParams();
  if (p.q) s.set('q', p.q);
  if (p.durum) s.set('durum', String(p.durum));
  if (p.baslangic) s.set('baslangic', p.baslangic);
  if (p.bitis) s.set('bitis', p.bitis);
  if (p.sayfa > 1) s.set('sayfa', String(p.sayfa));
  return s.toString();
}

export interface StaffTenderRowModel {
  id: number;
  title: string;
  statusId: number;
  statusName: string;
  publishedAt: string;
  startDate: string;
  endDate: string;
  withdrawn: boolean;
  featured: boolean;
  openingPrice: number | null;
  currency: string;
}

export interface StaffTenderListModel {
  rows: StaffTenderRowModel[];
  total: number;
  page: number;
  pageCount: number;
}

export async function fetchStaffTenders(p: StaffTenderListParams): Promise<StaffTenderListModel> {
  const qs = listQueryString(p);
  const w = await staffRequest<StaffTenderListWire>(`/yonetim/ihaleler${qs ? `?${qs}` : ''}`);
  return {
    rows: w.items.map((r) => ({
      id: r.id,
      title: r.baslik,
      statusId: r.ihaleDurumuId,
      statusName: r.ihaleDurumuAdi || statusStyle(r.ihaleDurumuId).label,
      publishedAt: r.yayinTarihi,
      startDate: r.baslangicTarihi,
      endDate: r.bitisTarihi,
      withdrawn: r.yayindanKaldir,
      featured: r.oneCikar,
      openingPrice: r.acilisFiyati === null ? null : Number(r.acilisFiyati),
      currency: r.paraBirimi,
    })),
    total: w.toplam,
    page: w.sayfa,
    pageCount: Math.max(1, Math.ceil(w.toplam / w.sayfaBoyutu)),
  };
}

export const fetchStaffTenderOptions = () => staffRequest<StaffTenderOptionsWire>('/yonetim/ihaleler/secenekler');

/** A tender as the edit screen holds it: the form's values and what the screen says around them. */
export interface StaffTenderEditModel {
  id: number;
  statusId: number;
  statusName: string;
  withdrawn: boolean;
  editable: boolean;
  /** What it lacks before publishing (a draft's checklist). */
  missing: string[];
  version: string;
  values: TenderDraftFormValues;
}

/** An amount as people in Türkiye type it: '1250.50' → '1250,50', '1250.00' → '1250'. */
export const moneyText = (v: string) => v.replace(/\.00$/, '').replace('.', ',');

/** A quantity without trailing zeros: '12.500' → '12,5', '3.000' → '3'. */
export const quantityText = (v: string) =>
  v
    .replace(/(\.\d*?)0+$/, '$1')
    .replace(/\.$/, '')
    .replace('.', ',');

export function toEditModel(w: StaffTenderDetailWire): StaffTenderEditModel {
  const k = w.kalem;
  return {
    id: w.id,
    statusId: w.ihaleDurumuId,
    statusName: w.ihaleDurumuAdi,
    withdrawn: w.yayindanKaldir,
    editable: w.duzenlenebilir,
    missing: w.eksikler,
    version: w.guncellemeTarihi,
    values: {
      baslik: w.baslik,
      aciklama: w.aciklama,
      yayinTarihi: isoToIstanbulLocal(w.yayinTarihi),
      baslangicTarihi: isoToIstanbulLocal(w.baslangicTarihi),
      bitisTarihi: isoToIstanbulLocal(w.bitisTarihi),
      teminatTutari: moneyText(w.teminatTutari),
      paraBirimiId: String(w.paraBirimiId),
      sonOdemeIcinEklenecekGun: String(w.sonOdemeIcinEklenecekGun),
      otomatikUzatmaAyarId: w.otomatikUzatmaAyarId === null ? '' : String(w.otomatikUzatmaAyarId),
      oneCikar: w.oneCikar,
      kdvDahil: w.kdvDahil,
      otomatikSonuclandirma: w.otomatikSonuclandirma,
      kalem: k
        ? {
            ihaleKalemKategoriId: String(k.ihaleKalemKategoriId),
            miktar: quantityText(k.miktar),
            olcuBirimiId: String(k.olcuBirimiId),
            teslimatYeriId: String(k.teslimatYeriId),
            acilisFiyati: moneyText(k.acilisFiyati),
            rumuzEtiketi: k.rumuzEtiketi,
            aciklama: k.aciklama,
          }
        : EMPTY_TENDER_FORM.kalem,
      etiketler: w.etiketler,
    },
  };
}

export const fetchStaffTender = async (id: number) =>
  toEditModel(await staffRequest<StaffTenderDetailWire>(`/yonetim/ihaleler/${id}`));

export const createStaffTender = (body: TenderDraftInput) =>
  staffRequest<StaffTenderSavedWire>('/yonetim/ihaleler', { method: 'POST', body });

export const updateStaffTender = (id: number, body: TenderDraftInput, version: string) =>
  staffRequest<StaffTenderSavedWire>(`/yonetim/ihaleler/${id}`, {
    method: 'PUT',
    body: { ...body, guncellemeTarihi: version },
  });

export const publishStaffTender = (id: number, version: string) =>
  staffRequest<StaffTenderSavedWire>(`/yonetim/ihaleler/${id}/yayinla`, {
    method: 'POST',
    body: { guncellemeTarihi: version },
  });

/**
 * The preview: the public page's model from the public wire shape, by the public page's own mapper.
 * A draft is shown as it will look once published ('Başlamadı'), its real status beside it.
 */
export interface StaffTenderPreviewModel {
  tender: TenderDetailModel;
  isDraft: boolean;
}

export async function fetchStaffTenderPreview(id: number): Promise<StaffTenderPreviewModel> {
  const w = await staffRequest<IhaleWire>(`/yonetim/ihaleler/${id}/onizleme`);
  const tender = toTenderDetailModel(w);
  const isDraft = tender.statusId === TENDER_STATUS.taslak;
  if (!isDraft) return { tender, isDraft };
  const published = TENDER_STATUS.baslamadi;
  return { tender: { ...tender, statusId: published, statusName: statusStyle(published).label }, isDraft };
}

import type { StaffTenderFile, StaffTenderFiles } from '../../contract/staff';
import { staffRequest } from './staff-http';

/** The tender files screen's calls and view models (server/backoffice/files/routes.ts). */

export interface TenderFileItem {
  id: number;
  url: string;
  thumbUrl: string;
  name: string;
  alt: string;
  order: number;
}

export interface TenderFilesModel {
  tender: { id: number; title: string; statusId: number; start: string };
  editable: boolean;
  card: TenderFileItem | null;
  gallery: TenderFileItem[];
  attachments: TenderFileItem[];
}

export type TenderFileSlot = 'kart-gorseli' | 'galeri' | 'ekler';

export const toTenderFileItem = (f: StaffTenderFile): TenderFileItem => ({
  id: f.id,
  url: f.url,
  thumbUrl: f.kucukUrl,
  name: f.adi,
  alt: f.aciklama || f.adi,
  order: f.siraNo,
});

export const toTenderFilesModel = (w: StaffTenderFiles): TenderFilesModel => ({
  tender: { id: w.ihale.id, title: w.ihale.baslik, statusId: w.ihale.ihaleDurumuId, start: w.ihale.baslangicTarihi },
  editable: w.duzenlenebilir,
  card: w.kartGorseli ? toTenderFileItem(w.kartGorseli) : null,
  gallery: w.galeri.map(toTenderFileItem),
  attachments: w.ekler.map(toTenderFileItem),
});

const base = (ihaleId: number) => `/yonetim/ihaleler/${ihaleId}/dosyalar`;

export const tenderFilesPath = (ihaleId: number, slot: TenderFileSlot) => `${base(ihaleId)}/${slot}`;

export const fetchTenderFiles = async (ihaleId: number) =>
  toTenderFilesModel(await staffRequest<StaffTenderFiles>(base(ihaleId)));

export const reorderTenderFiles = (ihaleId: number, tur: 'galeri' | 'ekler', sira: number[]) =>
  staffRequest<void>(`${base(ihaleId)}/sira`, { method: 'PUT', body: { tur, sira } });

export const deleteTenderFile = (ihaleId: number, dosyaId: number) =>
  staffRequest<void>(`${base(ihaleId)}/${dosyaId}`, { method: 'DELETE' });

/** The ids in a new order after moving one item a step up (-1) or down (+1). */
export function moved(ids: readonly number[], id: number, step: -1 | 1): number[] {
  const i = ids.indexOf(id);
  const j = i + step;
  if (i < 0 || j < 0 || j >= ids.length) return [...ids];
  const out = [...ids];
  [out[i], out[j]] = [out[j], out[i]];
  return out;
}

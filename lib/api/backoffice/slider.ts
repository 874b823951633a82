import type { StaffSlide } from '../../contract/staff';
import type { SlideEditInput } from '../../rules/upload-schemas';
import { staffRequest } from './staff-http';

/** The home slider screen's calls and view model (server/backoffice/files/routes.ts). */

export interface SlideItem {
  id: number;
  imageUrl: string;
  order: number;
  text: string;
  active: boolean;
}

export const toSlideItem = (s: StaffSlide): SlideItem => ({
  id: s.id,
  imageUrl: s.url,
  order: s.siraNo,
  text: s.aciklama,
  active: s.aktif,
});

export const SLIDER_PATH = '/yonetim/slider';

export const fetchSlides = async () => (await staffRequest<StaffSlide[]>(SLIDER_PATH)).map(toSlideItem);

export const saveSlide = async (id: number, body: SlideEditInput) =>
  toSlideItem(await staffRequest<StaffSlide>(`${SLIDER_PATH}/${id}`, { method: 'PUT', body }));

export const reorderSlides = (sira: number[]) =>
  staffRequest<void>(`${SLIDER_PATH}/sira`, { method: 'PUT', body: { sira } });

export const deleteSlide = (id: number) => staffRequest<void>(`${SLIDER_PATH}/${id}`, { method: 'DELETE' });

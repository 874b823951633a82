import type { StaffListItem, StaffRole } from '../../contract/staff';
import { STAFF_ROLES } from '../../contract/staff';
import { formatDateTime } from '../../format/date';
import type { StaffCreateInput } from '../../rules/staff-admin';
import { staffRequest } from './staff-http';

/** Staff and roles' calls (server/backoffice/staff/routes.ts) and the list's view model. */
export interface StaffMemberModel {
  id: number;
  kimlikNo: string;
  adiSoyadi: string;
  roller: StaffRole[];
  rolAdlari: string[];
  aktif: boolean;
  totpKayitli: boolean;
  /** 'DD.MM.YYYY HH:mm' Istanbul time, or 'Hiç giriş yapmadı'. */
  sonGiris: string;
}

export function toStaffMemberModel(w: StaffListItem): StaffMemberModel {
  return {
    id: w.id,
    kimlikNo: w.kimlikNo,
    adiSoyadi: w.adiSoyadi,
    roller: w.roller,
    rolAdlari: w.roller.map((r) => STAFF_ROLES[r]),
    aktif: w.aktif,
    totpKayitli: w.totpKayitli,
    sonGiris: w.sonGiris ? formatDateTime(w.sonGiris) : 'Hiç giriş yapmadı',
  };
}

export const fetchStaffList = async (signal?: AbortSignal) =>
  (await staffRequest<StaffListItem[]>('/yonetim/personel', { signal })).map(toStaffMemberModel);

export const addStaffMember = (body: StaffCreateInput) =>
  staffRequest<{ id: number }>('/yonetim/personel', { method: 'POST', body });

export const setStaffRoles = (id: number, roller: StaffRole[]) =>
  staffRequest<{ id: number }>(`/yonetim/personel/${id}/roller`, { method: 'PUT', body: { roller } });

export const setStaffActive = (id: number, aktif: boolean) =>
  staffRequest<{ id: number }>(`/yonetim/personel/${id}/durum`, { method: 'PUT', body: { aktif } });

export const resetStaffTotp = (id: number) =>
  staffRequest<{ id: number }>(`/yonetim/personel/${id}/totp-sifirla`, { method: 'POST', body: {} });

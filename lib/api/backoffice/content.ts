import type { StaffAnnouncement, StaffPage, StaffPortalPage } from '../../contract/staff';
import type { ContactDetails, ContactDetailsForm } from '../../rules/contact-details';
import { istanbulLocalToIso, isoToIstanbulLocal } from '../../format/istanbul-time';
import type { AnnouncementForm } from '../../rules/content-schemas';
import { staffRequest } from './staff-http';

/** The content screens' calls (server/content/routes.ts, docs/architecture.md §8 Content). */
const BASE = '/yonetim/icerik';

export interface AnnouncementModel {
  id: number;
  title: string;
  html: string;
  /** ISO 8601 */
  publishedAt: string;
  popup: boolean;
  withdrawn: boolean;
}

export const toAnnouncementModel = (w: StaffAnnouncement): AnnouncementModel => ({
  id: w.id,
  title: w.baslik,
  html: w.icerik,
  publishedAt: w.yayinTarihi,
  popup: w.popup,
  withdrawn: w.yayindanKaldir,
});

export interface AnnouncementPage {
  items: AnnouncementModel[];
  total: number;
  page: number;
  pageCount: number;
}

export async function fetchAnnouncements(q: { search: string; page: number }): Promise<AnnouncementPage> {
  const params = new URLSearchParams({ sayfa: String(q.page) });
  if (q.search.trim()) params.set('ara', q.search.trim());
  const res = await staffRequest<StaffPage<StaffAnnouncement>>(`${BASE}/duyurular?${params}`);
  return {
    items: res.items.map(toAnnouncementModel),
    total: res.toplam,
    page: res.sayfa,
    pageCount: Math.max(1, Math.ceil(res.toplam / res.sayfaBoyutu)),
  };
}

export const fetchAnnouncement = async (id: number) =>
  toAnnouncementModel(await staffRequest<StaffAnnouncement>(`${BASE}/duyurular/${id}`));

/** The form's values of an announcement (the publish date in Istanbul time). */
export const announcementFormValues = (a: AnnouncementModel): AnnouncementForm => ({
  baslik: a.title,
  icerik: a.html,
  yayinTarihi: isoToIstanbulLocal(a.publishedAt),
  popup: a.popup,
});

const announcementBody = (f: AnnouncementForm) => ({
  baslik: f.baslik,
  icerik: f.icerik,
  yayinTarihi: istanbulLocalToIso(f.yayinTarihi),
  popup: f.popup,
});

/** Creates (no id) or saves an announcement. */
export async function saveAnnouncement(id: number | null, form: AnnouncementForm): Promise<AnnouncementModel> {
  const res = await staffRequest<StaffAnnouncement>(id === null ? `${BASE}/duyurular` : `${BASE}/duyurular/${id}`, {
    method: id === null ? 'POST' : 'PUT',
    body: announcementBody(form),
  });
  return toAnnouncementModel(res);
}

/** Withdraws (true) or puts back (false) an announcement. */
export async function setAnnouncementWithdrawn(id: number, withdrawn: boolean): Promise<AnnouncementModel> {
  return toAnnouncementModel(
    await staffRequest<StaffAnnouncement>(`${BASE}/duyurular/${id}/yayin`, {
      method: 'PUT',
      body: { yayindanKaldir: withdrawn },
    }),
  );
}

export interface PortalPageModel {
  pageId: number;
  title: string;
  html: string;
}

const toPortalPageModel = (w: StaffPortalPage): PortalPageModel => ({
  pageId: w.sayfaId,
  title: w.baslik,
  html: w.icerik,
});

/** Where each portal page is seen by the public (app/(public)/…). */
export const PUBLIC_PAGE_PATHS: Record<number, string> = {
  141: '/portal-hakkinda/uyelik-sartlari',
  142: '/portal-hakkinda/kvkk-metni',
  143: '/portal-hakkinda/kullanici-sozlesmesi',
  144: '/yardim/sikca-sorulan-sorular',
  145: '/yardim/portal-kullanim-kilavuzu',
};

export const fetchPortalPages = async () =>
  (await staffRequest<StaffPortalPage[]>(`${BASE}/sayfalar`)).map(toPortalPageModel);

export const fetchPortalPageForEdit = async (pageId: number) =>
  toPortalPageModel(await staffRequest<StaffPortalPage>(`${BASE}/sayfalar/${pageId}`));

export const savePortalPage = async (pageId: number, form: { baslik: string; icerik: string }) =>
  toPortalPageModel(await staffRequest<StaffPortalPage>(`${BASE}/sayfalar/${pageId}`, { method: 'PUT', body: form }));

/** The contact details as the edit form holds them; null when none are stored. */
export const fetchContactDetailsForEdit = () => staffRequest<ContactDetails | null>(`${BASE}/iletisim`);

export const saveContactDetails = (form: ContactDetailsForm) =>
  staffRequest<ContactDetails>(`${BASE}/iletisim`, { method: 'PUT', body: form });

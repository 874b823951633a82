import { apiRequest } from './http';
import { odataPath } from './odata';
import type { IhaleKalemKategoriNode, ODataResponse, PortalSayfaWire, SliderWire } from '../contract/wire-types';
import { CONTENT_TAG } from '../cache/cache-tags';

/** Content sets and calls of docs/spec.md §7. */
export const SLIDER_SET = 'AnaSayfaSliderOData';
export const PORTAL_PAGE_SET = 'PortalSayfaOData';
/** Root of the material category tree; its children are the home's category circles. */
export const CATEGORY_ROOT_ID = 1;

/** Portal pages by SayfaId (docs/spec.md §2). */
export const PORTAL_PAGE = {
  uyelikSartlari: 141,
  kvkkMetni: 142,
  kullaniciSozlesmesi: 143,
  sikcaSorulanSorular: 144,
  portalKullanimKilavuzu: 145,
} as const;

export interface SlideModel {
  id: number;
  imageUrl: string;
  /** Alternative text and caption */
  description: string;
  order: number;
}

export const toSlideModel = (s: SliderWire): SlideModel => ({
  id: s.Id,
  imageUrl: s.Url,
  description: s.Aciklama ?? '',
  order: s.SiraNo,
});

/** Home banner slides, sorted by SiraNo (docs/spec.md §2). */
export async function fetchSlides(): Promise<SlideModel[]> {
  const res = await apiRequest<ODataResponse<SliderWire>>(odataPath(SLIDER_SET, { orderby: 'SiraNo asc' }), {
    renderTags: [CONTENT_TAG],
  });
  // Sorted again here so the order never depends on the server honouring $orderby.
  return res.value.map(toSlideModel).sort((a, b) => a.order - b.order);
}

export interface PortalPageModel {
  pageId: number;
  title: string;
  /** Raw HTML from the API: sanitise on the server before rendering. */
  html: string;
}

/** A content page by SayfaId, or null when the portal has none. */
export async function fetchPortalPage(pageId: number): Promise<PortalPageModel | null> {
  const res = await apiRequest<ODataResponse<PortalSayfaWire>>(
    odataPath(PORTAL_PAGE_SET, { filter: `SayfaId eq ${Math.trunc(pageId)}`, top: 1 }),
  );
  const p = res.value[0];
  return p ? { pageId: p.SayfaId, title: p.Baslik, html: p.Icerik ?? '' } : null;
}

export interface CategoryModel {
  id: number;
  name: string;
  /** /ihaleler?kategori=<id>: the tender list's category contract */
  href: string;
  childCount: number;
}

export const categoryHref = (id: number) => `/ihaleler?kategori=${id}`;

/** İLAN KATEGORİLERİ: the top level of the material category tree. */
export async function fetchTopCategories(): Promise<CategoryModel[]> {
  const tree = await apiRequest<IhaleKalemKategoriNode[]>(
    `/v1/IhaleKalemKategori?UstIhaleKalemKategoriId=${CATEGORY_ROOT_ID}`,
    { renderTags: [CONTENT_TAG] },
  );
  return (tree ?? []).map((n) => ({
    id: n.id,
    name: n.adi,
    href: categoryHref(n.id),
    childCount: n.altIhaleKalemKategorileri?.length ?? 0,
  }));
}

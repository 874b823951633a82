import { apiRequest } from './http';
import { odataPath } from './odata';
import type { IhaleWire, ODataResponse } from '../contract/wire-types';

/** Favourites (docs/spec.md §3, §7): FavoriIhaleOData (scoped to the caller on the server), POST and DELETE v1/FavoriIhale. */
export const FAVOURITE_SET = 'FavoriIhaleOData';

/** A FavoriIhaleOData row. */
export interface FavoriIhaleWire {
  Id: number;
  IhaleId: number;
  CariId: number;
  Ihale?: IhaleWire;
}

/** Tender id → favourite row id, for the toggles of one account. */
export type FavouriteIndex = Record<number, number>;

const ID_PAGE = 100;
/** A safety stop: 1000 favourites is far beyond real use. */
const MAX_ID_PAGES = 10;

/** Every favourite of the account as tender id → row id (only the two ids are fetched). */
export async function fetchFavouriteIndex(cariId: number, signal?: AbortSignal): Promise<FavouriteIndex> {
  const index: FavouriteIndex = {};
  for (let page = 0; page < MAX_ID_PAGES; page++) {
    const res = await apiRequest<ODataResponse<Pick<FavoriIhaleWire, 'Id' | 'IhaleId'>>>(
      odataPath(FAVOURITE_SET, {
        filter: `CariId eq ${cariId}`,
        select: ['Id', 'IhaleId'],
        orderby: 'Id desc',
        top: ID_PAGE,
        skip: page * ID_PAGE,
      }),
      { signal },
    );
    for (const row of res.value) index[row.IhaleId] = row.Id;
    if (res.value.length < ID_PAGE) break;
  }
  return index;
}

/** One row of the 'Favori İhalelerim' table (docs/spec.md §2). */
export interface FavouriteRowModel {
  id: number;
  tenderId: number;
  title: string;
  startDate: string;
  statusId: number;
  statusName: string;
  /** Highest bid so far (0 without bids). */
  lastBid: number;
}

export const FAVOURITE_PAGE_SIZE = 10;

export function toFavouriteRow(w: FavoriIhaleWire): FavouriteRowModel {
  const t = w.Ihale;
  return {
    id: w.Id,
    tenderId: w.IhaleId,
    title: t?.Baslik ?? '',
    startDate: t?.BaslangicTarihi ?? '',
    statusId: t?.IhaleDurumuId ?? 0,
    statusName: t?.IhaleDurumu?.Adi ?? '',
    lastBid: Math.max(0, ...(t?.Kalemleri ?? []).map((k) => k.TurTeklifleriTeklifTutariMax ?? 0)),
  };
}

/** docs/spec.md §7: the account's favourites, Ihale expanded, 10 a page, newest first, with the count. */
export async function fetchFavouritePage(
  cariId: number,
  page: number,
  signal?: AbortSignal,
): Promise<{ items: FavouriteRowModel[]; total: number }> {
  const res = await apiRequest<ODataResponse<FavoriIhaleWire>>(
    odataPath(FAVOURITE_SET, {
      filter: `CariId eq ${cariId}`,
      expand: 'Ihale($expand=IhaleDurumu,Kalemleri)',
      orderby: 'Id desc',
      top: FAVOURITE_PAGE_SIZE,
      skip: (Math.max(1, page) - 1) * FAVOURITE_PAGE_SIZE,
      count: true,
    }),
    { signal },
  );
  return { items: res.value.map(toFavouriteRow), total: res['@odata.count'] ?? res.value.length };
}

interface FavouriteCreatedWire {
  id?: unknown;
  Id?: unknown;
}

/** POST v1/FavoriIhale; answers the favourite row's id. */
export async function addFavourite(ihaleId: number, cariId: number): Promise<number> {
  const res = await apiRequest<FavouriteCreatedWire>('/v1/FavoriIhale', {
    method: 'POST',
    body: { IhaleId: ihaleId, cariId },
  });
  const id = Number(res?.id ?? res?.Id);
  if (!Number.isSafeInteger(id) || id <= 0) throw new Error('Favori kaydı oluşturulamadı.');
  return id;
}

/** DELETE v1/FavoriIhale/{id} */
export async function removeFavourite(id: number): Promise<void> {
  await apiRequest(`/v1/FavoriIhale/${id}`, { method: 'DELETE' });
}

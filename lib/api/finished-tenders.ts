import { apiRequest } from './http';
import { odataPath, type ODataQuery } from './odata';
import { toTenderCardModel, type TenderCardModel } from './tenders';
import type { IhaleWire, ODataResponse } from '../contract/wire-types';
import { tenderResultOf, type TenderResult } from '../rules/tender-archive';
import { PAGE_SIZE } from '../rules/tender-filters';
import { LISTS_TAG } from '../cache/cache-tags';

/** 'Sonuçlanan İhaleler': the server keeps it to finished public tenders of the last 12 months. */
export const FINISHED_SET = 'SonuclananIhaleOData';

/** An archive row: the card's facts plus the outcome and how many bids there were. */
export interface FinishedTenderModel extends TenderCardModel {
  result: TenderResult;
  bidCount: number;
}

export interface FinishedTenderList {
  items: FinishedTenderModel[];
  total: number;
}

/** Newest end first (Id breaks ties so paging never repeats or skips a row), 10 a page like the list. */
export function buildFinishedTendersQuery(page: number): ODataQuery {
  return {
    select: [
      'Id',
      'Baslik',
      'IhaleDurumuId',
      'BaslangicTarihi',
      'BitisTarihi',
      'UzatilmisBitisTarihi',
      'GuncelFiyat',
      'KazananTutar',
      'TeklifSayisi',
    ],
    expand: ['ParaBirimi', 'IhaleDosyalari', 'IhaleDurumu'],
    orderby: ['GuncelBitisTarihi desc', 'Id desc'],
    top: PAGE_SIZE,
    skip: (page - 1) * PAGE_SIZE,
    count: true,
  };
}

/** The row for a finished tender; null for any other status (the set never sends one). */
export function toFinishedTenderModel(t: IhaleWire): FinishedTenderModel | null {
  const result = tenderResultOf(t.IhaleDurumuId, t.KazananTutar);
  if (!result) return null;
  return { ...toTenderCardModel(t), result, bidCount: t.TeklifSayisi ?? 0 };
}

export async function fetchFinishedTenders(page: number): Promise<FinishedTenderList> {
  const res = await apiRequest<ODataResponse<IhaleWire>>(odataPath(FINISHED_SET, buildFinishedTendersQuery(page)), {
    renderTags: [LISTS_TAG],
  });
  return {
    items: res.value.map(toFinishedTenderModel).filter((m): m is FinishedTenderModel => m !== null),
    total: res['@odata.count'] ?? res.value.length,
  };
}

import { ODEME_DURUMU, type OdemeDurumu } from '../../contract/money';
import type { RecivePayload } from '../../contract/hub-events';
import { PROFILE_LIMITS } from '../../rules/profile-schemas';
import { apiRequest } from '../http';
import { odataPath } from '../odata';
import { effectiveEndOf } from '../tenders';
import type { IhaleWire, ODataResponse } from '../../contract/wire-types';

/** The three tabs of 'Katıldığım İhaleler' (docs/spec.md §2), named in the URL by these keys. */
export type MyTendersTab = 'devameden' | 'kazandigim' | 'kaybettigim';

export const MY_TENDER_TABS: ReadonlyArray<{ key: MyTendersTab; label: string }> = [
  { key: 'devameden', label: 'Devam Eden' },
  { key: 'kazandigim', label: 'Kazandığım' },
  { key: 'kaybettigim', label: 'Kaybettiğim' },
];

export function parseTab(value: string | null | undefined): MyTendersTab {
  return MY_TENDER_TABS.some((t) => t.key === value) ? (value as MyTendersTab) : 'devameden';
}

/** KazanilmaDurumu of a settled join record. */
export const KAZANILMA = { won: 1, lost: 2 } as const;

/**
 * The tab's filter (docs/spec.md §4): ongoing is 213; won is 215 with KazanilmaDurumu 1; lost is 215 or 216
 * with KazanilmaDurumu 2. Always scoped to the active account.
 */
export function tabFilter(tab: MyTendersTab, cariId: number): string[] {
  const account = `CariId eq ${cariId}`;
  switch (tab) {
    case 'devameden':
      return [account, 'Ihale/IhaleDurumuId eq 213'];
    case 'kazandigim':
      return [account, 'Ihale/IhaleDurumuId eq 215', `KazanilmaDurumu eq ${KAZANILMA.won}`];
    case 'kaybettigim':
      return [
        account,
        'Ihale/IhaleDurumuId eq 215 or Ihale/IhaleDurumuId eq 216',
        `KazanilmaDurumu eq ${KAZANILMA.lost}`,
      ];
  }
}

/** A participation record of IhaleKatilimCariOData (docs/spec.md §3), with the tender expanded. */
export interface IhaleKatilimCariWire {
  Id: number;
  IhaleId: number;
  CariId: number;
  CariRumuzu: string;
  IsActive: boolean;
  KazanilmaDurumu: number | null;
  CarininVerdigiSonTeklif: number;
  /** Payment fields computed by the server (server/modules/participation/odata-model.ts). */
  KazananTutar?: number | null;
  OdemeDurumu?: number;
  OdenecekTutar?: number | null;
  OdenenTutar?: number | null;
  OdemeTarihi?: string | null;
  SonOdemeTarihi?: string | null;
  IkinciTeklifDurumu?: string | null;
  Ihale?: IhaleWire;
}

/** A row of the table (docs/spec.md §3 My-tenders row), keyed by ihaleNo. */
export interface MyTenderRow {
  ihaleNo: number;
  ihaleBaslik: string;
  ihaleBaslangicTarihi: string;
  /** The end that applies (extended when it was). */
  ihaleBitisTarihi: string;
  /** The account's last (= highest) bid; 0 without one. */
  sonteklifTutari: number;
  /** The tender's current highest bid; 0 without bids. */
  mevcutTutar: number;
  statusId: number;
  statusName: string;
  /** The winning amount of a decided tender; null while it runs or without a winner. */
  kazananTutar: number | null;
  teminatTutari: number;
  /** What a winner still pays: the winning amount less the deposit and what was collected (server). */
  odenecekTutar: number | null;
  /** What the winner paid once the sale is paid, and when (the last collection's booking date). */
  odenenTutar: number | null;
  odemeTarihi: string | null;
  /** A winner's payment deadline (server): end + SonOdemeIcinEklenecekGun days, 23:59:59 Istanbul. */
  sonOdemeTarihi: string | null;
  /** This account's payment state in the tender (lib/contract/money.ts ODEME_DURUMU), from the server. */
  odemeDurumu: OdemeDurumu;
  cariRumuzu: string;
  currency: string;
}

const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : 0);

const PAY_STATES: readonly unknown[] = Object.values(ODEME_DURUMU);
const payState = (v: unknown): OdemeDurumu => (PAY_STATES.includes(v) ? (v as OdemeDurumu) : ODEME_DURUMU.yok);

export function toMyTenderRow(w: IhaleKatilimCariWire): MyTenderRow {
  const t = w.Ihale;
  const statusId = t?.IhaleDurumuId ?? 0;
  const highest = Math.max(0, ...(t?.Kalemleri ?? []).map((k) => num(k.TurTeklifleriTeklifTutariMax)));
  const end = t?.GuncelBitisTarihi ?? (t && effectiveEndOf(t)) ?? '';
  return {
    ihaleNo: w.IhaleId,
    ihaleBaslik: t?.Baslik ?? '',
    ihaleBaslangicTarihi: t?.BaslangicTarihi ?? '',
    ihaleBitisTarihi: end,
    sonteklifTutari: num(w.CarininVerdigiSonTeklif),
    mevcutTutar: highest,
    statusId,
    statusName: t?.IhaleDurumu?.Adi ?? '',
    // Money fields come from the server as they are: never derived from the tender in the browser.
    kazananTutar: typeof w.KazananTutar === 'number' ? w.KazananTutar : null,
    teminatTutari: num(t?.TeminatTutari),
    odenecekTutar: typeof w.OdenecekTutar === 'number' ? w.OdenecekTutar : null,
    odenenTutar: typeof w.OdenenTutar === 'number' ? w.OdenenTutar : null,
    odemeTarihi: w.OdemeTarihi ?? null,
    sonOdemeTarihi: w.SonOdemeTarihi ?? null,
    odemeDurumu: payState(w.OdemeDurumu),
    cariRumuzu: w.CariRumuzu ?? '',
    currency: t?.ParaBirimi?.Adi ?? 'TL',
  };
}

export const STANDING = { winning: 'Kazanıyorsunuz', losing: 'Kaybediyorsunuz' } as const;

/** docs/spec.md §4: 'Kazanıyorsunuz' when the current amount is the account's own last bid. */
export function ongoingStanding(row: Pick<MyTenderRow, 'sonteklifTutari' | 'mevcutTutar'>): string {
  return row.sonteklifTutari > 0 && row.sonteklifTutari === row.mevcutTutar ? STANDING.winning : STANDING.losing;
}

/**
 * A live bid (Recive) applied to the rows: the tender's current amount rises; a bid under the
 * row's own alias is the account's new last bid; an extension moves the end.
 */
export function applyLiveBid(rows: MyTenderRow[], p: RecivePayload): MyTenderRow[] {
  if (!p || !Number.isFinite(p.teklif)) return rows;
  let changed = false;
  const next = rows.map((r) => {
    if (r.ihaleNo !== p.id) return r;
    changed = true;
    return {
      ...r,
      mevcutTutar: Math.max(r.mevcutTutar, p.teklif),
      sonteklifTutari:
        p.cariRumuzu && p.cariRumuzu === r.cariRumuzu ? Math.max(r.sonteklifTutari, p.teklif) : r.sonteklifTutari,
      ihaleBitisTarihi: p.uzatildiMi && p.ihaleBitisSuresi ? p.ihaleBitisSuresi : r.ihaleBitisTarihi,
    };
  });
  return changed ? next : rows;
}

/** One page of the tab: IhaleKatilimCariOData, tender expanded, newest tender first, with the count. */
export async function fetchMyTenders(
  cariId: number,
  tab: MyTendersTab,
  page: number,
  signal?: AbortSignal,
): Promise<{ items: MyTenderRow[]; total: number }> {
  const res = await apiRequest<ODataResponse<IhaleKatilimCariWire>>(
    odataPath('IhaleKatilimCariOData', {
      filter: tabFilter(tab, cariId),
      expand: 'Ihale($expand=Kalemleri,IhaleDurumu,ParaBirimi)',
      orderby: 'IhaleId desc',
      top: PROFILE_LIMITS.pageSize,
      skip: (Math.max(1, page) - 1) * PROFILE_LIMITS.pageSize,
      count: true,
    }),
    { signal },
  );
  return { items: res.value.map(toMyTenderRow), total: res['@odata.count'] ?? res.value.length };
}

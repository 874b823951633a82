import { refundTextToAmount, PROFILE_LIMITS } from '../../rules/profile-schemas';
import { apiRequest } from '../http';
import { CURRENCY_KEYS, type Currency } from '../../contract/money';
import type { TeminatGecmisiWire, TeminatIadeWire } from '../../contract/wire-types';
import { amountOf } from './deposit-detail';

// The detail lives apart, without zod, for the tender page's signed-in island (issue #36 item 4).
export { type DepositAmounts, type DepositDetail, fetchDepositDetail, toDepositDetail } from './deposit-detail';

/** POST v1/Teminat/TeminatIade; the typed text's comma is sent as a period (docs/spec.md §5); TL unless told. */
export async function requestRefund(
  cariId: number,
  typed: string,
  currency: Currency = 'TL',
): Promise<TeminatIadeWire> {
  return apiRequest<TeminatIadeWire>('/v1/Teminat/TeminatIade', {
    method: 'POST',
    body: { cariId, talepTutari: refundTextToAmount(typed), ...(currency === 'TL' ? {} : { paraBirimi: currency }) },
  });
}

/** One row of the deposit history; direction 1 fills girisTutari, 2 cikisTutari. */
export interface DepositHistoryRow {
  id: number;
  islemTarihi: string;
  girisTutari: number;
  cikisTutari: number;
  aciklama: string;
  durum: string;
  /** The ledger row's kind; money paid in (`yatirma`) has a receipt to download. */
  tur: string;
  currency: Currency;
}

export interface DepositHistoryPage {
  items: DepositHistoryRow[];
  total: number;
}

export function toDepositHistoryPage(w: Partial<TeminatGecmisiWire> | null | undefined): DepositHistoryPage {
  const items = (w?.items ?? []).map((i, n) => ({
    id: typeof i.id === 'number' ? i.id : -n - 1,
    islemTarihi: i.islemTarihi ?? '',
    girisTutari: amountOf(i.girisTutari),
    cikisTutari: amountOf(i.cikisTutari),
    aciklama: i.aciklama ?? '',
    durum: i.durum ?? '',
    tur: i.tur ?? '',
    currency: i.paraBirimi && CURRENCY_KEYS.includes(i.paraBirimi) ? i.paraBirimi : ('TL' as Currency),
  }));
  return { items, total: typeof w?.totalCount === 'number' ? w.totalCount : items.length };
}

/** GET v1/Teminat/TeminatGecmisi?cariId&yil&PageNumber&PageSize */
export async function fetchDepositHistory(
  cariId: number,
  year: number | null,
  page: number,
  signal?: AbortSignal,
): Promise<DepositHistoryPage> {
  const q = new URLSearchParams({
    cariId: String(cariId),
    PageNumber: String(Math.max(1, page)),
    PageSize: String(PROFILE_LIMITS.pageSize),
  });
  if (year !== null) q.set('yil', String(year));
  return toDepositHistoryPage(await apiRequest<TeminatGecmisiWire>(`/v1/Teminat/TeminatGecmisi?${q}`, { signal }));
}

/**
 * The years the history filter offers (docs/spec.md §9): 2024 up to the current year, newest first. An
 * empty list means the filter is hidden (the current year is still 2024).
 */
export function historyYears(currentYear: number): number[] {
  const first = PROFILE_LIMITS.firstHistoryYear;
  if (currentYear <= first) return [];
  return Array.from({ length: currentYear - first + 1 }, (_, i) => currentYear - i);
}

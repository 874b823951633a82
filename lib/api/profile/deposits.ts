import { refundTextToAmount, PROFILE_LIMITS } from '../../rules/profile-schemas';
import { apiRequest } from '../http';
import { CURRENCY_KEYS, type Currency } from '../../contract/money';
import type {
  TeminatDetayTutarlariWire,
  TeminatDetayWire,
  TeminatGecmisiWire,
  TeminatIadeWire,
} from '../../contract/wire-types';

/** The deposit amounts in one currency: the three lines and the tender-blocked deposits. */
export interface DepositAmounts {
  lines: Array<{ key: string; label: string; amount: number }>;
  available: number;
  blocked: Array<{ ihaleId: number; ihaleAdi: string; rumuz: string; teminatMiktari: number }>;
}

/** Teminat Bilgileri (docs/spec.md §3 Deposit detail): TL, then every other currency the account has money in. */
export interface DepositDetail extends DepositAmounts {
  currencies: Array<{ currency: Currency } & DepositAmounts>;
}

const amountOf = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : 0);

export function toDepositDetail(w: Partial<TeminatDetayWire> | null | undefined): DepositDetail {
  return {
    ...toDepositAmounts(w),
    currencies: (w?.paraBirimleri ?? [])
      .filter((c) => CURRENCY_KEYS.includes(c.paraBirimi) && c.paraBirimi !== 'TL')
      .map((c) => ({ currency: c.paraBirimi, ...toDepositAmounts(c) })),
  };
}

function toDepositAmounts(w: Partial<TeminatDetayTutarlariWire> | null | undefined): DepositAmounts {
  return {
    lines: [
      {
        key: 'teminatKullanilabilirTutar',
        label: 'Kullanılabilir Teminat Tutarı',
        amount: amountOf(w?.teminatKullanilabilirTutar),
      },
      {
        key: 'aktifIhaleBlokajliTutar',
        label: 'Aktif İhalelerde Blokajlı Tutar',
        amount: amountOf(w?.aktifIhaleBlokajliTutar),
      },
      {
        key: 'kazanilanIhaleKullanilanTeminat',
        label: 'Kazanılan İhalelerde Kullanılan Teminat',
        amount: amountOf(w?.kazanilanIhaleKullanilanTeminat),
      },
    ],
    available: amountOf(w?.teminatKullanilabilirTutar),
    blocked: (w?.aktifIhaleBlokajliTeminatlar ?? []).map((b) => ({
      ihaleId: b.ihaleId,
      ihaleAdi: b.ihaleAdi ?? '',
      rumuz: b.rumuz ?? '',
      teminatMiktari: amountOf(b.teminatMiktari),
    })),
  };
}

/** GET v1/Teminat/Detay?cariId */
export async function fetchDepositDetail(cariId: number, signal?: AbortSignal): Promise<DepositDetail> {
  return toDepositDetail(await apiRequest<TeminatDetayWire>(`/v1/Teminat/Detay?cariId=${cariId}`, { signal }));
}

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

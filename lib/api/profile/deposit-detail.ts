import { apiRequest } from '../http';
import { CURRENCY_KEYS, type Currency } from '../../contract/money';
import type { TeminatDetayTutarlariWire, TeminatDetayWire } from '../../contract/wire-types';

/**
 * GET v1/Teminat/Detay as the screens read it: Teminat Bilgileri and, before the join dialog, the
 * tender page (issue #36 item 4), which is why this module stays free of zod.
 */

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

export const amountOf = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : 0);

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
        label: 'Aktif İhalelerde Blokeli Tutar',
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

/**
 * The available deposit in a tender's currency (amounts of different currencies never add up): TL
 * from the SPEC fields, another currency from its own group, 0 when the account has none in it.
 * Null for a currency the portal does not take.
 */
export function availableIn(detail: DepositDetail, currency: string): number | null {
  if (!CURRENCY_KEYS.includes(currency as Currency)) return null;
  if (currency === 'TL') return detail.available;
  return detail.currencies.find((c) => c.currency === currency)?.available ?? 0;
}

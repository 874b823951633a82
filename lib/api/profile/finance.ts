import { apiRequest } from '../http';
import { CURRENCY_KEYS, type Currency } from '../../contract/money';
import type { FinansOzetTutarlariWire, FinansOzetWire } from '../../contract/wire-types';

/** One line of 'Finansal Özet': a Turkish label and an amount (in the group's currency). */
export interface FinanceLine {
  key: keyof FinansOzetTutarlariWire;
  label: string;
  /** A sentence that says what the amount is (screen readers and the small print). */
  hint: string;
  amount: number;
}

/** The seven amounts of docs/spec.md §3 in the order a reader follows the money: paid in, held, out. */
export const FINANCE_LABELS: ReadonlyArray<Omit<FinanceLine, 'amount'>> = [
  {
    key: 'yatirilanTeminatTutariToplami',
    label: 'Yatırılan Teminat Toplamı',
    hint: 'Hesabınıza bugüne kadar yatırdığınız teminatların toplamı.',
  },
  {
    key: 'kullanilabilirTeminatTutari',
    label: 'Kullanılabilir Teminat',
    hint: 'Yeni ihalelere katılmak veya iade talep etmek için kullanabileceğiniz tutar.',
  },
  {
    key: 'blokajliTeminatTutariToplami',
    label: 'Blokeli Teminat Toplamı',
    hint: 'Katıldığınız, devam eden ihaleler için bloke edilen teminat.',
  },
  {
    key: 'kazandigimIhalelerToplami',
    label: 'Kazandığım İhaleler Toplamı',
    hint: 'Kazandığınız ihalelerin toplam tutarı.',
  },
  {
    key: 'yananTeminatlarToplami',
    label: 'Yanan Teminatlar Toplamı',
    hint: 'Ödeme yükümlülüğü yerine getirilmediği için irat kaydedilen teminatlar.',
  },
  {
    key: 'iadeBekleyenTeminatlarToplami',
    label: 'İade Bekleyen Teminatlar',
    hint: 'İade talebinde bulunduğunuz, henüz hesabınıza aktarılmamış tutar.',
  },
  {
    key: 'iadeAldigimTeminatlarToplami',
    label: 'İade Aldığım Teminatlar',
    hint: 'Hesabınıza iade edilen teminatların toplamı.',
  },
];

const amountOf = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : 0);

export function toFinanceLines(w: Partial<FinansOzetTutarlariWire> | null | undefined): FinanceLine[] {
  return FINANCE_LABELS.map((l) => ({ ...l, amount: amountOf(w?.[l.key]) }));
}

/** The summary: the TL lines (docs/spec.md §3), then the same lines for every other currency the account has money in. */
export interface FinanceSummary {
  lines: FinanceLine[];
  currencies: { currency: Currency; lines: FinanceLine[] }[];
}

export function toFinanceSummary(w: Partial<FinansOzetWire> | null | undefined): FinanceSummary {
  return {
    lines: toFinanceLines(w),
    currencies: (w?.paraBirimleri ?? [])
      .filter((c) => CURRENCY_KEYS.includes(c.paraBirimi) && c.paraBirimi !== 'TL')
      .map((c) => ({ currency: c.paraBirimi, lines: toFinanceLines(c) })),
  };
}

/** GET v1/Finans/Ozet?cariId */
export async function fetchFinancialSummary(cariId: number, signal?: AbortSignal): Promise<FinanceSummary> {
  return toFinanceSummary(await apiRequest<FinansOzetWire>(`/v1/Finans/Ozet?cariId=${cariId}`, { signal }));
}

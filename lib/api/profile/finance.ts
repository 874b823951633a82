import { apiRequest } from '../http';
import type { FinansOzetWire } from '../../contract/wire-types';

/** One line of 'Finansal Özet': a Turkish label and a lira amount. */
export interface FinanceLine {
  key: keyof FinansOzetWire;
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
    label: 'Blokajlı Teminat Toplamı',
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

export function toFinanceLines(w: Partial<FinansOzetWire> | null | undefined): FinanceLine[] {
  return FINANCE_LABELS.map((l) => ({ ...l, amount: amountOf(w?.[l.key]) }));
}

/** GET v1/Finans/Ozet?cariId */
export async function fetchFinancialSummary(cariId: number, signal?: AbortSignal): Promise<FinanceLine[]> {
  return toFinanceLines(await apiRequest<FinansOzetWire>(`/v1/Finans/Ozet?cariId=${cariId}`, { signal }));
}

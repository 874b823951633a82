import { queryOptions } from '@tanstack/react-query';
import {
  CARD_ACCOUNT,
  type ReconciliationItemKind,
  type StaffReconciliation,
  type StaffReconciliationRow,
} from '../../contract/reconciliation';
import { CARD_ACCOUNT_LABEL, RECONCILIATION_ITEM_LABELS, type ReconciliationPeriod } from '../../rules/reconciliation';
import { formatIban } from '../../rules/iban';
import { staffRequest } from './staff-http';

/** Mutabakat (server/backoffice/finance/reconciliation/routes.ts, docs/architecture.md §9). */
export interface ReconciliationItemModel {
  kind: ReconciliationItemKind;
  label: string;
  source: string;
  party: string | null;
  amount: number;
  /** Its part of the row's difference (bank minus portal). */
  difference: number;
}

export interface ReconciliationRowModel {
  key: string;
  day: string;
  accountLabel: string;
  currency: string;
  bankIn: number;
  bankOut: number;
  ledgerIn: number;
  ledgerOut: number;
  difference: number;
  items: ReconciliationItemModel[];
}

export interface ReconciliationModel {
  from: string;
  to: string;
  rows: ReconciliationRowModel[];
}

const toRow = (r: StaffReconciliationRow): ReconciliationRowModel => ({
  key: `${r.gun}|${r.hesap}|${r.paraBirimi}`,
  day: r.gun,
  accountLabel: r.hesap === CARD_ACCOUNT ? CARD_ACCOUNT_LABEL : formatIban(r.hesap),
  currency: r.paraBirimi,
  bankIn: r.bankaGiris,
  bankOut: r.bankaCikis,
  ledgerIn: r.portalGiris,
  ledgerOut: r.portalCikis,
  difference: r.fark,
  items: r.kalemler.map((k) => ({
    kind: k.tur,
    label: RECONCILIATION_ITEM_LABELS[k.tur],
    source: k.kaynak,
    party: k.taraf,
    amount: k.tutar,
    difference: k.fark,
  })),
});

export const reconciliationKeys = { all: ['yonetim', 'mali', 'mutabakat'] as const };

/** A period's rows; null asks for the server's default (the last seven days). */
export const reconciliationQuery = (period: ReconciliationPeriod | null) =>
  queryOptions({
    queryKey: [...reconciliationKeys.all, period?.baslangic ?? '', period?.bitis ?? ''] as const,
    queryFn: async ({ signal }): Promise<ReconciliationModel> => {
      const q = period ? `?${new URLSearchParams(period).toString()}` : '';
      const data = await staffRequest<StaffReconciliation>(`/yonetim/mali/mutabakat${q}`, { signal });
      return { from: data.baslangic, to: data.bitis, rows: data.satirlar.map(toRow) };
    },
  });

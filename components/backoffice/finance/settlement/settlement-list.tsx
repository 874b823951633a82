'use client';
import { StaffTabs } from '@/components/backoffice/common/staff-tabs';
import { StaffPagedTable } from '@/components/backoffice/common/staff-paged-table';
import { RowLinkCell, type StaffColumn } from '@/components/backoffice/common/staff-table';
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { SectionHeader, STAFF_HOME_TRAIL } from '@/components/backoffice/layout/section-header';
import { settlementListQuery } from '@/lib/api/backoffice/settlement-queries';
import {
  DEADLINE_RULE_TEXTS,
  SETTLEMENT_FILTER_LABELS,
  SETTLEMENT_FILTERS,
  type SettlementFilter,
} from '@/lib/contract/settlement';
import { formatDateTime } from '@/lib/format/date';
import { formatMoney } from '@/lib/format/money';
import { CollectionsDialog } from './collections-dialog';
import { DeadlineRule } from './deadline-rule';
import { SettlementStateChip } from './settlement-state-chip';

const ALL = 'tumu';
type FilterKey = SettlementFilter | typeof ALL;
const TABS: Array<{ key: FilterKey; label: string }> = [
  { key: ALL, label: 'Tümü' },
  ...SETTLEMENT_FILTERS.map((f) => ({ key: f, label: SETTLEMENT_FILTER_LABELS[f] })),
];

const COLUMNS: StaffColumn[] = [
  { label: 'İhale' },
  { label: 'Kazanan' },
  { label: 'Kazanan Tutar', align: 'right' },
  { label: 'Teminat', align: 'right' },
  { label: 'Tahsil Edilen', align: 'right' },
  { label: 'Kalan', align: 'right' },
  { label: 'Son Ödeme Tarihi', nowrap: true },
  { label: 'Durum' },
];

const amount = (v: number | null, currency: string) => (v === null ? '—' : formatMoney(v, currency));

/**
 * /yonetim/mali/odemeler (docs/architecture.md §9): won tenders with the winner, the amounts, the
 * payment deadline and the state (awaiting, paid, forfeited and offered to the runner-up with the
 * offer's state and deadline, ended without a winner), filtered by state, 20 a page; each tender's
 * collections in a dialog. Above it the deadline rule (the bank's booking date, the grace for the
 * statement, editable); a tender past its deadline says it waits for the statement, and a forfeited
 * one lists the defaulter's transfers booked in time but imported late, for Mali İşler to decide.
 */
export function SettlementList() {
  const [filter, setFilter] = useState<FilterKey>(ALL);
  const [page, setPage] = useState(1);
  const [collections, setCollections] = useState<number | null>(null);
  const list = useQuery(settlementListQuery({ filter: filter === ALL ? null : filter, page }));

  return (
    <>
      <SectionHeader trail={STAFF_HOME_TRAIL} title="Satış Ödemeleri" />
      {list.data && <DeadlineRule graceDays={list.data.graceDays} />}
      <StaffTabs
        value={filter}
        onChange={(v) => {
          setFilter(v);
          setPage(1);
        }}
        label="Ödeme durumu"
        tabs={TABS}
        prefix="odeme"
      >
        <StaffPagedTable
          query={list}
          loadingLabel="Satış ödemeleri yükleniyor"
          page={page}
          onPageChange={setPage}
          label="Kazananı belirlenmiş ihaleler"
          columns={COLUMNS}
          empty="Bu durumda ihale bulunmamaktadır."
          containerProps={{ sx: { opacity: list.isPlaceholderData ? 0.6 : 1 } }}
          renderRow={(r) => (
            <TableRow key={r.ihaleId} hover data-testid={`odeme-${r.ihaleId}`}>
              <RowLinkCell href={`/ihaleler/${r.ihaleId}`} minWidth={150}>
                {r.ihaleId} – {r.title}
              </RowLinkCell>
              <TableCell sx={{ minWidth: 120 }}>{r.winner}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {amount(r.winningAmount, r.currency)}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {amount(r.deposit, r.currency)}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {amount(r.collected, r.currency)}
                <br />
                <Button
                  size="small"
                  onClick={() => setCollections(r.ihaleId)}
                  aria-label={`Tahsilatlar: ${r.ihaleId} numaralı ihale`}
                >
                  Tahsilatlar
                </Button>
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {amount(r.due, r.currency)}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{r.deadline ? formatDateTime(r.deadline) : '—'}</TableCell>
              <TableCell sx={{ minWidth: 170, maxWidth: 220 }}>
                <SettlementStateChip row={r} />
                {r.offer && (
                  <Box sx={{ fontSize: '0.8125rem', mt: 0.5 }}>
                    İkinci teklif: {r.offer.to} ({amount(r.offer.amount, r.currency)}), {r.offer.state}, son yanıt{' '}
                    {formatDateTime(r.offer.deadline)}. Teminatı yanan: {r.offer.from}
                  </Box>
                )}
                {r.reason && <Box sx={{ fontSize: '0.8125rem', mt: 0.5 }}>{r.reason}</Box>}
                {r.waitingUntil && (
                  <Box sx={{ fontSize: '0.8125rem', mt: 0.5 }}>
                    <strong>{DEADLINE_RULE_TEXTS.waiting}.</strong>{' '}
                    {DEADLINE_RULE_TEXTS.waitingUntil(formatDateTime(r.waitingUntil))}
                  </Box>
                )}
                {r.lateImported.map((g) => (
                  <Box key={g.lineId} sx={{ fontSize: '0.8125rem', mt: 0.5, color: 'warning.dark' }}>
                    <strong>{DEADLINE_RULE_TEXTS.lateImported}:</strong>{' '}
                    {DEADLINE_RULE_TEXTS.lateImportedDetail(
                      formatMoney(g.amount, r.currency),
                      formatDateTime(g.bookedAt),
                    )}
                  </Box>
                ))}
              </TableCell>
            </TableRow>
          )}
        />
      </StaffTabs>
      <CollectionsDialog ihaleId={collections} onClose={() => setCollections(null)} />
    </>
  );
}

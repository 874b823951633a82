'use client';
import { StaffPagination } from '@/components/backoffice/common/staff-pagination';
import { useState } from 'react';
import NextLink from 'next/link';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tabs from '@mui/material/Tabs';
import { failureText } from '@/components/backoffice/content/form-notice';
import { SectionHeader, STAFF_HOME_TRAIL } from '@/components/backoffice/layout/section-header';
import { fetchSettlements } from '@/lib/api/backoffice/settlement';
import { SETTLEMENT_FILTER_LABELS, SETTLEMENT_FILTERS, type SettlementFilter } from '@/lib/contract/settlement';
import { formatDateTime } from '@/lib/format/date';
import { formatMoney } from '@/lib/format/money';
import { CollectionsDialog } from './collections-dialog';
import { SettlementStateChip } from './settlement-state-chip';

const ALL = 'tumu';
type FilterKey = SettlementFilter | typeof ALL;
const TABS: Array<{ key: FilterKey; label: string }> = [
  { key: ALL, label: 'Tümü' },
  ...SETTLEMENT_FILTERS.map((f) => ({ key: f, label: SETTLEMENT_FILTER_LABELS[f] })),
];

const amount = (v: number | null, currency: string) => (v === null ? '—' : formatMoney(v, currency));

/**
 * /yonetim/mali/odemeler (docs/architecture.md §10): won tenders with the winner, the amounts, the
 * payment deadline and the state (awaiting, paid, forfeited and offered to the runner-up with the
 * offer's state and deadline, ended without a winner), filtered by state, 20 a page; each tender's
 * collections in a dialog.
 */
export function SettlementList() {
  const [filter, setFilter] = useState<FilterKey>(ALL);
  const [page, setPage] = useState(1);
  const [collections, setCollections] = useState<number | null>(null);
  const list = useQuery({
    queryKey: ['yonetim', 'mali', 'odemeler', filter, page],
    queryFn: () => fetchSettlements({ filter: filter === ALL ? null : filter, page }),
    placeholderData: keepPreviousData,
  });

  return (
    <>
      <SectionHeader trail={STAFF_HOME_TRAIL} title="Satış Ödemeleri" />
      <Tabs
        value={filter}
        onChange={(_e, v: FilterKey) => {
          setFilter(v);
          setPage(1);
        }}
        aria-label="Ödeme durumu"
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        {TABS.map((t) => (
          <Tab key={t.key} value={t.key} label={t.label} id={`odeme-sekme-${t.key}`} aria-controls="odeme-liste" />
        ))}
      </Tabs>
      <Box id="odeme-liste" role="tabpanel" aria-labelledby={`odeme-sekme-${filter}`}>
        {list.isError && <Alert severity="error">{failureText(list.error)}</Alert>}
        {list.isPending && <CircularProgress aria-label="Satış ödemeleri yükleniyor" />}
        {list.data && (
          <>
            <TableContainer component={Paper} variant="outlined" sx={{ opacity: list.isPlaceholderData ? 0.6 : 1 }}>
              <Table size="small" aria-label="Kazananı belirlenmiş ihaleler">
                <TableHead>
                  <TableRow>
                    <TableCell>İhale</TableCell>
                    <TableCell>Kazanan</TableCell>
                    <TableCell align="right">Kazanan Tutar</TableCell>
                    <TableCell align="right">Teminat</TableCell>
                    <TableCell align="right">Tahsil Edilen</TableCell>
                    <TableCell align="right">Kalan</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>Son Ödeme Tarihi</TableCell>
                    <TableCell>Durum</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {list.data.items.length === 0 && (
                    <TableRow>
                      <TableCell colSpan={8}>Bu durumda ihale bulunmamaktadır.</TableCell>
                    </TableRow>
                  )}
                  {list.data.items.map((r) => (
                    <TableRow key={r.ihaleId} hover data-testid={`odeme-${r.ihaleId}`}>
                      <TableCell sx={{ minWidth: 150 }}>
                        <Link component={NextLink} href={`/ihaleler/${r.ihaleId}`} sx={{ fontWeight: 600 }}>
                          {r.ihaleId} – {r.title}
                        </Link>
                      </TableCell>
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
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>
                        {r.deadline ? formatDateTime(r.deadline) : '—'}
                      </TableCell>
                      <TableCell sx={{ minWidth: 170, maxWidth: 220 }}>
                        <SettlementStateChip row={r} />
                        {r.offer && (
                          <Box sx={{ fontSize: '0.8125rem', mt: 0.5 }}>
                            İkinci teklif: {r.offer.to} ({amount(r.offer.amount, r.currency)}), {r.offer.state}, son
                            yanıt {formatDateTime(r.offer.deadline)}. Teminatı yanan: {r.offer.from}
                          </Box>
                        )}
                        {r.reason && <Box sx={{ fontSize: '0.8125rem', mt: 0.5 }}>{r.reason}</Box>}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
            <StaffPagination pageCount={list.data.pageCount} page={page} onChange={setPage} />
          </>
        )}
      </Box>
      <CollectionsDialog ihaleId={collections} onClose={() => setCollections(null)} />
    </>
  );
}

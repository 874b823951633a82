'use client';
import { scrollRegion } from '@/components/backoffice/common/staff-table';
import { StaffTabs } from '@/components/backoffice/common/staff-tabs';
import { StaffPagination } from '@/components/backoffice/common/staff-pagination';
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { failureText } from '@/components/backoffice/content/form-notice';
import type { StatementDebitLineModel } from '@/lib/api/backoffice/statements';
import { statementDebitLinesQuery } from '@/lib/api/backoffice/statements-queries';
import type { StatementDebitState } from '@/lib/contract/money';
import { formatDateTime } from '@/lib/format/date';
import { formatMoney } from '@/lib/format/money';
import { formatIban } from '@/lib/rules/iban';
import { REFUND_STATE_LABELS } from '@/lib/rules/refund-queue-schemas';
import { STATEMENT_DEBIT_STATE_LABELS } from '@/lib/rules/statement-schemas';

const TABS: StatementDebitState[] = ['eslesmedi', 'eslesti'];

/**
 * The statements' outgoing transfers (debits): those that settled no refund first (bank fees, a
 * transfer of another amount or IBAN: kept for Mali İşler, never dropped), then those that settled
 * a refund request, with the request, its account and its state now. Scrolls sideways on a narrow
 * screen (the region is reachable with Tab).
 */
export function DebitLines() {
  const [state, setState] = useState<StatementDebitState>('eslesmedi');
  const [page, setPage] = useState(1);
  const lines = useQuery(statementDebitLinesQuery({ state, page }));
  const label = `${STATEMENT_DEBIT_STATE_LABELS[state]} giden havaleler`;
  const refund = (l: StatementDebitLineModel) =>
    l.refundRequestId === null ? (
      '—'
    ) : (
      <>
        İade talebi #{l.refundRequestId}
        {l.accountTitle ? ` · ${l.accountTitle}` : ''}
        {l.refundState && (
          <Typography variant="caption" component="div" color="text.secondary">
            {REFUND_STATE_LABELS[l.refundState]}
          </Typography>
        )}
      </>
    );
  return (
    <Paper component="section" variant="outlined" aria-labelledby="giden-havaleler" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="giden-havaleler" component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        Giden Havaleler
      </Typography>
      <Typography color="text.secondary" variant="body2" sx={{ mb: 1 }}>
        Ekstrelerdeki borç hareketleri. Teminat iadesinin ödeme talimatındaki kimliği (EndToEndId veya açıklamadaki
        “Teminat iadesi &lt;no&gt;”), tutarı, para birimi ve IBAN’ı tutan havale, gönderilmiş iadeyi tamamlar.
      </Typography>
      <StaffTabs
        value={state}
        onChange={(v) => {
          setState(v);
          setPage(1);
        }}
        label="Giden havale durumu"
        tabs={TABS.map((s) => ({ key: s, label: STATEMENT_DEBIT_STATE_LABELS[s] }))}
        prefix="borc"
      >
        {lines.isError && <Alert severity="error">{failureText(lines.error)}</Alert>}
        {lines.isPending && <CircularProgress aria-label="Giden havaleler yükleniyor" />}
        {lines.data && (
          <>
            <TableContainer {...scrollRegion(label)}>
              <Table size="small" aria-label={label}>
                <TableHead>
                  <TableRow>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>İşlem Tarihi</TableCell>
                    <TableCell align="right">Tutar</TableCell>
                    <TableCell>Alıcı</TableCell>
                    <TableCell>Açıklama</TableCell>
                    <TableCell>İade</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {lines.data.items.length === 0 && (
                    <TableRow>
                      <TableCell colSpan={5}>Bu durumda giden havale bulunmamaktadır.</TableCell>
                    </TableRow>
                  )}
                  {lines.data.items.map((l) => (
                    <TableRow key={l.id} hover>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(l.bookedAt)}</TableCell>
                      <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}>
                        {formatMoney(l.amount, l.currency)}
                      </TableCell>
                      <TableCell sx={{ minWidth: 140 }}>
                        {l.creditorName || '—'}
                        {l.creditorIban && (
                          <Typography variant="caption" component="div" sx={{ fontFamily: 'monospace' }}>
                            {formatIban(l.creditorIban)}
                          </Typography>
                        )}
                      </TableCell>
                      <TableCell sx={{ minWidth: 160, wordBreak: 'break-word' }}>
                        {l.description || '—'}
                        <Typography variant="caption" component="div" color="text.secondary">
                          Dekont: {l.bankReference ?? 'banka vermemiş'}
                          {l.endToEndId ? ` · EndToEndId: ${l.endToEndId}` : ''}
                        </Typography>
                      </TableCell>
                      <TableCell sx={{ minWidth: 140 }}>{refund(l)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
            <StaffPagination pageCount={lines.data.pageCount} page={page} onChange={setPage} />
          </>
        )}
      </StaffTabs>
    </Paper>
  );
}

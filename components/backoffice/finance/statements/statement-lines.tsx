'use client';
import { scrollRegion } from '@/components/backoffice/common/staff-table';
import { StaffTabs } from '@/components/backoffice/common/staff-tabs';
import { StaffPagination } from '@/components/backoffice/common/staff-pagination';
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { failureText } from '@/components/backoffice/content/form-notice';
import { type StatementLineModel, assignStatementLine, setStatementLineAside } from '@/lib/api/backoffice/statements';
import { statementKeys, statementLinesQuery } from '@/lib/api/backoffice/statements-queries';
import { type StatementLineState, WAITING_LINE_STATES } from '@/lib/contract/money';
import { formatDateTime } from '@/lib/format/date';
import { formatMoney } from '@/lib/format/money';
import { STATEMENT_LINE_STATE_LABELS } from '@/lib/rules/statement-schemas';
import { toast } from '@/lib/toast/toast-store';
import { AssignDialog } from './assign-dialog';
import { LineStateChip } from './line-state-chip';
import { SetAsideDialog } from './set-aside-dialog';

const TABS: StatementLineState[] = ['eslesmedi', 'benzer', 'eslesti', 'atandi', 'yok_sayildi'];

/** Lines waiting for Mali İşler: unmatched ones and look-alikes of lines already imported. */
const waiting = (s: StatementLineState) => (WAITING_LINE_STATES as readonly StatementLineState[]).includes(s);

/**
 * The statement lines of one state (unmatched first), with "Hesaba Ata" and "Yok Say" on unmatched
 * ones; a look-alike shows the line it resembles, with "Hesaba Ata" and "Mükerrer olarak işaretle".
 */
export function StatementLines() {
  const queryClient = useQueryClient();
  const [state, setState] = useState<StatementLineState>('eslesmedi');
  const [page, setPage] = useState(1);
  const [assigning, setAssigning] = useState<StatementLineModel | null>(null);
  const [settingAside, setSettingAside] = useState<StatementLineModel | null>(null);
  const lines = useQuery(statementLinesQuery({ state, page }));
  const done = async (text: string) => {
    toast.success(text);
    await queryClient.invalidateQueries({ queryKey: statementKeys.all });
  };
  const failed = async (err: unknown) => {
    toast.error(failureText(err));
    await queryClient.invalidateQueries({ queryKey: statementKeys.all });
  };
  const assign = useMutation({
    mutationFn: (p: { lineId: number; accountId: number }) => assignStatementLine(p.lineId, p.accountId),
    onSuccess: () => {
      setAssigning(null);
      return done('Satır hesaba atandı; tutar hesabın teminatına eklendi.');
    },
    onError: failed,
  });
  const setAside = useMutation({
    mutationFn: (p: { lineId: number; reason: string }) => setStatementLineAside(p.lineId, p.reason),
    onSuccess: () => {
      const duplicate = settingAside?.state === 'benzer';
      setSettingAside(null);
      return done(duplicate ? 'Satır mükerrer olarak işaretlendi.' : 'Satır yok sayıldı.');
    },
    onError: failed,
  });
  const showDecision = state === 'atandi' || state === 'yok_sayildi' || state === 'eslesti';
  const actions = (l: StatementLineModel) => (
    <Stack direction={{ xs: 'row' }} spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Button
        size="small"
        variant="contained"
        onClick={() => setAssigning(l)}
        aria-label={`${formatMoney(l.amount, l.currency)} tutarındaki satırı hesaba ata`}
      >
        Hesaba Ata
      </Button>
      <Button
        size="small"
        variant="outlined"
        color="secondary"
        onClick={() => setSettingAside(l)}
        aria-label={`${formatMoney(l.amount, l.currency)} tutarındaki satırı ${l.state === 'benzer' ? 'mükerrer olarak işaretle' : 'yok say'}`}
      >
        {l.state === 'benzer' ? 'Mükerrer olarak işaretle' : 'Yok Say'}
      </Button>
    </Stack>
  );
  const decision = (l: StatementLineModel) => (
    <>
      {l.accountTitle ?? (l.setAsideReason ? `Neden: ${l.setAsideReason}` : '—')}
      {l.decidedBy && (
        <Typography variant="caption" component="div" color="text.secondary">
          {l.decidedBy}, {formatDateTime(l.decidedAt)}
        </Typography>
      )}
    </>
  );
  const reference = (l: StatementLineModel) => `Dekont: ${l.bankReference ?? 'banka vermemiş'}`;
  // A look-alike names the earlier line it resembles: its file, and what became of it.
  const resembles = (l: StatementLineModel) =>
    l.resembles && (
      <Typography variant="caption" component="div" color="error.main">
        Benzediği satır: {l.resembles.fileName} ({formatDateTime(l.resembles.uploadedAt)} yüklendi),{' '}
        {STATEMENT_LINE_STATE_LABELS[l.resembles.state].toLocaleLowerCase('tr-TR')}
        {l.resembles.accountTitle ? `: ${l.resembles.accountTitle}` : ''}
      </Typography>
    );

  return (
    <Paper component="section" variant="outlined" aria-labelledby="ekstre-satirlari" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="ekstre-satirlari" component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        Ekstre Satırları
      </Typography>
      <StaffTabs
        value={state}
        onChange={(v) => {
          setState(v);
          setPage(1);
        }}
        label="Satır durumu"
        tabs={TABS.map((s) => ({ key: s, label: STATEMENT_LINE_STATE_LABELS[s] }))}
        prefix="satir"
      >
        {lines.isError && <Alert severity="error">{failureText(lines.error)}</Alert>}
        {lines.isPending && <CircularProgress aria-label="Satırlar yükleniyor" />}
        {lines.data && (
          <>
            {/* Narrow screens get one card per line instead of a table wider than the screen. */}
            <Stack
              component="ul"
              aria-label={`${STATEMENT_LINE_STATE_LABELS[state]} ekstre satırları`}
              spacing={1.5}
              sx={{ display: { xs: 'flex', sm: 'none' }, listStyle: 'none', p: 0, m: 0 }}
            >
              {lines.data.items.length === 0 && (
                <Typography component="li">Bu durumda ekstre satırı bulunmamaktadır.</Typography>
              )}
              {lines.data.items.map((l) => (
                <Paper key={l.id} component="li" variant="outlined" sx={{ p: 1.5 }}>
                  <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'center' }}>
                    <Typography sx={{ fontWeight: 700 }}>{formatMoney(l.amount, l.currency)}</Typography>
                    <LineStateChip state={l.state} />
                  </Box>
                  <Typography variant="body2" color="text.secondary">
                    {formatDateTime(l.bookedAt)} · {l.sender || 'Gönderen belirtilmemiş'}
                  </Typography>
                  <Typography variant="body2" sx={{ wordBreak: 'break-word', mt: 0.5 }}>
                    {l.description || '—'}
                  </Typography>
                  <Typography variant="caption" component="div" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
                    {reference(l)}
                  </Typography>
                  {resembles(l)}
                  <Box sx={{ mt: 1 }}>{waiting(state) ? actions(l) : showDecision && decision(l)}</Box>
                </Paper>
              ))}
            </Stack>
            {/* Wider than the screen once the look-alike column is in: a keyboard user can scroll it (axe scrollable-region-focusable). */}
            <TableContainer
              {...scrollRegion(`${STATEMENT_LINE_STATE_LABELS[state]} ekstre satırları`, {
                display: { xs: 'none', sm: 'block' },
              })}
            >
              <Table size="small" aria-label={`${STATEMENT_LINE_STATE_LABELS[state]} ekstre satırları`}>
                <TableHead>
                  <TableRow>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>İşlem Tarihi</TableCell>
                    <TableCell align="right">Tutar</TableCell>
                    <TableCell>Gönderen</TableCell>
                    <TableCell>Açıklama</TableCell>
                    <TableCell>Durum</TableCell>
                    {waiting(state) ? <TableCell>İşlem</TableCell> : showDecision && <TableCell>Hesap</TableCell>}
                  </TableRow>
                </TableHead>
                <TableBody>
                  {lines.data.items.length === 0 && (
                    <TableRow>
                      <TableCell colSpan={6}>Bu durumda ekstre satırı bulunmamaktadır.</TableCell>
                    </TableRow>
                  )}
                  {lines.data.items.map((l) => (
                    <TableRow key={l.id} hover>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(l.bookedAt)}</TableCell>
                      <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}>
                        {formatMoney(l.amount, l.currency)}
                      </TableCell>
                      <TableCell sx={{ minWidth: 120 }}>{l.sender || '—'}</TableCell>
                      <TableCell sx={{ minWidth: 160, wordBreak: 'break-word' }}>
                        {l.description || '—'}
                        <Typography variant="caption" component="div" color="text.secondary">
                          {reference(l)}
                        </Typography>
                        {resembles(l)}
                      </TableCell>
                      <TableCell>
                        <LineStateChip state={l.state} />
                      </TableCell>
                      {waiting(state) ? (
                        <TableCell>{actions(l)}</TableCell>
                      ) : (
                        showDecision && <TableCell sx={{ minWidth: 160 }}>{decision(l)}</TableCell>
                      )}
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
            <StaffPagination pageCount={lines.data.pageCount} page={page} onChange={setPage} />
          </>
        )}
      </StaffTabs>
      <AssignDialog
        line={assigning}
        pending={assign.isPending}
        onCancel={() => setAssigning(null)}
        onAssign={(accountId) => assigning && assign.mutate({ lineId: assigning.id, accountId })}
      />
      <SetAsideDialog
        line={settingAside}
        pending={setAside.isPending}
        onCancel={() => setSettingAside(null)}
        onConfirm={(reason) => settingAside && setAside.mutate({ lineId: settingAside.id, reason })}
      />
    </Paper>
  );
}

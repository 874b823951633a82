'use client';
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { confirmTenderWinner, runReasonAction, type TenderResultModel } from '@/lib/api/backoffice/tender-lifecycle';
import { lifecycleKeys, tenderResultQuery } from '@/lib/api/queries/tender-lifecycle';
import { TENDER_STATUS } from '@/lib/contract/lookups';
import { formatDate, formatDateTime } from '@/lib/format/date';
import { formatMoney } from '@/lib/format/money';
import { canDecide } from '@/lib/rules/tender-lifecycle';
import { toast } from '@/lib/toast/toast-store';
import { errorText, LifecycleActions } from './lifecycle-actions';
import { Stat, StatGrid, StatusLine } from './monitor-parts';
import { ReasonDialog } from '@/components/backoffice/common/reason-dialog';
import { DialogFrame } from '@/components/ui/dialog-frame';
import { useTenderWatch } from './use-tender-watch';
import { SectionHeader, TENDERS_TRAIL } from '@/components/backoffice/layout/section-header';
import { TenderTabs } from '@/components/backoffice/tenders/tender-tabs';

/** The ranking: each alias at its highest bid; the account column only after the end, labelled so. */
function Ranking({ r }: { r: TenderResultModel }) {
  const money = (v: number) => formatMoney(v, r.currency);
  return (
    <Paper variant="outlined" component="section" aria-labelledby="ranking-title">
      <Typography id="ranking-title" component="h2" variant="h6" sx={{ px: 2, pt: 2 }}>
        Teklif Sıralaması
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ px: 2 }}>
        {r.accountsShown
          ? 'Teklif süresi sona erdiği için rumuzların arkasındaki hesaplar gösterilmektedir (yalnızca İhale Sorumlusu görür).'
          : 'Rumuzların arkasındaki hesaplar teklif süresi sona ermeden gösterilmez.'}
      </Typography>
      {r.ranking.length === 0 ? (
        <Typography sx={{ p: 2 }}>Bu ihalede teklif verilmedi.</Typography>
      ) : (
        <TableContainer>
          <Table size="small" aria-labelledby="ranking-title">
            <TableHead>
              <TableRow>
                <TableCell>Sıra</TableCell>
                <TableCell>Rumuz</TableCell>
                <TableCell align="right">En Yüksek Teklif</TableCell>
                <TableCell>Teklif Zamanı</TableCell>
                <TableCell align="right">Teklif Sayısı</TableCell>
                {r.accountsShown && <TableCell>Hesap (ihale sonrası)</TableCell>}
              </TableRow>
            </TableHead>
            <TableBody data-testid="result-ranking">
              {r.ranking.map((row) => {
                const top = row.bidId === r.candidateBidId;
                return (
                  <TableRow key={row.alias} selected={top}>
                    <TableCell>{row.rank}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      {row.alias}{' '}
                      {top && (
                        <Chip
                          size="small"
                          color="success"
                          label={r.statusId === TENDER_STATUS.kazananBelirli ? 'Kazanan' : 'Kazanan adayı'}
                        />
                      )}
                    </TableCell>
                    <TableCell align="right" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                      {money(row.amount)}
                    </TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(row.time)}</TableCell>
                    <TableCell align="right">{row.bidCount}</TableCell>
                    {r.accountsShown && <TableCell sx={{ minWidth: 200 }}>{row.account?.title ?? '—'}</TableCell>}
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Paper>
  );
}

/**
 * /yonetim/ihaleler/[id]/sonuc (docs/architecture.md §8 "Lifecycle"): the ranking of bids by alias,
 * the would-be winner, and for a tender waiting at 214 the decision: confirm the highest bid (→ 215,
 * exactly what automatic settling does) or declare no winner with a reason (→ 216). It follows
 * the tender live (useTenderWatch), so the end of bidding shows without a reload.
 */
export function TenderDecision({ ihaleId }: { ihaleId: number }) {
  const queryClient = useQueryClient();
  // The end of bidding, or another staff member's decision, shows without a reload.
  useTenderWatch(ihaleId);
  const result = useQuery(tenderResultQuery(ihaleId));
  const [dialog, setDialog] = useState<'winner' | 'noWinner' | null>(null);
  const done = async (message: string) => {
    setDialog(null);
    toast.success(message);
    await queryClient.invalidateQueries({ queryKey: lifecycleKeys.all(ihaleId) });
  };
  const confirm = useMutation({
    mutationFn: (teklifId: number) => confirmTenderWinner(ihaleId, teklifId),
    onSuccess: () => done('Kazanan onaylandı; ihale sonuçlandı.'),
  });
  const noWinner = useMutation({
    mutationFn: (neden: string) => runReasonAction(ihaleId, 'noWinner', neden),
    onSuccess: () => done('İhale kazanansız sonuçlandırıldı.'),
  });

  if (result.isPending) return <CircularProgress aria-label="Yükleniyor" />;
  if (result.isError) return <Alert severity="error">{errorText(result.error)}</Alert>;
  const r = result.data;
  const decidable = canDecide({ durumId: r.statusId, yayindanKaldir: r.withdrawn });
  const candidate = r.ranking.find((x) => x.bidId === r.candidateBidId) ?? null;
  const money = (v: number) => formatMoney(v, r.currency);
  const close = () => {
    confirm.reset();
    noWinner.reset();
    setDialog(null);
  };

  return (
    <Stack spacing={3}>
      <div>
        <SectionHeader
          trail={TENDERS_TRAIL}
          crumb={r.title}
          title="İhale Sonucu"
          lead={`${r.title} · İhale No: ${r.id}`}
        />
        <TenderTabs ihaleId={ihaleId} />
      </div>
      <StatusLine statusName={r.statusName} statusId={r.statusId} withdrawn={r.withdrawn} reason={r.reason} />

      <StatGrid>
        <Stat label="Bitiş" value={formatDateTime(r.end)} />
        <Stat label="Sonuçlandırma" value={r.autoSettle ? 'Otomatik' : 'İhale Sorumlusu kararı'} />
        <Stat
          label={r.statusId === TENDER_STATUS.kazananBelirli ? 'Kazanan Teklif' : 'En Yüksek Teklif'}
          value={candidate ? `${money(candidate.amount)} (${candidate.alias})` : '—'}
          testId="result-candidate"
        />
        {r.paymentDeadline && <Stat label="Son Ödeme Tarihi" value={formatDate(r.paymentDeadline)} />}
        {r.decision && (
          <Stat label="Karar" value={r.decision.staffName ?? 'Kurum personeli'} note={formatDateTime(r.decision.at)} />
        )}
      </StatGrid>

      {r.statusId < TENDER_STATUS.degerlendiriliyor && !r.withdrawn && (
        <Alert severity="info">Teklif süresi sona erdiğinde sonuç kararı bu sayfada verilir.</Alert>
      )}
      {r.statusId === TENDER_STATUS.degerlendiriliyor && r.autoSettle && !r.withdrawn && (
        <Alert severity="info">
          Bu ihale otomatik olarak sonuçlandırılır; dilerseniz kararı burada da verebilirsiniz.
        </Alert>
      )}

      {decidable && (
        <Paper variant="outlined" component="section" aria-labelledby="decision-title" sx={{ p: 2 }}>
          <Typography id="decision-title" component="h2" variant="h6">
            Sonuç Kararı
          </Typography>
          <Typography variant="body2" sx={{ mb: 1.5 }}>
            {candidate
              ? `Kazanan onaylanırsa ${candidate.alias} rumuzlu katılımcı ${money(candidate.amount)} ile kazanır; diğer katılımcıların teminat blokajları çözülür, kazananın teminatı ödemeye aktarılır.`
              : 'Bu ihalede teklif verilmediği için yalnızca kazanansız sonuçlandırılabilir.'}
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
            {candidate && (
              <Button variant="contained" color="success" onClick={() => setDialog('winner')} aria-haspopup="dialog">
                Kazananı Onayla
              </Button>
            )}
            <Button variant="outlined" color="error" onClick={() => setDialog('noWinner')} aria-haspopup="dialog">
              Kazanansız Sonuçlandır
            </Button>
          </Stack>
        </Paper>
      )}

      <Ranking r={r} />

      <LifecycleActions ihaleId={ihaleId} tender={{ durumId: r.statusId, yayindanKaldir: r.withdrawn }} />

      {dialog === 'winner' && candidate && (
        <DialogFrame open onClose={() => !confirm.isPending && close()} title="Kazananı Onayla">
          <DialogContent>
            {confirm.error && (
              <Alert severity="error" sx={{ mb: 2 }}>
                {errorText(confirm.error)}
              </Alert>
            )}
            <DialogContentText>
              {candidate.alias} rumuzlu katılımcının {money(candidate.amount)} tutarındaki teklifi kazanan olarak
              onaylanacak. Bu işlem geri alınamaz.
            </DialogContentText>
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2 }}>
            <Button onClick={close} disabled={confirm.isPending} autoFocus>
              Vazgeç
            </Button>
            <Button
              variant="contained"
              color="success"
              disabled={confirm.isPending}
              onClick={() => confirm.mutate(candidate.bidId)}
              startIcon={confirm.isPending ? <CircularProgress size={18} color="inherit" /> : undefined}
            >
              Onayla
            </Button>
          </DialogActions>
        </DialogFrame>
      )}
      {dialog === 'noWinner' && (
        <ReasonDialog
          open
          title="Kazanansız Sonuçlandır"
          description="İhale kazanansız sonuçlanır (Kazanan Belirsiz); tüm katılımcıların teminat blokajları çözülür ve gerekçe ihalenin sayfasında gösterilir. Bu işlem geri alınamaz."
          label="Kazanansız sonuçlandırma gerekçesi"
          confirmText="Kazanansız Sonuçlandır"
          busy={noWinner.isPending}
          error={noWinner.error ? errorText(noWinner.error) : null}
          onConfirm={(neden) => noWinner.mutate(neden)}
          onCancel={close}
        />
      )}
    </Stack>
  );
}

'use client';
import { useEffect, useRef, useState } from 'react';
import NextLink from 'next/link';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { TenderMonitorModel } from '@/lib/api/backoffice/tender-lifecycle';
import { tenderMonitorQuery, tenderParticipantsQuery } from '@/lib/api/queries/tender-lifecycle';
import { TENDER_STATUS } from '@/lib/contract/lookups';
import { formatDateTime, formatDateTimeSeconds } from '@/lib/format/date';
import { formatMoney } from '@/lib/format/money';
import { countdownText, countdownTarget } from '@/lib/rules/countdown';
import { useNow } from '@/lib/store/clock';
import { errorText, LifecycleActions } from './lifecycle-actions';
import { ANNOUNCE_EVERY_MS, newBidsAnnouncement } from './monitor-announcement';
import { Stat, StatGrid, StatusLine, VisuallyHidden } from './monitor-parts';
import { useTenderWatch } from './use-tender-watch';
import { SectionHeader, TENDERS_TRAIL } from '@/components/backoffice/layout/section-header';
import { TenderTabs } from '@/components/backoffice/tenders/tender-tabs';

/** The countdown on the server's clock: the offset to the snapshot's server time, ticking each second. */
function useServerCountdown(m: TenderMonitorModel | undefined): string {
  // The page's one clock (lib/store/clock.ts); the monitor is rendered in the browser only.
  const now = useNow() ?? Date.now();
  const offset = useRef(0);
  const serverTime = m?.serverTime;
  useEffect(() => {
    if (serverTime) offset.current = Date.parse(serverTime) - Date.now();
  }, [serverTime]);
  if (!m) return '';
  const serverNow = now + offset.current;
  const target = countdownTarget(m.statusId, m.start, m.end, serverNow);
  if (!target) return '—';
  const text = countdownText(target, serverNow);
  return target.kind === 'start' ? `Başlamasına ${text}` : text;
}

/** The polite live region's sentence: new bids, summed up at most every ANNOUNCE_EVERY_MS. */
function useBidAnnouncement(m: TenderMonitorModel | undefined): string {
  const [message, setMessage] = useState('');
  // Bumped when a throttled announcement is due, so it is said even if no new snapshot comes.
  const [due, setDue] = useState(0);
  const lastSeq = useRef<number | null>(null);
  const lastAt = useRef(0);
  const bids = m?.bids;
  const currency = m?.currency ?? 'TL';
  // biome-ignore lint/correctness/useExhaustiveDependencies: `due` only re-runs the check
  useEffect(() => {
    if (!bids) return;
    const top = bids[0]?.seq ?? 0;
    // The first snapshot is what the page shows on arrival, not news.
    if (lastSeq.current === null) {
      lastSeq.current = top;
      return;
    }
    if (top <= lastSeq.current) return;
    const wait = ANNOUNCE_EVERY_MS - (Date.now() - lastAt.current);
    if (wait > 0) {
      const timer = setTimeout(() => setDue((n) => n + 1), wait);
      return () => clearTimeout(timer);
    }
    const said = newBidsAnnouncement(bids, lastSeq.current, (a) => formatMoney(a, currency));
    if (!said) return;
    lastSeq.current = top;
    lastAt.current = Date.now();
    setMessage(said);
  }, [bids, currency, due]);
  return message;
}

/**
 * /yonetim/ihaleler/[id]/izleme (docs/architecture.md §8 "Lifecycle"): the tender's state, the
 * countdown to its (extended) end, the current price, the bids as they arrive and the joined
 * accounts, by alias. Who is behind an alias shows only after the end (the API decides). Bids
 * arrive over the hub (a watcher connection of the staff session): each one refreshes the
 * snapshot at once; a slow poll stays as the fallback (lib/api/queries/tender-lifecycle.ts).
 */
export function TenderMonitor({ ihaleId }: { ihaleId: number }) {
  useTenderWatch(ihaleId);
  const monitor = useQuery(tenderMonitorQuery(ihaleId));
  const participants = useQuery(tenderParticipantsQuery(ihaleId));
  const countdown = useServerCountdown(monitor.data);
  const announcement = useBidAnnouncement(monitor.data);

  if (monitor.isPending) return <CircularProgress aria-label="Yükleniyor" />;
  if (monitor.isError) return <Alert severity="error">{errorText(monitor.error)}</Alert>;
  const m = monitor.data;
  const money = (v: number | null) => (v === null ? '—' : formatMoney(v, m.currency));

  return (
    <Stack spacing={3}>
      <div>
        <SectionHeader
          trail={TENDERS_TRAIL}
          crumb={m.title}
          title="İhale İzleme"
          lead={`${m.title} · İhale No: ${m.id}`}
        />
        <TenderTabs ihaleId={ihaleId} />
      </div>

      <StatusLine statusName={m.statusName} withdrawn={m.withdrawn} reason={m.reason} statusId={m.statusId} />
      {m.statusId === TENDER_STATUS.degerlendiriliyor && !m.withdrawn && (
        <Alert severity="info">
          Teklif süresi sona erdi.{' '}
          {m.autoSettle ? (
            'İhale otomatik olarak sonuçlandırılacak.'
          ) : (
            <>
              Sonuç kararı bekleniyor:{' '}
              <Link component={NextLink} href={`/yonetim/ihaleler/${m.id}/sonuc`}>
                Sonuç sayfasına git
              </Link>
            </>
          )}
        </Alert>
      )}

      <StatGrid>
        <Stat label="Kalan Süre" value={countdown} testId="monitor-countdown" />
        <Stat
          label="Bitiş"
          value={formatDateTime(m.end)}
          note={m.extended ? `Uzatıldı (planlanan: ${formatDateTime(m.plannedEnd)})` : undefined}
        />
        <Stat label="Güncel Fiyat" value={money(m.currentPrice)} testId="monitor-price" />
        <Stat label="Teklif Sayısı" value={String(m.bidCount)} />
        <Stat label="Katılımcı" value={String(m.participantCount)} />
        <Stat label="Sonuçlandırma" value={m.autoSettle ? 'Otomatik' : 'İhale Sorumlusu kararı'} />
      </StatGrid>

      <LifecycleActions ihaleId={ihaleId} tender={{ durumId: m.statusId, yayindanKaldir: m.withdrawn }} />

      <Paper variant="outlined" component="section" aria-labelledby="monitor-bids-title">
        <Typography id="monitor-bids-title" component="h2" variant="h6" sx={{ px: 2, pt: 2 }}>
          Teklifler
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ px: 2 }}>
          Teklifler geldiği anda görünür; en yeni teklif en üsttedir.
        </Typography>
        <VisuallyHidden role="status" aria-live="polite" data-testid="monitor-announcement">
          {announcement}
        </VisuallyHidden>
        {m.bids.length === 0 ? (
          <Typography sx={{ p: 2 }}>Henüz teklif verilmedi.</Typography>
        ) : (
          <TableContainer>
            <Table size="small" aria-labelledby="monitor-bids-title">
              <TableHead>
                <TableRow>
                  <TableCell>Sıra</TableCell>
                  <TableCell>Rumuz</TableCell>
                  <TableCell align="right">Tutar</TableCell>
                  <TableCell>Zaman</TableCell>
                  <TableCell>Tür</TableCell>
                </TableRow>
              </TableHead>
              <TableBody data-testid="monitor-bids">
                {m.bids.map((b) => (
                  <TableRow key={b.id}>
                    <TableCell>{b.seq}</TableCell>
                    <TableCell>{b.alias}</TableCell>
                    <TableCell align="right" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                      {money(b.amount)}
                    </TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTimeSeconds(b.time)}</TableCell>
                    <TableCell>{b.automatic ? <Chip size="small" label="Otomatik" /> : 'Elle'}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </Paper>

      <Paper variant="outlined" component="section" aria-labelledby="monitor-joined-title">
        <Typography id="monitor-joined-title" component="h2" variant="h6" sx={{ px: 2, pt: 2 }}>
          Katılımcılar
        </Typography>
        {participants.isError && <Alert severity="error">{errorText(participants.error)}</Alert>}
        {participants.data && (
          <>
            <Typography variant="body2" color="text.secondary" sx={{ px: 2 }}>
              {participants.data.accountsShown
                ? 'İhale sona erdiği için rumuzların arkasındaki hesaplar gösterilmektedir.'
                : 'Rumuzların arkasındaki hesaplar ihale sona ermeden gösterilmez.'}
            </Typography>
            {participants.data.rows.length === 0 ? (
              <Typography sx={{ p: 2 }}>Henüz katılan yok.</Typography>
            ) : (
              <TableContainer>
                <Table size="small" aria-labelledby="monitor-joined-title">
                  <TableHead>
                    <TableRow>
                      <TableCell>Rumuz</TableCell>
                      <TableCell>Katılım Zamanı</TableCell>
                      <TableCell>Durum</TableCell>
                      {participants.data.accountsShown && <TableCell>Hesap (ihale sonrası)</TableCell>}
                    </TableRow>
                  </TableHead>
                  <TableBody data-testid="monitor-participants">
                    {participants.data.rows.map((r) => (
                      <TableRow key={r.alias}>
                        <TableCell>{r.alias}</TableCell>
                        <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(r.joinedAt)}</TableCell>
                        <TableCell>{r.active ? 'Katılıyor' : 'Ayrıldı'}</TableCell>
                        {participants.data.accountsShown && (
                          <TableCell sx={{ minWidth: 200 }}>{r.account?.title ?? '—'}</TableCell>
                        )}
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </TableContainer>
            )}
          </>
        )}
      </Paper>
    </Stack>
  );
}

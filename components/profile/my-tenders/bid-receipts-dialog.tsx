'use client';
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import { useOwnBids } from '@/lib/api/queries/profile/bid-receipts';
import { saveDownloadedFile } from '@/lib/api/save-download';
import { buildBidReceipt, type OwnBid, receiptFileName } from '@/lib/api/transparency';
import { formatDateTimeSeconds } from '@/lib/format/date';
import { formatMoney } from '@/lib/format/money';
import { EmptyState, ErrorState, LoadingState } from '../common/state-message';
import { RECEIPT_TEXTS } from './receipt-texts';
import { Icon } from '@/components/ui/icon';
import { FileDownloadOutlinedIcon } from '@/components/ui/icons/file-download-outlined';
import { DialogFrame } from '@/components/ui/dialog-frame';

const amountOf = (b: OwnBid) => (b.tutar === null ? '—' : formatMoney(b.tutar, b.currency ?? undefined));

/**
 * The bidder's bids in one tender's signed record, each downloadable as a receipt (a JSON file with
 * the line, its inclusion proof, the checkpoint and the key: docs/architecture.md §11). A receipt is
 * checked in the browser before it is saved; a receipt that would not verify is never offered.
 */
export function BidReceiptsDialog({
  ihaleId,
  alias,
  open,
  onClose,
}: {
  ihaleId: number;
  alias: string;
  open: boolean;
  onClose: () => void;
}) {
  const bids = useOwnBids(ihaleId, alias, open);
  const [busySira, setBusySira] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  const download = async (bid: OwnBid) => {
    // One receipt at a time. The buttons stay enabled (a disabled button would drop the keyboard
    // focus to the page, out of the dialog); a press while one is prepared is ignored.
    if (busySira !== null) return;
    setBusySira(bid.sira);
    setError(null);
    try {
      const receipt = await buildBidReceipt(ihaleId, bid);
      const blob = new Blob([`${JSON.stringify(receipt, null, 2)}\n`], { type: 'application/json' });
      saveDownloadedFile({ blob, filename: null }, receiptFileName(ihaleId, bid.sira));
    } catch (err) {
      setError(`${RECEIPT_TEXTS.failed} ${err instanceof Error && err.message ? err.message : ''}`.trim());
    } finally {
      setBusySira(null);
    }
  };

  const textId = `makbuz-metin-${ihaleId}`;
  return (
    <DialogFrame open={open} onClose={onClose} title={RECEIPT_TEXTS.title} describedBy={textId}>
      <DialogContent>
        <DialogContentText id={textId} sx={{ color: 'text.primary', mb: 1.5 }}>
          {ihaleId} numaralı ihalede <strong>{alias}</strong> rumuzuyla verdiğiniz teklifler. Makbuz, teklifinizin
          portalın imzalı kaydında yer aldığını ileride göstermenizi sağlar; ihalenin “Kaydı doğrula” sayfasında herkes
          denetleyebilir.
        </DialogContentText>
        {bids.isPending ? (
          <LoadingState />
        ) : bids.isError ? (
          <ErrorState onRetry={() => void bids.refetch()} />
        ) : bids.data.length === 0 ? (
          <EmptyState text={RECEIPT_TEXTS.none} />
        ) : (
          <Box component="ul" aria-label="Teklifleriniz" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {bids.data.map((b) => (
              <Box
                component="li"
                key={b.sira}
                data-sira={b.sira}
                sx={{
                  display: 'flex',
                  flexWrap: 'wrap',
                  alignItems: 'center',
                  justifyContent: 'space-between',
                  gap: 1,
                  py: 1.25,
                  borderBottom: '1px solid',
                  borderColor: 'divider',
                  '&:last-of-type': { borderBottom: 0 },
                }}
              >
                <Box>
                  <Box sx={{ fontWeight: 700 }}>{amountOf(b)}</Box>
                  <Box sx={{ color: 'text.secondary', fontSize: '0.875rem' }}>
                    {formatDateTimeSeconds(b.zaman)} · {b.sira}. kayıt
                  </Box>
                </Box>
                <Button
                  size="small"
                  variant="outlined"
                  onClick={() => void download(b)}
                  aria-label={`İndir: ${amountOf(b)} teklifinin makbuzu`}
                  aria-busy={busySira === b.sira || undefined}
                  startIcon={
                    busySira === b.sira ? (
                      <CircularProgress size={14} aria-hidden />
                    ) : (
                      <Icon def={FileDownloadOutlinedIcon} />
                    )
                  }
                >
                  İndir
                </Button>
              </Box>
            ))}
          </Box>
        )}
        {error && (
          <Alert severity="error" role="alert" sx={{ mt: 1.5 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={onClose}>Kapat</Button>
      </DialogActions>
    </DialogFrame>
  );
}

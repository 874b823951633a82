'use client';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { StaffTable, scrollRegion } from '@/components/backoffice/common/staff-table';
import { failureText } from '@/components/backoffice/content/form-notice';
import { DialogFrame } from '@/components/ui/dialog-frame';
import { paymentOrderPreviewQuery } from '@/lib/api/backoffice/refund-queue-queries';
import { formatMoney } from '@/lib/format/money';
import { PAYMENT_ORDER_PREVIEW_TEXTS as T, PAYMENT_ORDER_STATE_LABELS } from '@/lib/rules/refund-queue-schemas';

const COLUMNS = [
  { label: 'Talep No' },
  { label: 'Alıcı' },
  { label: 'IBAN' },
  { label: 'Tutar', align: 'right' as const },
];

/**
 * The preview of a payment order (docs/architecture.md §9): count, total and each payee with a
 * masked IBAN, read on screen. It is not a file and cannot be sent to the bank; only an approved
 * order's bank file is downloadable. Escape, the backdrop and "Kapat" close it.
 */
export function PaymentOrderPreviewDialog({ orderId, onClose }: { orderId: number; onClose(): void }) {
  const preview = useQuery(paymentOrderPreviewQuery(orderId));
  const noticeId = `talimat-${orderId}-onizleme-aciklama`;
  const p = preview.data;
  return (
    <DialogFrame open onClose={onClose} title={T.title(orderId)} describedBy={noticeId} maxWidth="md">
      <DialogContent sx={{ pt: 0 }}>
        <DialogContentText id={noticeId} sx={{ mb: 2 }}>
          {T.notice}
        </DialogContentText>
        {preview.isPending && <CircularProgress aria-label="Önizleme yükleniyor" />}
        {preview.isError && <Alert severity="error">{failureText(preview.error)}</Alert>}
        {p && (
          <>
            <Box
              component="dl"
              sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, mt: 0, mb: 2 }}
            >
              <Box component="dt" sx={{ color: 'text.secondary' }}>
                Durum
              </Box>
              <Box component="dd" sx={{ m: 0 }}>
                {PAYMENT_ORDER_STATE_LABELS[p.state]}
              </Box>
              <Box component="dt" sx={{ color: 'text.secondary' }}>
                Ödeme sayısı
              </Box>
              <Box component="dd" sx={{ m: 0 }}>
                {p.requestCount}
              </Box>
              <Box component="dt" sx={{ color: 'text.secondary' }}>
                Toplam
              </Box>
              <Box component="dd" sx={{ m: 0, fontWeight: 700 }}>
                {formatMoney(p.total, p.currency)}
              </Box>
              {p.messageId && (
                <>
                  <Box component="dt" sx={{ color: 'text.secondary' }}>
                    {T.messageId}
                  </Box>
                  <Box component="dd" sx={{ m: 0, fontFamily: 'monospace' }}>
                    {p.messageId}
                  </Box>
                </>
              )}
            </Box>
            <StaffTable
              label={T.tableLabel}
              columns={COLUMNS}
              rows={p.lines}
              empty={T.empty}
              // At 375 px the amount column is past the dialog's edge: keyboard users scroll to it.
              containerProps={scrollRegion(T.tableLabel)}
              renderRow={(l) => (
                <TableRow key={l.requestId}>
                  <TableCell>{l.requestId}</TableCell>
                  <TableCell>{l.payee}</TableCell>
                  <TableCell sx={{ fontFamily: 'monospace', fontSize: '0.8125rem', whiteSpace: 'nowrap' }}>
                    {l.maskedIban}
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {formatMoney(l.amount, p.currency)}
                  </TableCell>
                </TableRow>
              )}
            />
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{T.close}</Button>
      </DialogActions>
    </DialogFrame>
  );
}

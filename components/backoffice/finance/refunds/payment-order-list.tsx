'use client';
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { failureText } from '@/components/backoffice/content/form-notice';
import {
  approvePaymentOrder,
  cancelPaymentOrder,
  downloadPaymentOrderFile,
  type PaymentOrderModel,
} from '@/lib/api/backoffice/refund-queue';
import { paymentOrdersQuery, refundQueueKeys } from '@/lib/api/backoffice/refund-queue-queries';
import { formatDateTime } from '@/lib/format/date';
import { formatMoney } from '@/lib/format/money';
import {
  PAYMENT_ORDER_PREVIEW_TEXTS,
  PAYMENT_ORDER_STATE_LABELS,
  REFUND_QUEUE_MESSAGES as M,
  REFUND_QUEUE_SUCCESS,
  REFUND_TRANSFER_TEXTS,
} from '@/lib/rules/refund-queue-schemas';
import { toast } from '@/lib/toast/toast-store';
import { PaymentOrderPreviewDialog } from './payment-order-preview-dialog';

const STATE_COLOR = { hazirlandi: 'warning', onaylandi: 'success', iptal: 'default' } as const;

type OrderAct = 'onay' | 'iptal' | 'indir';

/**
 * The payment orders, newest first. "Onayla" is disabled for the order's preparer, with the reason
 * written next to it (not only in a tooltip, so keyboard and screen-reader users get it too).
 * "Önizleme" opens the order's summary in a dialog (masked IBANs, no file); only an approved
 * order offers its bank file.
 */
export function PaymentOrderList() {
  const queryClient = useQueryClient();
  const orders = useQuery(paymentOrdersQuery());
  const [previewId, setPreviewId] = useState<number | null>(null);
  const act = useMutation({
    mutationFn: async ({ kind, id }: { kind: OrderAct; id: number }) => {
      if (kind === 'onay') await approvePaymentOrder(id);
      else if (kind === 'iptal') await cancelPaymentOrder(id);
      else await downloadPaymentOrderFile(id);
      return kind;
    },
    onSuccess: async (kind) => {
      if (kind === 'onay') toast.success(REFUND_QUEUE_SUCCESS.approved);
      if (kind === 'iptal') toast.success(REFUND_QUEUE_SUCCESS.cancelled);
      // A download too: the first one marks the order's refunds sent.
      await queryClient.invalidateQueries({ queryKey: refundQueueKeys.all });
    },
    onError: (err) => toast.error(failureText(err)),
  });

  return (
    <Box component="section" aria-labelledby="talimatlar-baslik" sx={{ mt: 4 }}>
      <Typography id="talimatlar-baslik" component="h2" variant="h6" sx={{ mb: 1.5, fontWeight: 700 }}>
        Ödeme Talimatları
      </Typography>
      {orders.isError && <Alert severity="error">{failureText(orders.error)}</Alert>}
      {orders.isPending && <CircularProgress aria-label="Ödeme talimatları yükleniyor" />}
      {orders.data?.length === 0 && <Typography>Henüz ödeme talimatı hazırlanmamıştır.</Typography>}
      <Stack spacing={1.5} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {orders.data?.map((o) => (
          <OrderCard
            key={o.id}
            order={o}
            busy={act.isPending && act.variables?.id === o.id}
            onAct={(kind) => act.mutate({ kind, id: o.id })}
            onPreview={() => setPreviewId(o.id)}
          />
        ))}
      </Stack>
      {previewId !== null && <PaymentOrderPreviewDialog orderId={previewId} onClose={() => setPreviewId(null)} />}
    </Box>
  );
}

function OrderCard({
  order: o,
  busy,
  onAct,
  onPreview,
}: {
  order: PaymentOrderModel;
  busy: boolean;
  onAct(kind: OrderAct): void;
  onPreview(): void;
}) {
  const prepared = o.state === 'hazirlandi';
  const explainId = `talimat-${o.id}-dort-goz`;
  return (
    <Paper component="li" variant="outlined" sx={{ p: 2 }} aria-labelledby={`talimat-${o.id}-baslik`}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography id={`talimat-${o.id}-baslik`} component="h3" sx={{ fontWeight: 700 }}>
          Talimat #{o.id} · {o.requestCount} talep · {formatMoney(o.total, o.currency)}
        </Typography>
        <Chip size="small" color={STATE_COLOR[o.state]} label={PAYMENT_ORDER_STATE_LABELS[o.state]} />
      </Box>
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, my: 1 }}
      >
        <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
          Hazırlayan
        </Typography>
        <Typography component="dd" variant="body2" sx={{ m: 0 }}>
          {o.preparedBy} · {formatDateTime(o.preparedAt)}
        </Typography>
        <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
          Onaylayan
        </Typography>
        <Typography component="dd" variant="body2" sx={{ m: 0 }}>
          {o.approvedBy ? `${o.approvedBy} · ${formatDateTime(o.approvedAt)}` : '—'}
        </Typography>
        {o.state === 'onaylandi' && (
          <>
            <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
              {REFUND_TRANSFER_TEXTS.sentBy}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0 }}>
              {o.sentAt ? `${o.sentBy ?? '—'} · ${formatDateTime(o.sentAt)}` : REFUND_TRANSFER_TEXTS.notSent}
            </Typography>
          </>
        )}
        {o.messageId && (
          <>
            <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
              {PAYMENT_ORDER_PREVIEW_TEXTS.messageId}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, fontFamily: 'monospace' }}>
              {o.messageId}
            </Typography>
          </>
        )}
      </Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
        {prepared && (
          <>
            <Button
              variant="contained"
              onClick={() => onAct('onay')}
              disabled={o.mine || busy}
              aria-describedby={o.mine ? explainId : undefined}
            >
              Onayla
            </Button>
            <Button variant="outlined" color="error" onClick={() => onAct('iptal')} disabled={busy}>
              İptal Et
            </Button>
          </>
        )}
        {o.state !== 'iptal' && (
          <Button variant="text" onClick={onPreview} aria-haspopup="dialog">
            {PAYMENT_ORDER_PREVIEW_TEXTS.button}
          </Button>
        )}
        {o.state === 'onaylandi' && (
          <Button variant="contained" color="secondary" onClick={() => onAct('indir')} disabled={busy}>
            Talimat Dosyasını İndir
          </Button>
        )}
      </Stack>
      {prepared && o.mine && (
        <Typography id={explainId} variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
          {M.fourEyes}
        </Typography>
      )}
      {prepared && (
        <Typography variant="caption" component="p" sx={{ mt: 0.5, color: 'text.secondary' }}>
          {PAYMENT_ORDER_PREVIEW_TEXTS.fileAfterApproval}
        </Typography>
      )}
    </Paper>
  );
}

'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { RefundRequestModel } from '@/lib/api/backoffice/refund-queue';
import { formatMoney } from '@/lib/format/money';
import { REJECT_REASON_MAX, rejectRefundSchema } from '@/lib/rules/refund-queue-schemas';

type RejectInput = z.input<typeof rejectRefundSchema>;

/** Asks for the required reason of a rejection, with the rule the API applies; the bidder sees the reason. */
export function RejectDialog({
  request,
  busy,
  error,
  onConfirm,
  onCancel,
}: {
  request: RefundRequestModel;
  busy: boolean;
  error: string | null;
  onConfirm(reason: string): void;
  onCancel(): void;
}) {
  const { register, handleSubmit, formState, watch } = useForm<RejectInput>({
    resolver: zodResolver(rejectRefundSchema),
    defaultValues: { neden: '' },
  });
  const fieldError = formState.errors.neden?.message;
  const length = watch('neden')?.length ?? 0;
  return (
    <Dialog open onClose={busy ? undefined : onCancel} aria-labelledby="iade-red-baslik" fullWidth maxWidth="sm">
      <form noValidate onSubmit={handleSubmit((v) => onConfirm(v.neden.trim()))}>
        <DialogTitle id="iade-red-baslik">İade Talebini Reddet</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            {request.accountTitle} hesabının {formatMoney(request.amount, request.currency)} tutarındaki iade talebi
            reddedilecek ve tutar kullanılabilir teminata geri dönecek.
          </DialogContentText>
          {error && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {error}
            </Alert>
          )}
          <TextField
            {...register('neden')}
            label="Red nedeni"
            multiline
            minRows={3}
            fullWidth
            required
            autoFocus
            error={Boolean(fieldError)}
            helperText={fieldError ?? `Teklif veren teminat geçmişinde görür. ${length}/${REJECT_REASON_MAX}`}
            slotProps={{ htmlInput: { maxLength: REJECT_REASON_MAX } }}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onCancel} disabled={busy}>
            Vazgeç
          </Button>
          <Button
            type="submit"
            variant="contained"
            color="error"
            disabled={busy}
            startIcon={busy ? <CircularProgress size={18} color="inherit" /> : undefined}
          >
            Reddet
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

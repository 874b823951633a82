'use client';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import { RuleTextField } from '@/components/common/rule-text-field';
import { useZodForm } from '@/components/common/use-zod-form';
import { DialogFrame } from '@/components/ui/dialog-frame';
import type { StatementLineModel } from '@/lib/api/backoffice/statements';
import { formatMoney } from '@/lib/format/money';
import { setAsideLineSchema } from '@/lib/rules/statement-schemas';

/**
 * "Yok Say": the line is set aside with a reason (e.g. to be returned to the sender); for a
 * look-alike, "Mükerrer olarak işaretle": the repeat of a transfer already imported. No money moves.
 */
export function SetAsideDialog({
  line,
  pending,
  onCancel,
  onConfirm,
}: {
  line: StatementLineModel | null;
  pending: boolean;
  onCancel: () => void;
  onConfirm: (reason: string) => void;
}) {
  const form = useZodForm(setAsideLineSchema, { defaultValues: { neden: '' } });
  const duplicate = line?.state === 'benzer';
  const title = duplicate ? 'Mükerrer olarak işaretle' : 'Yok Say';
  return (
    <DialogFrame
      open={line !== null}
      onClose={() => !pending && onCancel()}
      onExited={() => form.reset()}
      title={title}
      describedBy="yok-say-metin"
    >
      <Box component="form" noValidate onSubmit={form.handleSubmit((v) => onConfirm(v.neden))}>
        <DialogContent sx={{ pt: 0 }}>
          <DialogContentText id="yok-say-metin" sx={{ color: 'text.primary', mb: 2 }}>
            {line &&
              (duplicate
                ? `${formatMoney(line.amount, line.currency)} tutarındaki satır, daha önce aktarılan havalenin tekrarı olarak işaretlenecek; hiçbir hesaba aktarılmayacak.`
                : `${formatMoney(line.amount, line.currency)} tutarındaki satır hiçbir hesaba aktarılmayacak.`)}
          </DialogContentText>
          <RuleTextField
            form={form}
            name="neden"
            label={duplicate ? 'Mükerrer sayma nedeni' : 'Yok sayma nedeni'}
            required
            fullWidth
            multiline
            minRows={2}
            autoFocus
            hint={
              duplicate
                ? 'Örneğin: Gün içi ekstrede aktarılan havale, gün sonu ekstresinde tekrar listelendi.'
                : 'Örneğin: Gönderene iade edilecek.'
            }
            slotProps={{ htmlInput: { maxLength: 500 } }}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          <Button onClick={onCancel} disabled={pending}>
            Vazgeç
          </Button>
          <Button type="submit" variant="contained" color="secondary" disabled={pending}>
            {pending ? 'Kaydediliyor...' : title}
          </Button>
        </DialogActions>
      </Box>
    </DialogFrame>
  );
}

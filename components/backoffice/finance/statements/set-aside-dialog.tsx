'use client';
import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import type { StatementLineModel } from '@/lib/api/backoffice/statements';
import { formatMoney } from '@/lib/format/money';
import { setAsideLineSchema } from '@/lib/rules/statement-schemas';

/** "Yok Say": the line is set aside with a reason (e.g. to be returned to the sender); no money moves. */
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
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = () => {
    const checked = setAsideLineSchema.safeParse({ neden: reason });
    if (!checked.success) {
      setError(checked.error.issues[0].message);
      return;
    }
    setError(null);
    onConfirm(checked.data.neden);
  };
  return (
    <Dialog
      open={line !== null}
      onClose={() => !pending && onCancel()}
      slotProps={{
        transition: {
          onExited: () => {
            setReason('');
            setError(null);
          },
        },
      }}
      aria-labelledby="yok-say-baslik"
      aria-describedby="yok-say-metin"
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id="yok-say-baslik" sx={{ color: 'primary.main', fontWeight: 700 }}>
        Yok Say
      </DialogTitle>
      <DialogContent>
        <DialogContentText id="yok-say-metin" sx={{ color: 'text.primary', mb: 2 }}>
          {line && `${formatMoney(line.amount, line.currency)} tutarındaki satır hiçbir hesaba aktarılmayacak.`}
        </DialogContentText>
        <TextField
          label="Yok sayma nedeni"
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          required
          fullWidth
          multiline
          minRows={2}
          autoFocus
          error={Boolean(error)}
          helperText={error ?? 'Örneğin: Gönderene iade edilecek.'}
          slotProps={{ htmlInput: { maxLength: 500 } }}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={onCancel} disabled={pending}>
          Vazgeç
        </Button>
        <Button variant="contained" color="secondary" onClick={submit} disabled={pending}>
          {pending ? 'Kaydediliyor...' : 'Yok Say'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

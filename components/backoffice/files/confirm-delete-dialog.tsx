'use client';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import { DialogFrame } from '@/components/ui/dialog-frame';

/** The confirmation before a file or a slide is removed ('Vazgeç' first, like the portal's other dialogs). */
export function ConfirmDeleteDialog({
  open,
  title,
  text,
  pending,
  onCancel,
  onConfirm,
}: {
  open: boolean;
  title: string;
  text: string;
  pending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <DialogFrame
      open={open}
      onClose={() => !pending && onCancel()}
      title={title}
      describedBy="sil-onay-metin"
      maxWidth="xs"
    >
      <DialogContent>
        <DialogContentText id="sil-onay-metin" sx={{ color: 'text.primary' }}>
          {text}
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={onCancel} disabled={pending} autoFocus>
          Vazgeç
        </Button>
        <Button variant="contained" color="secondary" onClick={onConfirm} disabled={pending}>
          {pending ? 'Siliniyor...' : 'Sil'}
        </Button>
      </DialogActions>
    </DialogFrame>
  );
}

'use client';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

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
    <Dialog
      open={open}
      onClose={() => !pending && onCancel()}
      aria-labelledby="sil-onay-baslik"
      aria-describedby="sil-onay-metin"
    >
      <DialogTitle id="sil-onay-baslik" sx={{ color: 'primary.main', fontWeight: 700 }}>
        {title}
      </DialogTitle>
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
    </Dialog>
  );
}

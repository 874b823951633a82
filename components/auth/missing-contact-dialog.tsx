'use client';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import { DialogFrame } from '@/components/ui/dialog-frame';

export const MISSING_CONTACT_TITLE = 'İletişim Bilgileri Eksik';
export const MISSING_CONTACT_TEXT =
  'E-Devlet Üzerinden GSM ve E-Posta Bilgileriniz eksik olduğu için devam edemiyorsunuz. Lütfen bilgilerinizi güncelleyip tekrar deneyiniz.';

/** docs/spec.md §2 dialog 2: the user cannot continue; any way of closing it ends the attempt. */
export function MissingContactDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <DialogFrame
      open={open}
      onClose={onClose}
      describedBy="missing-contact-text"
      maxWidth="xs"
      title={MISSING_CONTACT_TITLE}
    >
      <DialogContent>
        <DialogContentText id="missing-contact-text">{MISSING_CONTACT_TEXT}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button variant="contained" onClick={onClose} autoFocus>
          Tamam
        </Button>
      </DialogActions>
    </DialogFrame>
  );
}

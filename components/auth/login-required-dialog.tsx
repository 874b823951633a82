'use client';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import { MuiTheme } from '@/components/ui/mui-theme';
import { LOGIN_REQUIRED_MESSAGE } from '@/lib/session/route-guard';
import { DialogFrame } from '@/components/ui/dialog-frame';

export const LOGIN_REQUIRED_TITLE = 'Giriş Gerekli';
export const LOGIN_BUTTON_TEXT = 'Giriş Yap';

interface Props {
  onLogin: () => void;
  onClose: () => void;
}

/**
 * A guarded page was opened signed out: says so and offers the sign-in, which comes back to that
 * page. 'Giriş Yap' has the focus; Escape or 'Vazgeç' stays on the home page.
 */
function LoginRequiredDialogView({ onLogin, onClose }: Props) {
  return (
    <DialogFrame open onClose={onClose} title={LOGIN_REQUIRED_TITLE} maxWidth="xs">
      <DialogContent>
        <Alert severity="warning">{LOGIN_REQUIRED_MESSAGE}</Alert>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, gap: 1 }}>
        <Button variant="outlined" onClick={onClose}>
          Vazgeç
        </Button>
        <Button variant="contained" onClick={onLogin} autoFocus>
          {LOGIN_BUTTON_TEXT}
        </Button>
      </DialogActions>
    </DialogFrame>
  );
}

export function LoginRequiredDialog(props: Props) {
  return (
    <MuiTheme>
      <LoginRequiredDialogView {...props} />
    </MuiTheme>
  );
}

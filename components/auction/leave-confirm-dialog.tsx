'use client';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import { MuiTheme } from '@/components/ui/mui-theme';
import {
  LEAVE_BACK_BUTTON,
  LEAVE_CONFIRM_BUTTON,
  LEAVE_CONFIRM_TEXT,
  LEAVE_CONFIRM_TITLE,
} from '@/lib/rules/participation-messages';
import { DialogFrame } from '@/components/ui/dialog-frame';

interface Props {
  open: boolean;
  /** The leave call runs: the buttons wait. */
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * The question before leaving a tender (issue #19): leaving releases the blocked deposit, so it is
 * asked first. 'Vazgeç' has the focus: Enter alone does not leave.
 */
function LeaveConfirmDialogView({ open, busy, onConfirm, onCancel }: Props) {
  const close = () => {
    if (!busy) onCancel();
  };
  return (
    <DialogFrame open={open} onClose={close} describedBy="leave-confirm-text" maxWidth="xs" title={LEAVE_CONFIRM_TITLE}>
      <DialogContent>
        <DialogContentText id="leave-confirm-text" sx={{ color: 'text.primary' }}>
          {LEAVE_CONFIRM_TEXT}
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, gap: 1, flexWrap: 'wrap' }}>
        <Button variant="outlined" onClick={close} disabled={busy} autoFocus>
          {LEAVE_BACK_BUTTON}
        </Button>
        <Button
          variant="contained"
          color="error"
          onClick={onConfirm}
          disabled={busy}
          startIcon={busy ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
        >
          {LEAVE_CONFIRM_BUTTON}
        </Button>
      </DialogActions>
    </DialogFrame>
  );
}

/** Loaded on demand, also on pages without MUI: brings the portal theme along. */
export function LeaveConfirmDialog(props: Props) {
  return (
    <MuiTheme>
      <LeaveConfirmDialogView {...props} />
    </MuiTheme>
  );
}

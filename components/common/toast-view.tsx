'use client';
import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import type { Toast } from '@/lib/toast/toast-store';
import { MuiTheme } from '@/components/ui/mui-theme';

/** One toast, top centre below the header, announced to screen readers by the Alert role. Loaded with the first toast. */
export function ToastView({ toast, onDismiss }: { toast: Toast; onDismiss: (id: number) => void }) {
  return (
    <MuiTheme>
      <Snackbar
        open
        autoHideDuration={toast.duration}
        onClose={(_e, reason) => reason !== 'clickaway' && onDismiss(toast.id)}
        anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
        // Below the sticky header, never over its logo, bell or menu (issue #36).
        sx={{ top: { xs: 'calc(var(--header-h) + 8px)', sm: 'calc(var(--header-h) + 8px)' } }}
      >
        <Alert severity={toast.severity} variant="filled" onClose={() => onDismiss(toast.id)} sx={{ minWidth: 280 }}>
          {toast.message}
        </Alert>
      </Snackbar>
    </MuiTheme>
  );
}

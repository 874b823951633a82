'use client';
import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { useToastStore } from '@/lib/toast/toast-store';

/** Shows queued toasts one at a time, top centre, announced to screen readers by the Alert role. */
export function Toaster() {
  const toasts = useToastStore((s) => s.toasts);
  const dismiss = useToastStore((s) => s.dismiss);
  const current = toasts[0];
  if (!current) return null;
  return (
    <Snackbar
      key={current.id}
      open
      autoHideDuration={current.duration}
      onClose={(_e, reason) => reason !== 'clickaway' && dismiss(current.id)}
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
    >
      <Alert severity={current.severity} variant="filled" onClose={() => dismiss(current.id)} sx={{ minWidth: 280 }}>
        {current.message}
      </Alert>
    </Snackbar>
  );
}

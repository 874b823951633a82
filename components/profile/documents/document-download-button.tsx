'use client';
import { useState } from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { DOCUMENT_MESSAGES } from '@/lib/contract/documents';
import { ApiRequestError } from '@/lib/api/http';
import { toast } from '@/lib/toast/toast-store';
import { Icon } from '@/components/ui/icon';
import { PictureAsPdfOutlinedIcon } from '@/components/ui/icons/picture-as-pdf-outlined';

/**
 * A PDF download (dekont, satış belgesi): a real button, busy while the file comes, and a toast with
 * the server's Turkish message when it is refused (the row vanished, the session ended).
 */
export function DocumentDownloadButton({
  label,
  ariaLabel,
  download,
}: {
  label: string;
  ariaLabel: string;
  download: () => Promise<void>;
}) {
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      await download();
    } catch (err) {
      toast.error(err instanceof ApiRequestError && err.message ? err.message : DOCUMENT_MESSAGES.downloadFailed);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      size="small"
      variant="outlined"
      onClick={() => void run()}
      disabled={busy}
      aria-label={ariaLabel}
      aria-busy={busy || undefined}
      startIcon={busy ? <CircularProgress size={14} aria-hidden /> : <Icon def={PictureAsPdfOutlinedIcon} />}
      sx={{ whiteSpace: 'nowrap', minWidth: 0, py: 0.25 }}
    >
      {label}
    </Button>
  );
}

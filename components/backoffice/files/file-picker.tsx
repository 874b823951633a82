'use client';
import { useId, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { ApiRequestError } from '@/lib/api/http';
import { Icon } from '@/components/ui/icon';
import { UploadFileIcon } from '@/components/ui/icons/upload-file';

/**
 * A file upload control of the back-office (docs/architecture.md §8 "Files"): a real button (keyboard
 * and screen readers reach it by its label) that opens the browser's file chooser, the upload's
 * progress while it runs, and the server's Turkish refusal under it. The input accepts what the
 * server takes, but the server decides by content.
 */
export function FilePicker({
  label,
  accept,
  hint,
  disabled,
  upload,
  onDone,
}: {
  label: string;
  accept: string;
  hint?: string;
  disabled?: boolean;
  /** Sends the file; reports progress 0..1. */
  upload: (file: File, onProgress: (fraction: number) => void) => Promise<unknown>;
  onDone?: () => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  const pick = async (file: File | undefined) => {
    if (!file) return;
    setError(null);
    setProgress(0);
    try {
      await upload(file, setProgress);
      onDone?.();
    } catch (err) {
      // The server's refusal, or a check the screen made before sending (e.g. a missing slide text).
      setError(
        err instanceof ApiRequestError
          ? err.toastText()
          : (err as Error)?.message || 'Dosya yüklenemedi. Lütfen tekrar deneyiniz.',
      );
    } finally {
      setProgress(null);
      if (input.current) input.current.value = '';
    }
  };

  const busy = progress !== null;
  return (
    <Box>
      <input
        ref={input}
        type="file"
        accept={accept}
        hidden
        tabIndex={-1}
        aria-label={label}
        onChange={(e) => void pick(e.target.files?.[0])}
      />
      <Button
        variant="outlined"
        startIcon={<Icon def={UploadFileIcon} />}
        disabled={disabled || busy}
        aria-describedby={hint ? hintId : undefined}
        onClick={() => input.current?.click()}
      >
        {busy ? 'Yükleniyor...' : label}
      </Button>
      {hint && (
        <Typography id={hintId} variant="body2" color="text.secondary" sx={{ mt: 0.75 }}>
          {hint}
        </Typography>
      )}
      {busy && (
        <LinearProgress
          variant={progress > 0 && progress < 1 ? 'determinate' : 'indeterminate'}
          value={Math.round(progress * 100)}
          aria-label={`${label}: yükleniyor`}
          sx={{ mt: 1, maxWidth: 320 }}
        />
      )}
      {error && (
        <Alert severity="error" role="alert" sx={{ mt: 1.5 }} onClose={() => setError(null)}>
          {error}
        </Alert>
      )}
    </Box>
  );
}

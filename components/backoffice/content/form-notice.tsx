import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { ApiRequestError } from '@/lib/api/http';

export type Notice = { ok: boolean; text: string } | null;

/** What a refused or failed call tells the staff member (the API's Turkish messages). */
export const failureText = (err: unknown) =>
  err instanceof ApiRequestError ? err.toastText() : 'İşlem tamamlanamadı. Lütfen tekrar deneyiniz.';

/** A form's outcome, announced politely to screen readers. */
export function FormNotice({ notice, onClose }: { notice: Notice; onClose(): void }) {
  return (
    <Box aria-live="polite">
      {notice && (
        <Alert severity={notice.ok ? 'success' : 'error'} onClose={onClose} sx={{ mb: 2 }}>
          {notice.text}
        </Alert>
      )}
    </Box>
  );
}

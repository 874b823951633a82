'use client';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { ApiRequestError } from '@/lib/api/http';

/** The messages of a refusal: the API's list, else its message. */
export function refusalMessages(error: unknown): string[] {
  if (error instanceof ApiRequestError) return error.mesajList.length ? error.mesajList : [error.message];
  return ['İşlem tamamlanamadı. Lütfen bağlantınızı kontrol edip tekrar deneyiniz.'];
}

const isStale = (error: unknown) =>
  error instanceof ApiRequestError && error.status === 409 && error.key === 'StaleEdit';

/**
 * A refused save or publish, in words: the list of what the API refused (Turkish, from
 * lib/rules/tender-draft.ts), and for an edit another staff member saved first, a way to load theirs.
 */
export function SaveFeedback({ error, title, onReload }: { error: unknown; title?: string; onReload?(): void }) {
  const messages = refusalMessages(error);
  const stale = isStale(error);
  return (
    <Alert
      severity={stale ? 'warning' : 'error'}
      role="alert"
      sx={{ width: '100%' }}
      action={
        stale && onReload ? (
          <Button color="inherit" size="small" onClick={onReload}>
            Güncel bilgileri yükle
          </Button>
        ) : undefined
      }
    >
      {title && <AlertTitle>{title}</AlertTitle>}
      {messages.length === 1 && !title ? (
        messages[0]
      ) : (
        <ul style={{ margin: 0, paddingLeft: '1.25rem' }}>
          {messages.map((m) => (
            <li key={m}>{m}</li>
          ))}
        </ul>
      )}
    </Alert>
  );
}

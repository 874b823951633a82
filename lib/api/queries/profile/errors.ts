import { ApiRequestError } from '../../http';

/**
 * The toast text of a failed profile call (docs/spec.md §8): the named list of the error body joined by
 * ', ' — 'errors' for IBAN, consents, conversations and favourites; 'mesajList' for refunds and
 * companies — else the message.
 */
export function profileErrorText(err: unknown, source: 'errors' | 'mesajList'): string {
  if (err instanceof ApiRequestError) return err.toastText(source);
  return err instanceof Error && err.message ? err.message : 'Beklenmeyen bir hata oluştu.';
}

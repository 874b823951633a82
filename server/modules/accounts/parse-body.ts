import type { z } from 'zod';
import { validationError } from '../../http/errors';

const INVALID = 'Geçersiz istek.';

/**
 * Validates a JSON body against a shared schema (lib/rules). Failures are a 400 listing every
 * problem in `errors` (and `mesajList`), with the Turkish messages of the schema.
 */
export function parseBody<T extends z.ZodType>(schema: T, body: unknown): z.output<T> {
  if (!body || typeof body !== 'object' || Array.isArray(body)) {
    throw validationError([INVALID]);
  }
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  const messages = [...new Set(result.error.issues.map((i) => i.message))];
  throw validationError(messages);
}

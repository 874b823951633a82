import type { z } from 'zod';
import { validationError } from '../../http/errors';

/**
 * Validates a body or query with a shared schema (lib/rules/profile-schemas.ts). A failure is a
 * 400 listing every distinct Turkish message in both `errors` and `mesajList`, because the screens
 * read one list or the other for their toasts (SPEC §8).
 */
const BAD_SHAPE = 'Geçersiz istek.';

export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const messages = [
    ...new Set(
      result.error.issues.map((i) => (i.path.length === 0 && i.code === 'invalid_type' ? BAD_SHAPE : i.message)),
    ),
  ];
  return throwValidation(messages);
}

export function throwValidation(messages: string[]): never {
  throw validationError(messages);
}

import type { z } from 'zod';
import { validationError } from './errors';

/** What a request whose body or query is not an object at all is told. */
const INVALID_REQUEST = 'Geçersiz istek.';

/**
 * The one input check of every route: a body, query or params object against a shared schema
 * (lib/rules). A failure is a 400 listing every distinct Turkish message of the schema in both
 * `errors` and `mesajList`, because the screens read one list or the other for their toasts
 * (docs/spec.md §8). A missing input counts as an empty object (a query with no fields), unless
 * `object: true` asks for a JSON object body, whose absence is itself the problem.
 */
export function validate<S extends z.ZodType>(schema: S, input: unknown, opts: { object?: boolean } = {}): z.output<S> {
  if (opts.object && (!input || typeof input !== 'object' || Array.isArray(input))) {
    throw validationError([INVALID_REQUEST]);
  }
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const messages = result.error.issues.map((i) =>
    i.path.length === 0 && i.code === 'invalid_type' ? INVALID_REQUEST : i.message,
  );
  throw validationError([...new Set(messages)]);
}

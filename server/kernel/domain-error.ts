/**
 * What a query function answers when a rule says no (docs/architecture.md §3 Server module kit):
 * a domain error, never an HTTP status. Query functions run under REST routes, hub methods, the
 * scheduler and the operator command alike; what a refusal means on the wire is decided at the
 * edge, in one place (server/http/errors.ts httpErrorOf, applied by the central error handler).
 *
 * - invalid: the request breaks a rule of the domain (a closed tender, a missing deposit) — 400;
 * - notFound: what it names does not exist for this caller — 404;
 * - forbidden: it exists but is another's — 403;
 * - conflict: it clashes with what is already there (registered, linked) — 409.
 *
 * `key` is the error body's machine-readable key where clients tell refusals apart; without a
 * message, notFound and forbidden carry the API's standard texts. `messages` lists every broken
 * rule of one request (a form's fields) for the screens that show them all (the 400's `mesajList`).
 */
export type DomainErrorKind = 'invalid' | 'notFound' | 'forbidden' | 'conflict';

export class DomainError extends Error {
  private constructor(
    public readonly kind: DomainErrorKind,
    message: string,
    public readonly key?: string,
    public readonly messages?: readonly string[],
  ) {
    super(message);
    this.name = 'DomainError';
  }

  static invalid(message: string, key?: string): DomainError {
    return new DomainError('invalid', message, key);
  }

  /** Several rules broken at once: a 400 listing each, as input validation answers. */
  static invalidFields(messages: readonly string[], message = messages.join(', ')): DomainError {
    return new DomainError('invalid', message, 'ValidationError', messages);
  }

  static notFound(message = ''): DomainError {
    return new DomainError('notFound', message);
  }

  static forbidden(message = ''): DomainError {
    return new DomainError('forbidden', message);
  }

  static conflict(message: string, key?: string): DomainError {
    return new DomainError('conflict', message, key);
  }
}

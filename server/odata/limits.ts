/** Limits of the OData layer. Each one refuses input with a 400 that names it. */

/** Raw query string, before percent-decoding. */
export const MAX_QUERY_LENGTH = 4096;
/** Nesting of parentheses, not, function calls, lambdas and $expand levels. */
export const MAX_DEPTH = 20;
/** Tokens in one expression: bounds parser work whatever the input looks like. */
export const MAX_TOKENS = 2000;
export const MAX_IN_LIST = 500;
/** any/all per expression: each is a correlated subquery, so a flat chain of them is the costly shape. */
export const MAX_LAMBDAS = 10;
export const MAX_NUMBER_DIGITS = 40;
/** Largest $top inside $expand (no next link there); a larger top-level $top is paged instead. */
export const MAX_TOP = 100;
/**
 * Server-driven page size: rows per answer when the client gives no $top or a larger one; the
 * answer then carries @odata.nextLink (docs/architecture.md §10).
 */
export const PAGE_SIZE = 100;
export const MAX_SKIP = 1_000_000;
/** Rows one $expand may bring back across all parents; beyond it the client must narrow the query. */
export const MAX_EXPANDED_ROWS = 10_000;

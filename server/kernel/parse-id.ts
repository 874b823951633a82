/** A positive 32-bit id from a number or a digit string (a route parameter, a body field); null otherwise. */
export function parseId(v: unknown): number | null {
  const n = typeof v === 'string' && /^\d{1,10}$/.test(v) ? Number(v) : v;
  return typeof n === 'number' && Number.isSafeInteger(n) && n > 0 && n <= 2_147_483_647 ? n : null;
}

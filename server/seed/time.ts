const MINUTE = 60_000;

export const minutes = (n: number) => n * MINUTE;
export const hours = (n: number) => n * 60 * MINUTE;
export const days = (n: number) => n * 24 * 60 * MINUTE;

export const at = (now: Date, offsetMs: number) => new Date(now.getTime() + offsetMs);

/** The payment deadline rule, the portal's own (docs/architecture.md §5). */
export { paymentDeadline } from '../tenders/payment-deadline';

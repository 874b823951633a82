/**
 * A provider refused a message for good (unknown number, expired push subscription, rejected
 * credentials): retrying cannot help, so the delivery fails at once instead of using up its retries.
 */
export class PermanentDeliveryError extends Error {}

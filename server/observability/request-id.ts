import { randomUUID } from 'node:crypto';

export const REQUEST_ID_HEADER = 'x-request-id';

/** A request id we accept from a caller (load balancer, client): short and free of anything a log could misread. */
const SANE = /^[A-Za-z0-9._-]{1,64}$/;

/**
 * The id of a request: the caller's `X-Request-Id` when it is a sane token (so one id follows a
 * request through the load balancer and our logs), a fresh UUID otherwise.
 */
export function requestIdFrom(header: string | string[] | undefined): string {
  const value = Array.isArray(header) ? header[0] : header;
  return value !== undefined && SANE.test(value) ? value : randomUUID();
}

import { apiRequest, type RequestOptions } from '../http';

/** Where the back-office sends a browser whose staff session is over. */
export const STAFF_SIGN_IN_PATH = '/yonetim/giris';

/**
 * The back-office's calls (docs/architecture.md §8): through the one fetch wrapper, with no Bearer
 * (the staff session is an HttpOnly cookie the browser sends itself) and with a 401 that ends the
 * staff session only, never the bidder's.
 */
export function staffRequest<T>(
  path: string,
  opts: Omit<RequestOptions, 'token' | 'credentials' | 'onUnauthorized'> = {},
) {
  return apiRequest<T>(path, {
    ...opts,
    token: null,
    credentials: 'same-origin',
    onUnauthorized: staffSessionEnded,
  });
}

function staffSessionEnded() {
  if (typeof window === 'undefined' || window.location.pathname.startsWith(STAFF_SIGN_IN_PATH)) return;
  const back = `${window.location.pathname}${window.location.search}`;
  window.location.assign(`${STAFF_SIGN_IN_PATH}?oturum=bitti&donus=${encodeURIComponent(back)}`);
}

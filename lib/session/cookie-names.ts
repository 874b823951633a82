/** Cookie names of the portal (SPEC §9 leaves them open). */
export const COOKIE = {
  accessToken: 'esatis_at',
  refreshToken: 'esatis_rt',
  /** Ids of popup announcements the visitor has closed, comma-separated. */
  closedPopups: 'esatis_popup',
  cookieConsent: 'esatis_cookie_ok',
} as const;

/** Prefix of every key the portal writes into localStorage. */
export const STORAGE_PREFIX = 'esatis:';

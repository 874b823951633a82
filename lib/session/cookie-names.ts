/** Cookie names of the portal (docs/spec.md §9 leaves them open). */
export const COOKIE = {
  /** The access token: short-lived, written by the browser (docs/spec.md §7), sent as the Bearer. */
  accessToken: 'esatis_at',
  /**
   * The refresh token: set only by the authorization service, HttpOnly, Path limited to it (the
   * browser's scripts never see it; server/auth/refresh-cookie.ts).
   */
  refreshToken: 'esatis_rt',
  /**
   * Set and cleared by the server together with the refresh cookie, readable by scripts and
   * middleware, with no secret in it: "this browser holds a refresh cookie", so the app knows a
   * silent refresh is worth trying once the access cookie has expired.
   */
  sessionMarker: 'esatis_session',
  /** Ids of popup announcements the visitor has closed, comma-separated. */
  closedPopups: 'esatis_popup',
  cookieConsent: 'esatis_cookie_ok',
  /**
   * A back-office (staff) session: HttpOnly, SameSite=Strict, set only by /api/yonetim/oturum
   * (server/auth/staff/staff-cookie.ts). Never sent as a Bearer, never readable by scripts.
   */
  staffSession: 'esatis_yt',
} as const;

/** Prefix of every key the portal writes into localStorage. */
export const STORAGE_PREFIX = 'esatis:';

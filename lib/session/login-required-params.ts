/**
 * The two query parameters of the guard's redirect (`/?girisGerekli=1&donus=<the page>`,
 * lib/session/route-guard.ts), read by the notice watching for them
 * (components/auth/login-required-notice.tsx) and by the home page, which then leaves its popup
 * out. Apart from the guard so that the notice carries nothing else on every page's first load.
 */
export const LOGIN_REQUIRED_PARAM = 'girisGerekli';
/** The page the visitor wanted, carried to the home page's notice (a guarded path, validated). */
export const RETURN_PATH_PARAM = 'donus';

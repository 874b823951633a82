'use client';
import { useEffect, useRef, useState } from 'react';
import dynamic from 'next/dynamic';
import { usePathname, useSearchParams } from 'next/navigation';
import { usePublicConfig } from '@/lib/public-config-context';
import { redirectToLogin } from '@/lib/session/login-redirect';
import { rememberReturnPath } from '@/lib/session/return-path';
import { LOGIN_REQUIRED_PARAM, RETURN_PATH_PARAM, safeReturnPath } from '@/lib/session/route-guard';

// Shown only after the guard's redirect: kept out of every page's first JavaScript.
const LoginRequiredDialog = dynamic(() => import('./login-required-dialog').then((m) => m.LoginRequiredDialog), {
  ssr: false,
});

/**
 * After the guard's redirect to `/?girisGerekli=1&donus=<page>`: a dialog says 'Sisteme giriş
 * yapmanız gerekmektedir.' and offers 'Giriş Yap'; the wanted page is remembered in this tab (only a
 * guarded profile path) so the callback flow goes there once signed in. The parameters leave the
 * address bar at once (a reload must not ask again). Mount inside <Suspense> (useSearchParams).
 */
export function LoginRequiredNotice() {
  const params = useSearchParams();
  const pathname = usePathname();
  const { authUrl } = usePublicConfig();
  const shown = useRef(false);
  const [notice, setNotice] = useState<{ returnTo: string | null } | null>(null);

  useEffect(() => {
    if (params.get(LOGIN_REQUIRED_PARAM) !== '1') {
      shown.current = false;
      return;
    }
    if (shown.current) return; // strict mode runs effects twice
    shown.current = true;
    setNotice({ returnTo: safeReturnPath(params.get(RETURN_PATH_PARAM)) });
    const rest = new URLSearchParams(params.toString());
    rest.delete(LOGIN_REQUIRED_PARAM);
    rest.delete(RETURN_PATH_PARAM);
    const query = rest.toString();
    window.history.replaceState(null, '', `${pathname}${query ? `?${query}` : ''}${window.location.hash}`);
  }, [params, pathname]);

  if (!notice) return null;
  return (
    <LoginRequiredDialog
      onClose={() => setNotice(null)}
      onLogin={() => {
        rememberReturnPath(notice.returnTo);
        redirectToLogin(authUrl);
      }}
    />
  );
}

'use client';
import { useEffect, useState } from 'react';
import { usePathname, useSearchParams } from 'next/navigation';
import { usePublicConfig } from '@/lib/public-config-context';
import { redirectToLogin } from '@/lib/session/login-redirect';
import { LOGIN_REQUIRED_PARAM, RETURN_PATH_PARAM } from '@/lib/session/login-required-params';
import { rememberReturnPath } from '@/lib/session/return-path';
import { safeReturnPath } from '@/lib/session/route-guard';
import { LoginRequiredDialog } from './login-required-dialog';

/**
 * After the guard's redirect to `/?girisGerekli=1&donus=<page>` (mounted by LoginRequiredNotice,
 * which loads it only then): a dialog says 'Sisteme giriş yapmanız gerekmektedir.' and offers
 * 'Giriş Yap'; the wanted page is remembered in this tab (only a guarded profile path) so the
 * callback flow goes there once signed in. The parameters leave the address bar at once (a reload
 * must not ask again). `onDone`: the dialog was closed without signing in.
 */
export function LoginRequiredFlow({ onDone }: { onDone: () => void }) {
  const params = useSearchParams();
  const pathname = usePathname();
  const { authUrl } = usePublicConfig();
  // Read once, as mounted: the address loses the parameter right after.
  const [returnTo] = useState(() => safeReturnPath(params.get(RETURN_PATH_PARAM)));

  useEffect(() => {
    // Once the address is clean the search parameters change and this returns; strict mode's
    // second run writes the same address again.
    if (params.get(LOGIN_REQUIRED_PARAM) !== '1') return;
    const rest = new URLSearchParams(params.toString());
    rest.delete(LOGIN_REQUIRED_PARAM);
    rest.delete(RETURN_PATH_PARAM);
    const query = rest.toString();
    window.history.replaceState(null, '', `${pathname}${query ? `?${query}` : ''}${window.location.hash}`);
  }, [params, pathname]);

  return (
    <LoginRequiredDialog
      onClose={onDone}
      onLogin={() => {
        rememberReturnPath(returnTo);
        redirectToLogin(authUrl);
      }}
    />
  );
}

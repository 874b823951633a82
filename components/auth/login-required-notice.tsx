'use client';
import { useEffect, useRef } from 'react';
import { usePathname, useSearchParams } from 'next/navigation';
import { LOGIN_REQUIRED_MESSAGE, LOGIN_REQUIRED_PARAM } from '@/lib/session/route-guard';
import { toast } from '@/lib/toast/toast-store';

/**
 * After the guard's redirect to `/?girisGerekli=1`: the warning toast, then the parameter leaves
 * the address bar (a reload must not warn again). Mount inside <Suspense> (useSearchParams).
 */
export function LoginRequiredNotice() {
  const params = useSearchParams();
  const pathname = usePathname();
  const shown = useRef(false);

  useEffect(() => {
    if (params.get(LOGIN_REQUIRED_PARAM) !== '1') {
      shown.current = false;
      return;
    }
    if (shown.current) return; // strict mode runs effects twice
    shown.current = true;
    toast.warning(LOGIN_REQUIRED_MESSAGE, 2000);
    const rest = new URLSearchParams(params.toString());
    rest.delete(LOGIN_REQUIRED_PARAM);
    const query = rest.toString();
    window.history.replaceState(null, '', `${pathname}${query ? `?${query}` : ''}${window.location.hash}`);
  }, [params, pathname]);

  return null;
}

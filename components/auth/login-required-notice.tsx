'use client';
import { useEffect, useState } from 'react';
import { clientIsland } from '@/components/common/client-island';
import { useSearchParams } from 'next/navigation';
import { LOGIN_REQUIRED_PARAM } from '@/lib/session/login-required-params';

// Shown only after the guard's redirect: the dialog, the return path's checks and the sign-in
// redirect are kept out of every page's first JavaScript (docs/architecture.md §3 "Light on a phone").
const LoginRequiredFlow = clientIsland(() => import('./login-required-flow').then((m) => m.LoginRequiredFlow));

/**
 * Watches for the guard's redirect (`?girisGerekli=1`, lib/session/route-guard.ts) and then opens
 * the notice of components/auth/login-required-flow.tsx. The flow takes the parameters out of the
 * address, so the notice stays open by its own state until it is closed. Mount inside <Suspense>
 * (useSearchParams).
 */
export function LoginRequiredNotice() {
  const asked = useSearchParams().get(LOGIN_REQUIRED_PARAM) === '1';
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (asked) setOpen(true);
  }, [asked]);
  return open ? <LoginRequiredFlow onDone={() => setOpen(false)} /> : null;
}

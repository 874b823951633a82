'use client';
import { clientIsland } from '@/components/common/client-island';
import { useToastStore } from '@/lib/toast/toast-store';

// Most visits never see a toast: Snackbar and Alert are downloaded with the first one.
const ToastView = clientIsland(() => import('./toast-view').then((m) => m.ToastView));

/** Shows queued toasts one at a time. */
export function Toaster() {
  const current = useToastStore((s) => s.toasts[0]);
  const dismiss = useToastStore((s) => s.dismiss);
  if (!current) return null;
  return <ToastView key={current.id} toast={current} onDismiss={dismiss} />;
}

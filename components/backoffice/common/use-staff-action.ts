'use client';
import { useState } from 'react';
import { ApiRequestError } from '@/lib/api/http';
import { toast } from '@/lib/toast/toast-store';

/**
 * One change at a time on a back-office screen of files (docs/architecture.md §8 "Files"): `run` marks
 * the screen busy, says `done` or the API's refusal as a toast, and reloads the screen's data whatever
 * the outcome, since a refused move or delete may still have met a changed list.
 */
export function useStaffAction(refresh: () => Promise<unknown>) {
  const [busy, setBusy] = useState(false);
  const run = async (work: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await work();
      toast.success(done);
    } catch (err) {
      toast.error(err instanceof ApiRequestError ? err.toastText() : 'İşlem tamamlanamadı.');
    } finally {
      await refresh();
      setBusy(false);
    }
  };
  return { busy, run };
}

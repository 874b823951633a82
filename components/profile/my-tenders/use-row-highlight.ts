'use client';
import { useEffect, useRef, useState } from 'react';
import { usePathname } from 'next/navigation';
import { useRouteStore } from '@/lib/store/route-store';
import { arrivalPath, HIGHLIGHT_MS, type HighlightCause, pickHighlightedRow } from './row-highlight';

/**
 * The row highlighted for 1 s after the screen is reached or a tab is switched. `tab` changes
 * mark a tab switch; `rowKeys` null while the tab's rows are loading (the choice waits for them).
 */
export function useRowHighlight(tab: string, rowKeys: readonly number[] | null): number | null {
  const pathname = usePathname() ?? '';
  const pending = useRef<HighlightCause['kind'] | null>('arrival');
  const lastTab = useRef(tab);
  const [highlighted, setHighlighted] = useState<number | null>(null);

  if (lastTab.current !== tab) {
    lastTab.current = tab;
    pending.current = 'tab';
  }

  const keysKey = rowKeys?.join(',') ?? null;
  useEffect(() => {
    if (keysKey === null || pending.current === null) return;
    const kind = pending.current;
    pending.current = null;
    const keys = keysKey ? keysKey.split(',').map(Number) : [];
    const cause: HighlightCause =
      kind === 'tab' ? { kind } : { kind, from: arrivalPath(useRouteStore.getState(), pathname) };
    const row = pickHighlightedRow(keys, cause);
    if (row !== null) setHighlighted(row);
  }, [keysKey, pathname]);

  useEffect(() => {
    if (highlighted === null) return;
    const timer = window.setTimeout(() => setHighlighted(null), HIGHLIGHT_MS);
    return () => window.clearTimeout(timer);
  }, [highlighted]);

  return highlighted;
}

'use client';
import { useEffect, useRef } from 'react';
import { usePathname } from 'next/navigation';
import { useRouteStore } from '@/lib/store/route-store';

/**
 * SPEC §2: every route change scrolls to the top and records the previous and current path. The
 * first render only records: a reload keeps the browser's own scroll restoration.
 */
export function RouteTracker() {
  const pathname = usePathname();
  const recordNavigation = useRouteStore((s) => s.recordNavigation);
  const firstRender = useRef(true);

  useEffect(() => {
    if (!pathname) return;
    recordNavigation(pathname);
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    if (!window.location.hash) window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname, recordNavigation]);

  return null;
}

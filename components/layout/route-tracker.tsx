'use client';
import { useEffect, useRef } from 'react';
import { usePathname } from 'next/navigation';
import { useRouteStore } from '@/lib/store/route-store';

/**
 * docs/spec.md §2: every route change scrolls to the top and records the previous and current path. The
 * first page of a visit only records (a reload keeps the browser's scroll restoration), and a path
 * is handled once even when React runs the effect twice (strict mode).
 */
export function RouteTracker() {
  const pathname = usePathname();
  const recordNavigation = useRouteStore((s) => s.recordNavigation);
  const handled = useRef<string | null>(null);

  useEffect(() => {
    if (!pathname || handled.current === pathname) return;
    const firstPage = handled.current === null;
    handled.current = pathname;
    recordNavigation(pathname);
    if (!firstPage && !window.location.hash) window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname, recordNavigation]);

  return null;
}

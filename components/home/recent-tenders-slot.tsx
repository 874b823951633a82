'use client';
import { clientIsland } from '@/components/common/client-island';

/**
 * SON GEZİLEN İHALELER's place on the home page. The list lives in this browser's local storage, so
 * the server renders nothing there; the section, its cards and the list's store load after
 * hydration, off the home page's first load (docs/architecture.md §3 "Light on a phone").
 */
export const RecentTendersSlot = clientIsland(() => import('./recent-tenders').then((m) => m.RecentTenders));

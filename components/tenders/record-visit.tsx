'use client';
import { useEffect } from 'react';
import type { RecentTender } from '@/lib/store/recent-tenders';

/**
 * Stores the visited tender in this browser's recently visited list (docs/spec.md §2). The list's
 * store is imported after the page has hydrated: the tender page shows nothing of it, so it stays
 * off that page's first load (docs/architecture.md §3 "Light on a phone").
 */
export function RecordVisit({ tender }: { tender: RecentTender }) {
  const { id, baslik, baslangicTarihi, bitisTarihi } = tender;
  useEffect(() => {
    import('@/lib/store/recent-tenders').then(
      ({ addRecentTender }) => addRecentTender({ id, baslik, baslangicTarihi, bitisTarihi }),
      // Offline at that moment: this visit is not listed, nothing else is lost.
      () => {},
    );
  }, [id, baslik, baslangicTarihi, bitisTarihi]);
  return null;
}

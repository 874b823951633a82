'use client';
import { useEffect } from 'react';
import { addRecentTender, type RecentTender } from '@/lib/store/recent-tenders';

/** Stores the visited tender in this browser's recently visited list (docs/spec.md §2). */
export function RecordVisit({ tender }: { tender: RecentTender }) {
  const { id, baslik, baslangicTarihi, bitisTarihi } = tender;
  useEffect(() => {
    addRecentTender({ id, baslik, baslangicTarihi, bitisTarihi });
  }, [id, baslik, baslangicTarihi, bitisTarihi]);
  return null;
}

'use client';
import { TenderCard } from '@/components/tenders/tender-card';
import type { TenderCardModel } from '@/lib/api/tenders';
import { RECENT_LIMIT, useRecentTenders, type RecentTender } from '@/lib/store/recent-tenders';
import { CardCarousel } from '@/components/common/card-carousel';
import { SectionHeading } from '@/components/common/section-heading';

/** A stored visit as a card: docs/spec.md §2 shows recently visited tenders without status or image. */
export function recentToCardModel(t: RecentTender): TenderCardModel {
  return {
    id: t.id,
    title: t.baslik,
    number: String(t.id),
    statusId: 0,
    statusName: '',
    deliveryPlace: null,
    startDate: t.baslangicTarihi,
    endDate: t.bitisTarihi,
    currentPrice: null,
    currency: 'TL',
    exchangeRate: null,
    vatIncluded: null,
    imageUrl: null,
    imageAlt: t.baslik,
  };
}

/**
 * SON GEZİLEN İHALELER: up to four tenders this browser opened, newest first; hidden when there
 * are none. It lives in local storage, so it appears after hydration, at the end of the page where
 * it moves nothing above it.
 */
export function RecentTenders() {
  const recent = useRecentTenders().slice(0, RECENT_LIMIT);
  if (!recent.length) return null;
  return (
    <section aria-labelledby="son-gezilen-baslik" data-testid="recent-tenders">
      <SectionHeading id="son-gezilen-baslik">SON GEZİLEN İHALELER</SectionHeading>
      <CardCarousel label="Son gezilen ihaleler" perView={{ sm: 2, md: 3, lg: 4 }}>
        {recent.map((t) => (
          <TenderCard key={t.id} tender={recentToCardModel(t)} hideStatus hideImage headingLevel="h3" />
        ))}
      </CardCarousel>
    </section>
  );
}

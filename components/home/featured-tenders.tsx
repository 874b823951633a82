import { TenderCard } from '@/components/tenders/tender-card';
import { FavouriteToggle } from '@/components/auction/favourite-toggle';
import type { TenderCardModel } from '@/lib/api/tenders';
import { CardCarousel } from '@/components/common/card-carousel';
import { SectionHeading } from '@/components/common/section-heading';

/** docs/spec.md §9: up to 3 featured tenders on the home. */
export const FEATURED_LIMIT = 3;

/** ÖNE ÇIKAN İHALELER: a carousel of up to three tender cards. */
export function FeaturedTenders({ tenders }: { tenders: TenderCardModel[] }) {
  const shown = tenders.slice(0, FEATURED_LIMIT);
  if (!shown.length) return null;
  return (
    <section aria-labelledby="one-cikan-baslik" data-testid="featured-tenders">
      <SectionHeading id="one-cikan-baslik" action={{ label: 'Tüm İhaleler', href: '/ihaleler' }}>
        ÖNE ÇIKAN İHALELER
      </SectionHeading>
      <CardCarousel label="Öne çıkan ihaleler" perView={{ sm: 2, md: 3, lg: 3 }}>
        {shown.map((t) => (
          <TenderCard
            key={t.id}
            tender={t}
            headingLevel="h3"
            favoriteSlot={<FavouriteToggle ihaleId={t.id} variant="card" />}
          />
        ))}
      </CardCarousel>
    </section>
  );
}

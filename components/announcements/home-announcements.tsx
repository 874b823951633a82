import type { AnnouncementModel } from '@/lib/api/announcements';
import { HOME_ANNOUNCEMENT_LIMIT } from '@/lib/api/announcements';
import { excerpt } from '@/lib/html/sanitize-html';
import { CardCarousel } from '@/components/common/card-carousel';
import { SectionHeading } from '@/components/common/section-heading';
import { AnnouncementCard } from './announcement-card';

/** DUYURULAR on the home: up to four non-popup announcements in a carousel (server component). */
export function HomeAnnouncements({ announcements }: { announcements: AnnouncementModel[] }) {
  const shown = announcements.filter((a) => !a.popup).slice(0, HOME_ANNOUNCEMENT_LIMIT);
  if (!shown.length) return null;
  return (
    <section aria-labelledby="duyurular-baslik" data-testid="home-announcements">
      <SectionHeading id="duyurular-baslik" action={{ label: 'Tüm Duyurular', href: '/duyurular' }}>
        DUYURULAR
      </SectionHeading>
      <CardCarousel label="Duyurular" perView={{ sm: 2, md: 3, lg: 4 }}>
        {shown.map((a) => (
          <AnnouncementCard
            key={a.id}
            id={a.id}
            title={a.title}
            publishedAt={a.publishedAt}
            summary={excerpt(a.html, 140)}
          />
        ))}
      </CardCarousel>
    </section>
  );
}

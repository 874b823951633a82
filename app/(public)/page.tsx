import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { fetchSlides, fetchTopCategories } from '@/lib/api/content';
import { fetchHomeAnnouncements, fetchPopupAnnouncement } from '@/lib/api/announcements';
import { fetchFeaturedTenders } from '@/lib/api/tenders';
import { sanitizeHtml } from '@/lib/html/sanitize-html';
import { COOKIE } from '@/lib/session/cookie-names';
import { parseClosedPopups } from '@/lib/session/cookie-values';
import { settle } from '@/components/common/settle';
import { HeroSlider } from '@/components/home/hero-slider';
import { HomeIntro } from '@/components/home/home-intro';
import { CategoryCircles } from '@/components/home/category-circles';
import { FeaturedTenders } from '@/components/home/featured-tenders';
import { RecentTenders } from '@/components/home/recent-tenders';
import { HomeAnnouncements } from '@/components/announcements/home-announcements';
import { PopupAnnouncement } from '@/components/announcements/popup-announcement';
import styles from '@/components/home/home.module.css';

export const metadata: Metadata = {
  title: 'Ana Sayfa',
  alternates: { canonical: '/' },
};

/** The home page (docs/spec.md §2). Every section is fetched at once on the server; none waits for another. */
export default async function HomePage() {
  const [slides, categories, featured, announcements, popup, jar] = await Promise.all([
    settle('slides', fetchSlides(), []),
    settle('categories', fetchTopCategories(), []),
    settle('featured tenders', fetchFeaturedTenders(), []),
    settle('announcements', fetchHomeAnnouncements(), []),
    settle('popup', fetchPopupAnnouncement(), null),
    cookies(),
  ]);
  const closed = parseClosedPopups(jar.get(COOKIE.closedPopups)?.value);
  const showPopup = popup && !closed.includes(popup.id);

  return (
    <>
      <HeroSlider slides={slides} />
      <div className={styles.sections}>
        <HomeIntro />
        <CategoryCircles categories={categories} />
        <FeaturedTenders tenders={featured} />
        <HomeAnnouncements announcements={announcements} />
        <RecentTenders />
      </div>
      {showPopup && (
        <PopupAnnouncement
          id={popup.id}
          title={popup.title}
          publishedAt={popup.publishedAt}
          safeHtml={sanitizeHtml(popup.html)}
        />
      )}
    </>
  );
}

import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { fetchSlides, fetchTopCategories } from '@/lib/api/content';
import { fetchHomeAnnouncements, fetchPopupAnnouncement } from '@/lib/api/announcements';
import { fetchFeaturedTenders } from '@/lib/api/tenders';
import { sanitizeHtml } from '@/lib/html/sanitize-html';
import { COOKIE } from '@/lib/session/cookie-names';
import { parseClosedPopups } from '@/lib/session/cookie-values';
import { LOGIN_REQUIRED_PARAM } from '@/lib/session/login-required-params';
import { settle } from '@/components/common/settle';
import { HeroSlider } from '@/components/home/hero-slider';
import { HomeIntro } from '@/components/home/home-intro';
import { CategoryCircles } from '@/components/home/category-circles';
import { FeaturedTenders } from '@/components/home/featured-tenders';
import { RecentTendersSlot } from '@/components/home/recent-tenders-slot';
import { HomeAnnouncements } from '@/components/announcements/home-announcements';
import { PopupAnnouncement } from '@/components/announcements/popup-announcement';
import styles from '@/components/home/home.module.css';

export const metadata: Metadata = {
  title: 'Ana Sayfa',
  alternates: { canonical: '/' },
};

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** The home page (docs/spec.md §2). Every section is fetched at once on the server; none waits for another. */
export default async function HomePage({ searchParams }: { searchParams: SearchParams }) {
  const [slides, categories, featured, announcements, popup, jar, query] = await Promise.all([
    settle('slides', fetchSlides(), []),
    settle('categories', fetchTopCategories(), []),
    settle('featured tenders', fetchFeaturedTenders(), []),
    settle('announcements', fetchHomeAnnouncements(), []),
    settle('popup', fetchPopupAnnouncement(), null),
    cookies(),
    searchParams,
  ]);
  const closed = parseClosedPopups(jar.get(COOKIE.closedPopups)?.value);
  // Sent here by the login guard (components/auth/login-required-notice.tsx): the sign-in notice is
  // what the visitor came for, so the popup does not cover it; it shows on the next visit.
  const afterGuard = query[LOGIN_REQUIRED_PARAM] === '1';
  const showPopup = popup && !closed.includes(popup.id) && !afterGuard;

  return (
    <>
      <HeroSlider slides={slides} />
      <div className={styles.sections}>
        <HomeIntro />
        <CategoryCircles categories={categories} />
        <FeaturedTenders tenders={featured} />
        <HomeAnnouncements announcements={announcements} />
        <RecentTendersSlot />
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

import Link from 'next/link';
import { Icon } from '@/components/ui/icon';
import { CalendarMonthOutlinedIcon } from '@/components/ui/icons/calendar-month-outlined';
import { formatDate } from '@/lib/format/date';
import styles from './announcements.module.css';

export interface AnnouncementCardProps {
  id: number;
  title: string;
  publishedAt: string;
  /** Plain-text excerpt made on the server. */
  summary: string;
  headingLevel?: 'h2' | 'h3';
}

/** An announcement teaser (home carousel, list): date, title link over the whole card, excerpt. */
export function AnnouncementCard({ id, title, publishedAt, summary, headingLevel = 'h3' }: AnnouncementCardProps) {
  const Heading = headingLevel;
  return (
    <article data-testid="announcement-card" className={styles.card}>
      <p className={styles.date}>
        <Icon def={CalendarMonthOutlinedIcon} size={18} />
        <time dateTime={publishedAt}>{formatDate(publishedAt)}</time>
      </p>
      <Heading className={styles.cardTitle}>
        <Link href={`/duyurular/${id}`} className={styles.cardLink}>
          {title}
        </Link>
      </Heading>
      {summary && <p className={styles.summary}>{summary}</p>}
    </article>
  );
}

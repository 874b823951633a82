import type { Metadata } from 'next';
import { cache } from 'react';
import { notFound, redirect } from 'next/navigation';
import Box from '@mui/material/Box';
import { lookupAnnouncement } from '@/lib/api/announcements';
import { excerpt } from '@/lib/html/sanitize-html';
import { formatDate } from '@/lib/format/date';
import { ContentCard, PageFrame } from '@/components/ui/page-frame';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { RichText } from '@/components/common/rich-text';
import { ANNOUNCEMENT_NOT_FOUND_METADATA } from '@/components/common/not-found-content';
import { LinkBox } from '@/components/ui/links';
import { Icon } from '@/components/ui/icon';
import { CalendarMonthOutlinedIcon } from '@/components/ui/icons/calendar-month-outlined';

type Props = { params: Promise<{ id: string }> };

// Metadata and page share one API call per request.
const load = cache(lookupAnnouncement);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { id } = await params;
  const found = await load(id);
  // A missing one is the not-found page (the title streams to the browser after its boundary's).
  if (found.kind === 'missing') return ANNOUNCEMENT_NOT_FOUND_METADATA;
  if (found.kind !== 'found') return { title: 'Duyuru' };
  const a = found.announcement;
  const description = excerpt(a.html, 160);
  const url = `/duyurular/${a.id}`;
  return {
    title: a.title,
    description,
    alternates: { canonical: url },
    openGraph: { type: 'article', title: a.title, description, url, publishedTime: a.publishedAt, locale: 'tr_TR' },
    // The picture is ./opengraph-image.tsx.
    twitter: { card: 'summary_large_image', title: a.title, description },
  };
}

/** /duyurular/{id}: date, title and the sanitised content. A bad id goes back to the list (docs/spec.md §8). */
export default async function AnnouncementDetailPage({ params }: Props) {
  const { id } = await params;
  const found = await load(id);
  if (found.kind === 'invalid') redirect('/duyurular');
  if (found.kind === 'missing') notFound();
  const a = found.announcement;

  return (
    <PageFrame narrow>
      <Breadcrumbs
        items={[
          { label: 'Ana Sayfa', href: '/' },
          { label: 'Duyurular', href: '/duyurular' },
          { label: 'Duyuru Detay' },
        ]}
      />
      <ContentCard component="article">
        <Box
          component="p"
          sx={{
            m: 0,
            mb: 1,
            display: 'flex',
            alignItems: 'center',
            gap: 0.75,
            color: 'text.secondary',
            fontWeight: 600,
          }}
        >
          <Icon def={CalendarMonthOutlinedIcon} size={20} />
          <time dateTime={a.publishedAt}>{formatDate(a.publishedAt)}</time>
        </Box>
        <Box
          component="h1"
          sx={{ m: 0, mb: 3, fontSize: { xs: '1.5rem', sm: '1.875rem' }, lineHeight: 1.3, color: 'primary.main' }}
        >
          {a.title}
        </Box>
        <RichText html={a.html} />
      </ContentCard>
      <Box sx={{ mt: 3 }}>
        <LinkBox
          href="/duyurular"
          sx={{
            fontWeight: 600,
            color: 'primary.main',
            textDecoration: 'none',
            '&:hover': { textDecoration: 'underline' },
          }}
        >
          ← Tüm Duyurular
        </LinkBox>
      </Box>
    </PageFrame>
  );
}

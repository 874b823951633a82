import type { Metadata } from 'next';
import Box from '@mui/material/Box';
import {
  announcementListHref,
  fetchAnnouncementPage,
  parseAnnouncementSearchParams,
  type SearchParamsRecord,
} from '@/lib/api/announcements';
import { PageFrame, PageTitle } from '@/components/ui/page-frame';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { UrlPagination } from '@/components/common/url-pagination';
import { AnnouncementFilters } from '@/components/announcements/announcement-filters';
import { AnnouncementList } from '@/components/announcements/announcement-list';

export const metadata: Metadata = {
  title: 'Duyurular',
  description: 'E-satış ihaleleriyle ilgili güncel duyurular ve bilgilendirmeler.',
  alternates: { canonical: '/duyurular' },
};

/** /duyurular: newest first, 10 a page, filters and page in the URL (docs/spec.md §2, §7). */
export default async function AnnouncementsPage({ searchParams }: { searchParams: Promise<SearchParamsRecord> }) {
  const params = parseAnnouncementSearchParams(await searchParams);
  const { items, total, pageCount } = await fetchAnnouncementPage(params);
  const hrefs: Record<number, string> = {};
  for (let p = 1; p <= pageCount; p++) hrefs[p] = announcementListHref({ ...params, page: p });

  return (
    <PageFrame>
      <Breadcrumbs items={[{ label: 'Ana Sayfa', href: '/' }, { label: 'Duyurular' }]} />
      <PageTitle>Duyurular</PageTitle>
      {/* The key resets the form's fields when the applied filters change (back button, Temizle). */}
      <AnnouncementFilters key={`${params.title}|${params.from}|${params.to}`} applied={params} />
      {total > 0 && (
        <Box component="p" role="status" sx={{ mt: 0, mb: 1.5, color: 'text.secondary' }}>
          {total} duyuru bulundu.
        </Box>
      )}
      <AnnouncementList items={items} />
      <Box sx={{ mt: 3 }}>
        <UrlPagination page={params.page} pageCount={pageCount} hrefs={hrefs} label="Duyuru sayfaları" />
      </Box>
    </PageFrame>
  );
}

import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { FinishedTenderListView } from '@/components/tenders/finished-tender-list-view';
import { PageFrame } from '@/components/ui/page-frame';
import { fetchFinishedTenders, type FinishedTenderList } from '@/lib/api/finished-tenders';
import { ARCHIVE_MONTHS, ARCHIVE_TITLE, archiveHref, archivePageClampHref } from '@/lib/rules/tender-archive';
import { pageParam } from '@/lib/rules/tender-filters';
import { degradedTo } from '@/lib/render-health';

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** A page number that is not one ('?sayfa=abc', '?sayfa=0') shows the first page. */
const pageOf = async (searchParams: SearchParams) => pageParam(await searchParams) ?? 1;

export async function generateMetadata({ searchParams }: { searchParams: SearchParams }): Promise<Metadata> {
  const page = await pageOf(searchParams);
  return {
    title: page > 1 ? `${ARCHIVE_TITLE} (${page}. sayfa)` : ARCHIVE_TITLE,
    description: `Son ${ARCHIVE_MONTHS} ayda sona eren ve iptal edilen e-satış ihaleleri: kazanan teklif tutarı, teklif sayısı ve bitiş tarihi.`,
    // Each page names itself, so search engines reach the tenders on later pages too.
    alternates: { canonical: archiveHref(page) },
  };
}

export default async function FinishedTendersPage({ searchParams }: { searchParams: SearchParams }) {
  const page = await pageOf(searchParams);
  const result: FinishedTenderList | null = await fetchFinishedTenders(page).catch(degradedTo(null));

  // A page past the last one (an old link, a hand-edited address): the last page instead.
  const clamped = result ? archivePageClampHref(page, result.total) : null;
  if (clamped) redirect(clamped);

  return (
    <PageFrame>
      <FinishedTenderListView page={page} result={result} />
    </PageFrame>
  );
}

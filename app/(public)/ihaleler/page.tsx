import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { PageFrame } from '@/components/ui/page-frame';
import { TenderListView } from '@/components/tenders/tender-list-view';
import {
  categoryPath,
  categoryWithDescendants,
  fetchCategoryTree,
  fetchDeliveryPlaces,
  fetchStatusOptions,
  findCategory,
  type CategoryNode,
  type Option,
} from '@/lib/api/lookups';
import { fetchTenderList, type TenderListResult } from '@/lib/api/tenders';
import { OPEN_DATA_PATHS } from '@/lib/contract/open-data';
import { pageClampHref, parseTenderListParams } from '@/lib/rules/tender-filters';
import { degradedTo } from '@/lib/render-health';

export const metadata: Metadata = {
  title: 'İhaleler',
  description: 'Herkese açık e-satış ihaleleri: filtreleyin, sıralayın ve ihale detaylarını inceleyin.',
  alternates: {
    canonical: '/ihaleler',
    // The Atom feed of new tenders and results (docs/architecture.md §12), for feed readers.
    types: { 'application/atom+xml': [{ url: OPEN_DATA_PATHS.tenderFeed, title: 'Yeni ihaleler ve sonuçlar' }] },
  },
};

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/**
 * Filters that the lists can live without: a failed lookup leaves its control empty, not the page
 * broken (and the page is not kept in a cache: lib/render-health.ts).
 */
const orEmpty = <T,>(p: Promise<T[]>) => p.catch(degradedTo<T[]>([]));

export default async function TenderListPage({ searchParams }: { searchParams: SearchParams }) {
  const { params, raw, invalid } = parseTenderListParams(await searchParams);

  const treeP: Promise<CategoryNode[]> = orEmpty(fetchCategoryTree());
  // The list waits for the (cached) tree only when a category needs its descendants.
  const listP: Promise<TenderListResult | null> = (
    params.kategori !== undefined
      ? treeP.then((tree) => fetchTenderList(params, categoryWithDescendants(tree, params.kategori!)))
      : fetchTenderList(params)
  ).catch(degradedTo(null));

  const [result, places, statuses, tree] = await Promise.all([
    listP,
    orEmpty<Option>(fetchDeliveryPlaces()),
    orEmpty<Option>(fetchStatusOptions()),
    treeP,
  ]);

  // A page past the last one (an old link, a hand-edited address): the last page instead.
  const clamped = result ? pageClampHref(raw, params.sayfa, result.total) : null;
  if (clamped) redirect(clamped);

  return (
    <PageFrame>
      <TenderListView
        raw={raw}
        page={params.sayfa}
        result={result}
        invalid={invalid}
        places={places}
        statuses={statuses.length ? statuses : DEFAULT_STATUSES}
        tree={tree}
        categoryOpen={params.kategori ? categoryPath(tree, params.kategori) : []}
        categoryName={params.kategori ? (findCategory(tree, params.kategori)?.name ?? null) : null}
      />
    </PageFrame>
  );
}

/** docs/spec.md §2: the status filter offers 212 and 213; used when the options set cannot be read. */
const DEFAULT_STATUSES: Option[] = [
  { id: 212, name: 'Başlamadı' },
  { id: 213, name: 'Devam Ediyor' },
];

import Link from 'next/link';
import type { CategoryNode, Option } from '@/lib/api/lookups';
import type { TenderCardModel } from '@/lib/api/tenders';
import { Icon } from '@/components/ui/icon';
import { GavelIcon } from '@/components/ui/icons/gavel';
import { ARCHIVE_PATH, ARCHIVE_TITLE } from '@/lib/rules/tender-archive';
import { activeFilterCount, type TenderListRaw, tenderListHref } from '@/lib/rules/tender-filters';
import { ActiveFilterChips } from './active-filter-chips';
import { FilterPanel } from './filter-panel';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { SortSelect } from './sort-select';
import { TenderCard } from './tender-card';
import { FavouriteToggle } from '@/components/auction/favourite-toggle';
import { TenderPagination } from './tender-pagination';
import styles from './tender-list.module.css';

export const EMPTY_LIST_TEXT = 'Aradığınız filtrelere uygun sonuç bulunamadı.';
export const LIST_ERROR_TEXT = 'İhaleler şu anda yüklenemedi. Lütfen daha sonra tekrar deneyiniz.';

export interface TenderListViewProps {
  raw: TenderListRaw;
  page: number;
  /** null when the list could not be loaded */
  result: { items: TenderCardModel[]; total: number } | null;
  invalid: string[];
  places: Option[];
  statuses: Option[];
  tree: CategoryNode[];
  categoryOpen: number[];
  categoryName: string | null;
}

export function TenderListView({
  raw,
  page,
  result,
  invalid,
  places,
  statuses,
  tree,
  categoryOpen,
  categoryName,
}: TenderListViewProps) {
  const activeCount = activeFilterCount(raw);
  return (
    <>
      <Breadcrumbs items={[{ label: 'Ana Sayfa', href: '/' }, { label: 'İhaleler' }]} />
      <div className={styles.headingRow}>
        <h1 className={styles.title}>İhaleler</h1>
        {/* The list shows 212 and 213 only (docs/spec.md §4); finished tenders and their results live here. */}
        <Link href={ARCHIVE_PATH} className={styles.archiveLink}>
          <Icon def={GavelIcon} size={20} />
          {ARCHIVE_TITLE}
        </Link>
      </div>
      <div className={styles.layout}>
        <FilterPanel
          key={JSON.stringify(raw)}
          raw={raw}
          invalid={invalid}
          places={places}
          statuses={statuses}
          tree={tree}
          categoryOpen={categoryOpen}
          activeCount={activeCount}
        />
        <section aria-labelledby="tender-results-title" className={styles.results}>
          <div className={styles.resultBar}>
            <h2 id="tender-results-title" aria-live="polite" className={styles.resultTitle}>
              {result ? (
                <>
                  Aramanızda <strong>{result.total}</strong> ilan bulundu
                </>
              ) : (
                'Sonuçlar'
              )}
            </h2>
            <SortSelect raw={raw} />
          </div>
          {invalid.length > 0 && (
            <div role="alert" className={`${styles.notice} ${styles.warning}`}>
              Adresteki bazı filtre değerleri geçersiz olduğu için dikkate alınmadı.
            </div>
          )}
          <div className={styles.chipsRow}>
            <ActiveFilterChips raw={raw} categoryName={categoryName} />
          </div>
          {!result ? (
            <div role="alert" className={`${styles.notice} ${styles.error}`}>
              {LIST_ERROR_TEXT}
            </div>
          ) : result.items.length === 0 ? (
            <div className={styles.empty}>
              <p className={styles.emptyText}>{EMPTY_LIST_TEXT}</p>
              {activeCount > 0 && (
                <Link href="/ihaleler" className="btn btn-outlined">
                  Tümünü Göster
                </Link>
              )}
            </div>
          ) : (
            <ul aria-label="İhale listesi" className={styles.grid}>
              {result.items.map((t, i) => (
                <li key={t.id}>
                  <TenderCard
                    tender={t}
                    headingLevel="h3"
                    eagerImage={i < 3}
                    leadImage={i === 0}
                    favoriteSlot={<FavouriteToggle ihaleId={t.id} variant="card" />}
                  />
                </li>
              ))}
            </ul>
          )}
          {result && (
            <div className={styles.pagination}>
              <TenderPagination page={page} total={result.total} hrefOf={(p) => tenderListHref(raw, p)} />
            </div>
          )}
        </section>
      </div>
    </>
  );
}

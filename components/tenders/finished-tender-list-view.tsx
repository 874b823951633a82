import type { FinishedTenderList } from '@/lib/api/finished-tenders';
import { ARCHIVE_MONTHS, ARCHIVE_TITLE, archiveHref } from '@/lib/rules/tender-archive';
import { FinishedTenderRow } from './finished-tender-row';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { TenderPagination } from './tender-pagination';
import { LIST_ERROR_TEXT } from './tender-list-view';
import listStyles from './tender-list.module.css';
import styles from './finished-tenders.module.css';

export const FINISHED_EMPTY_TEXT = `Son ${ARCHIVE_MONTHS} ayda sonuçlanan ihale bulunmamaktadır.`;

/** 'Sonuçlanan İhaleler': the finished tenders of the last 12 months, newest end first, paged. */
export function FinishedTenderListView({ page, result }: { page: number; result: FinishedTenderList | null }) {
  return (
    <>
      <Breadcrumbs
        items={[{ label: 'Ana Sayfa', href: '/' }, { label: 'İhaleler', href: '/ihaleler' }, { label: ARCHIVE_TITLE }]}
      />
      <div className={listStyles.headingRow}>
        <h1 className={listStyles.title}>{ARCHIVE_TITLE}</h1>
      </div>
      <p className={styles.intro}>
        Son {ARCHIVE_MONTHS} ayda sona eren ve iptal edilen ihaleler, en son biteni en üstte olmak üzere burada
        listelenir. Her ihalenin sonucunu, teklif sayısını ve bitiş tarihini görebilir, ayrıntılar için ihaleye
        gidebilirsiniz.
      </p>
      <section aria-labelledby="finished-results-title">
        <div className={listStyles.resultBar}>
          <h2 id="finished-results-title" className={listStyles.resultTitle}>
            {result ? (
              <>
                Son {ARCHIVE_MONTHS} ayda sonuçlanan <strong>{result.total}</strong> ihale
              </>
            ) : (
              'Sonuçlar'
            )}
          </h2>
        </div>
        {!result ? (
          <div role="alert" className={`${listStyles.notice} ${listStyles.error}`}>
            {LIST_ERROR_TEXT}
          </div>
        ) : result.items.length === 0 ? (
          <div className={listStyles.empty}>
            <p className={listStyles.emptyText}>{FINISHED_EMPTY_TEXT}</p>
          </div>
        ) : (
          <ul aria-label="Sonuçlanan ihaleler" className={styles.list}>
            {result.items.map((t, i) => (
              <li key={t.id}>
                <FinishedTenderRow tender={t} eagerImage={i < 3} />
              </li>
            ))}
          </ul>
        )}
        {result && (
          <div className={listStyles.pagination}>
            <TenderPagination page={page} total={result.total} hrefOf={archiveHref} />
          </div>
        )}
      </section>
    </>
  );
}

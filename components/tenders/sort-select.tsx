'use client';
import { useTransition } from 'react';
import { useRouter } from 'next/navigation';
import { SelectInput } from '@/components/ui/field';
import { SORT_OPTIONS, type TenderListRaw, tenderListHref } from '@/lib/rules/tender-filters';
import styles from './sort-select.module.css';

/**
 * Sort dropdown: its own GET form carrying the current filters, so without JavaScript the 'Sırala'
 * button applies it; with JavaScript a change navigates at once. A new sort starts at page 1.
 */
export function SortSelect({ raw }: { raw: TenderListRaw }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const { siralama, ...filters } = raw;
  return (
    <form method="get" action="/ihaleler" className={styles.sortForm}>
      {Object.entries(filters).map(([k, v]) => (v ? <input key={k} type="hidden" name={k} value={v} /> : null))}
      <SelectInput
        id="siralama"
        name="siralama"
        label="Sıralama"
        className={styles.sortField}
        value={siralama ?? ''}
        onChange={(e) => {
          const href = tenderListHref({ ...filters, siralama: e.target.value });
          startTransition(() => router.push(href));
        }}
      >
        <option value="">Yayın Tarihi (Yeniden Eskiye)</option>
        {SORT_OPTIONS.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </SelectInput>
      {pending && <div role="progressbar" aria-label="Sıralanıyor" className={styles.progress} />}
      <noscript>
        <button type="submit">Sırala</button>
      </noscript>
    </form>
  );
}

import Link from 'next/link';
import { Icon } from '@/components/ui/icon';
import { CloseIcon } from '@/components/ui/icons/close';
import { type TenderListRaw, tenderListHref } from '@/lib/rules/tender-filters';
import styles from './tender-list.module.css';

/**
 * Filters that arrive from elsewhere (a tag on a detail page, a category circle on the home) are
 * shown as removable chips above the results, so the visitor sees why the list is narrowed.
 */
export function ActiveFilterChips({ raw, categoryName }: { raw: TenderListRaw; categoryName: string | null }) {
  const chips: Array<{ key: keyof TenderListRaw; label: string }> = [];
  if (raw.etiket) chips.push({ key: 'etiket', label: `Etiket: ${raw.etiket}` });
  if (raw.kategori && categoryName) chips.push({ key: 'kategori', label: `Kategori: ${categoryName}` });
  if (!chips.length) return null;
  return (
    <ul aria-label="Etkin filtreler" className={styles.chips}>
      {chips.map((c) => (
        <li key={c.key}>
          <Link
            href={tenderListHref({ ...raw, [c.key]: undefined })}
            aria-label={`${c.label} filtresini kaldır`}
            className={styles.chip}
          >
            {c.label}
            <Icon def={CloseIcon} size={16} />
          </Link>
        </li>
      ))}
    </ul>
  );
}

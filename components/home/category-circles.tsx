import Link from 'next/link';
import type { CategoryModel } from '@/lib/api/content';
import { SectionHeading } from '@/components/common/section-heading';
import { CategoryIcon } from './category-icon';
import styles from './home.module.css';

/** İLAN KATEGORİLERİ: the top-level categories as circles, each opening the filtered tender list. */
export function CategoryCircles({ categories }: { categories: CategoryModel[] }) {
  if (!categories.length) return null;
  return (
    <section aria-labelledby="kategoriler-baslik">
      <SectionHeading id="kategoriler-baslik">İLAN KATEGORİLERİ</SectionHeading>
      <ul data-testid="category-circles" className={styles.categories}>
        {categories.map((c) => (
          <li key={c.id}>
            <Link href={c.href} className={styles.category}>
              <span className={styles.circle}>
                <CategoryIcon name={c.name} />
              </span>
              <span className={styles.categoryName}>{c.name}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

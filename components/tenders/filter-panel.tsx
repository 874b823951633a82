'use client';
import { type FormEvent, useId, useState, useTransition } from 'react';
import { flushSync } from 'react-dom';
import { useRouter } from 'next/navigation';
import Link from 'next/link';
import { Icon } from '@/components/ui/icon';
import { FilterListIcon } from '@/components/ui/icons/filter-list';
import { SelectInput, TextInput } from '@/components/ui/field';
import type { CategoryNode, Option } from '@/lib/api/lookups';
import {
  FILTER_LIMITS,
  FILTER_MESSAGES,
  filterFormErrors,
  ignoredFieldErrors,
  keepNumericText,
  PRICE_FIELDS,
  type TenderFilterForm,
  type TenderListRaw,
  tenderListHref,
} from '@/lib/rules/tender-filters';
import { CategoryTree } from './category-tree';
import styles from './filter-panel.module.css';

interface Props {
  raw: TenderListRaw;
  /** Fields of the URL the list ignored: shown marked, with the reason. */
  invalid: string[];
  places: Option[];
  statuses: Option[];
  tree: CategoryNode[];
  categoryOpen: number[];
  activeCount: number;
}

type Field = keyof TenderFilterForm;
type Errors = Partial<Record<Field, string>>;

/** The fields a message can belong to, in the panel's order: the first one gets the focus. */
const CHECKED: Field[] = ['ihaleNo', 'minFiyat', 'maxFiyat', 'baslik', 'kelime'];

/**
 * The filter panel: a plain GET form to /ihaleler (works without JavaScript), enhanced to refuse
 * characters that cannot be typed into the tender number, validate before leaving, and navigate on the
 * client. A wrong field is marked and says why under it (announced with it: components/ui/field.tsx);
 * the list is then left as it was, and the focus goes to the first wrong field. Submitting drops the
 * page, so every filter change starts at page 1. Below 1024 px it folds behind 'Filtrele'.
 */
export function FilterPanel({ raw, invalid, places, statuses, tree, categoryOpen, activeCount }: Props) {
  const router = useRouter();
  const panelId = useId();
  const [errors, setErrors] = useState<Errors>(() => ignoredFieldErrors(raw, invalid));
  // A form that came back with a field marked (sent without JavaScript, or a hand-made link) opens
  // on a phone, so the mark is seen.
  const [open, setOpen] = useState(() => Object.keys(errors).length > 0);
  // The list is rendered on the server: while it comes, the button says so.
  const [pending, startTransition] = useTransition();
  const [values, setValues] = useState<TenderFilterForm>({
    ihaleNo: raw.ihaleNo ?? '',
    minFiyat: raw.minFiyat ?? '',
    maxFiyat: raw.maxFiyat ?? '',
    baslik: raw.baslik ?? '',
    kelime: raw.kelime ?? '',
    teslimatYeri: raw.teslimatYeri ?? '',
    durum: raw.durum ?? '',
    kategori: raw.kategori ?? '',
  });
  const fieldId = (field: Field) => `${panelId}-${field}`;

  const set = (field: Field, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };

  /**
   * The price pair is judged as it is typed, without scolding a half-typed amount: letters at once
   * (they never lead to an amount), the rest when a field is left; a message already shown follows
   * every key until it is fixed, on both fields, since a reversed range belongs to neither alone.
   */
  const checkPrices = (next: TenderFilterForm, leaving: boolean) => {
    const found = filterFormErrors(next);
    setErrors((shown) => {
      const out = { ...shown };
      for (const key of PRICE_FIELDS) {
        const now = found[key];
        out[key] = leaving || shown[key] || now === FILTER_MESSAGES.numericChars ? now : undefined;
      }
      return out;
    });
  };
  const setPrice = (field: (typeof PRICE_FIELDS)[number], value: string) => {
    const next = { ...values, [field]: value.slice(0, FILTER_LIMITS.fiyat) };
    setValues(next);
    checkPrices(next, false);
  };

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const found = filterFormErrors(values);
    // Rendered before the focus moves, so the field is read out with its message.
    flushSync(() => setErrors(found));
    const first = CHECKED.find((field) => found[field]);
    if (first) {
      document.getElementById(fieldId(first))?.focus();
      return;
    }
    setOpen(false);
    const trimmed = Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v?.trim() ?? ''])) as TenderListRaw;
    startTransition(() => router.push(tenderListHref({ ...trimmed, etiket: raw.etiket, siralama: raw.siralama })));
  };

  const numericField = (field: 'ihaleNo' | 'minFiyat' | 'maxFiyat', label: string, max: number) => (
    <TextInput
      id={fieldId(field)}
      name={field}
      label={label}
      value={values[field]}
      onChange={(e) =>
        field === 'ihaleNo' ? set(field, keepNumericText(e.target.value, max)) : setPrice(field, e.target.value)
      }
      onBlur={field === 'ihaleNo' ? undefined : () => checkPrices(values, true)}
      error={errors[field]}
      autoComplete="off"
      maxLength={max}
      inputMode="decimal"
    />
  );

  return (
    <section aria-label="İhale filtreleri">
      <button
        type="button"
        className={`btn btn-outlined filter-toggle ${styles.filterToggle} ${open ? styles.filterToggleOpen : ''}`}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
      >
        <Icon def={FilterListIcon} size={20} />
        Filtrele{activeCount > 0 ? ` (${activeCount})` : ''}
      </button>
      {/* Without JavaScript the panel cannot be unfolded, so it is simply shown. */}
      <noscript>
        <style>
          {
            '.tender-filter-panel{display:block!important}.filter-toggle,.category-toggle{display:none!important}.category-children{display:block!important}'
          }
        </style>
      </noscript>
      <div id={panelId} className={`tender-filter-panel ${styles.panel} ${open ? styles.panelOpen : ''}`}>
        <h2 className={styles.panelTitle}>Filtreler</h2>
        {/* biome-ignore lint/a11y/useSemanticElements: <search> is too new for some supported browsers; the role says the same */}
        <form
          method="get"
          action="/ihaleler"
          role="search"
          aria-label="İhale ara"
          noValidate
          onSubmit={onSubmit}
          className={styles.form}
        >
          {numericField('ihaleNo', 'İhale No', FILTER_LIMITS.ihaleNo)}
          <fieldset className={styles.fieldset}>
            <legend className={styles.legend}>Fiyat Aralığı</legend>
            <div className={styles.priceRange}>
              {numericField('minFiyat', 'En Düşük', FILTER_LIMITS.fiyat)}
              {numericField('maxFiyat', 'En Yüksek', FILTER_LIMITS.fiyat)}
            </div>
          </fieldset>
          <TextInput
            id={fieldId('baslik')}
            name="baslik"
            label="Başlık"
            value={values.baslik}
            onChange={(e) => set('baslik', e.target.value.slice(0, FILTER_LIMITS.baslik))}
            error={errors.baslik}
            maxLength={FILTER_LIMITS.baslik}
          />
          <TextInput
            id={fieldId('kelime')}
            name="kelime"
            label="Anahtar Kelime"
            value={values.kelime}
            onChange={(e) => set('kelime', e.target.value.slice(0, FILTER_LIMITS.kelime))}
            error={errors.kelime}
            maxLength={FILTER_LIMITS.kelime}
          />
          <SelectInput
            id={fieldId('teslimatYeri')}
            name="teslimatYeri"
            label="Teslimat Yeri"
            value={values.teslimatYeri}
            onChange={(e) => set('teslimatYeri', e.target.value)}
          >
            <option value="">Tümü</option>
            {places.map((p) => (
              <option key={p.id} value={String(p.id)}>
                {p.name}
              </option>
            ))}
          </SelectInput>
          <SelectInput
            id={fieldId('durum')}
            name="durum"
            label="Durum"
            value={values.durum}
            onChange={(e) => set('durum', e.target.value)}
          >
            <option value="">Tümü</option>
            {statuses.map((s) => (
              <option key={s.id} value={String(s.id)}>
                {s.name}
              </option>
            ))}
          </SelectInput>
          {tree.length > 0 && (
            <CategoryTree
              tree={tree}
              value={values.kategori ?? ''}
              onChange={(v) => set('kategori', v)}
              initiallyOpen={categoryOpen}
            />
          )}
          {raw.etiket && <input type="hidden" name="etiket" value={raw.etiket} />}
          {raw.siralama && <input type="hidden" name="siralama" value={raw.siralama} />}
          <div className={styles.actions}>
            <button
              type="submit"
              disabled={pending}
              aria-busy={pending || undefined}
              className={`btn btn-primary ${styles.action}`}
            >
              {pending && <span aria-hidden className="spinner" />}
              Ara
            </button>
            <Link href="/ihaleler" className={`btn btn-text ${styles.action}`}>
              Filtreleri Temizle
            </Link>
          </div>
        </form>
      </div>
    </section>
  );
}

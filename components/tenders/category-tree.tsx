'use client';
import { useState } from 'react';
import { Icon } from '@/components/ui/icon';
import { ChevronRightIcon } from '@/components/ui/icons/chevron-right';
import type { CategoryNode } from '@/lib/api/lookups';
import styles from './category-tree.module.css';

interface Props {
  tree: CategoryNode[];
  /** Selected category id as text ('' = all). */
  value: string;
  onChange(value: string): void;
  /** Ids open at first render: the path to the selected node. */
  initiallyOpen: number[];
}

/**
 * The category tree as native radio buttons (name "kategori"), so the GET form works without
 * JavaScript; there every branch is shown (noscript style in the filter panel), with JavaScript
 * branches fold behind disclosure buttons.
 */
export function CategoryTree({ tree, value, onChange, initiallyOpen }: Props) {
  const [open, setOpen] = useState(() => new Set(initiallyOpen));
  const toggle = (id: number) =>
    setOpen((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const renderNodes = (nodes: CategoryNode[]) => (
    <ul className={styles.treeList}>
      {nodes.map((n) => {
        const hasChildren = n.children.length > 0;
        const isOpen = open.has(n.id);
        const childId = `kategori-alt-${n.id}`;
        return (
          <li key={n.id}>
            <div className={styles.treeRow}>
              {hasChildren ? (
                <button
                  type="button"
                  className={`category-toggle ${styles.treeToggle}`}
                  aria-expanded={isOpen}
                  aria-controls={childId}
                  aria-label={`${n.name} alt kategorileri`}
                  onClick={() => toggle(n.id)}
                >
                  <Icon def={ChevronRightIcon} size={20} />
                </button>
              ) : (
                <div className={styles.treeSpacer} />
              )}
              <CategoryRadio id={n.id} name={n.name} checked={value === String(n.id)} onChange={onChange} />
            </div>
            {hasChildren && (
              <div id={childId} className="category-children" hidden={!isOpen}>
                {renderNodes(n.children)}
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );

  return (
    <fieldset className={styles.tree}>
      <legend className={styles.treeLegend}>Kategori</legend>
      <div className={styles.treeAll}>
        <CategoryRadio id={0} name="Tüm Kategoriler" checked={value === ''} onChange={onChange} />
      </div>
      <div className={styles.treeScroll}>{renderNodes(tree)}</div>
    </fieldset>
  );
}

function CategoryRadio({
  id,
  name,
  checked,
  onChange,
}: {
  id: number;
  name: string;
  checked: boolean;
  onChange(v: string): void;
}) {
  const inputId = `kategori-${id}`;
  const v = id ? String(id) : '';
  return (
    <label htmlFor={inputId} className={checked ? `${styles.radioLabel} ${styles.radioChecked}` : styles.radioLabel}>
      <input
        type="radio"
        id={inputId}
        name="kategori"
        value={v}
        checked={checked}
        onChange={() => onChange(v)}
        className={styles.radio}
      />
      {name}
    </label>
  );
}

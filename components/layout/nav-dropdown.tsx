'use client';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import Link from 'next/link';
import { isLinkActive, type NavGroup } from './nav-items';
import { Icon } from '@/components/ui/icon';
import { ExpandMoreIcon } from '@/components/ui/icons/expand-more';
import styles from './header.module.css';

/**
 * A menu entry with sub-pages, built as a disclosure (a button that shows a list of links), the
 * pattern recommended for site navigation: it opens on hover, click, Enter, Space or ArrowDown,
 * arrows move between its links, and Escape or leaving it closes it and returns focus.
 */
export function NavDropdown({ group, pathname, active }: { group: NavGroup; pathname: string; active: boolean }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const pointerType = useRef<string>('');
  const listRef = useRef<HTMLUListElement>(null);

  // A navigation closes the menu (the links are client-side, the component stays mounted).
  // biome-ignore lint/correctness/useExhaustiveDependencies: closing on every navigation is the point; pathname is the trigger
  useEffect(() => setOpen(false), [pathname]);

  const links = () => Array.from(listRef.current?.querySelectorAll<HTMLAnchorElement>('a') ?? []);
  const focusLink = (index: number) => {
    const all = links();
    all[(index + all.length) % all.length]?.focus();
  };

  const onButtonKey = (e: KeyboardEvent) => {
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      setOpen(true);
      requestAnimationFrame(() => focusLink(0));
    }
  };

  const onListKey = (e: KeyboardEvent) => {
    const index = links().indexOf(document.activeElement as HTMLAnchorElement);
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      focusLink(index + 1);
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      focusLink(index - 1);
    } else if (e.key === 'Home') {
      e.preventDefault();
      focusLink(0);
    } else if (e.key === 'End') {
      e.preventDefault();
      focusLink(-1);
    }
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover opening is an extra; the button inside is the keyboard and touch control
    <div
      className={styles.dropdown}
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setOpen(false);
      }}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && open) {
          e.stopPropagation();
          setOpen(false);
          buttonRef.current?.focus();
        }
      }}
    >
      <button
        type="button"
        ref={buttonRef}
        aria-expanded={open}
        aria-controls={listId}
        data-active={active ? 'true' : undefined}
        onPointerDown={(e) => {
          pointerType.current = e.pointerType;
        }}
        onClick={(e) => {
          // A mouse has already opened it by hovering: a click must not close it again. Keyboard
          // (detail 0) and touch toggle.
          const mouse = e.detail > 0 && pointerType.current === 'mouse';
          setOpen((o) => (mouse ? true : !o));
        }}
        onKeyDown={onButtonKey}
        className={styles.topItem}
      >
        {group.label}
        <Icon
          def={ExpandMoreIcon}
          size={20}
          className={open ? `${styles.chevron} ${styles.chevronOpen}` : styles.chevron}
        />
      </button>
      <ul
        id={listId}
        ref={listRef}
        hidden={!open}
        // Inline, so no stylesheet can override the closed state.
        style={{ display: open ? 'block' : 'none' }}
        onKeyDown={onListKey}
        className={styles.dropdownList}
      >
        {group.children.map((child) => (
          <li key={child.href}>
            <Link
              href={child.href}
              aria-current={isLinkActive(pathname, child.href) ? 'page' : undefined}
              className={styles.dropdownLink}
            >
              {child.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

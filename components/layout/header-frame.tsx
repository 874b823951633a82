'use client';
import { useEffect, useState, type ReactNode } from 'react';
import styles from './header.module.css';

/** docs/spec.md §9: the header turns solid after 5 px of scroll. */
export const SOLID_AFTER_PX = 5;

/**
 * The sticky <header>. At the top of a page it is slightly see-through and flat; past 5 px it turns
 * solid white with a shadow (desktop). Only colours change, never sizes, so nothing shifts.
 */
export function HeaderFrame({ children }: { children: ReactNode }) {
  const [solid, setSolid] = useState(false);

  useEffect(() => {
    const update = () => setSolid(window.scrollY > SOLID_AFTER_PX);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  return (
    <header className={styles.frame} data-solid={solid ? 'true' : 'false'}>
      {children}
    </header>
  );
}

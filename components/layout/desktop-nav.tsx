'use client';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { MAIN_NAV, isGroupActive, isLinkActive, isNavGroup } from './nav-items';
import { NavDropdown } from './nav-dropdown';
import styles from './header.module.css';

/** The menu bar from 768 px up. Below that the hamburger menu takes over. */
export function DesktopNav() {
  const pathname = usePathname() ?? '/';
  return (
    <nav aria-label="Ana menü" className={styles.nav}>
      <ul className={styles.navList}>
        {MAIN_NAV.map((item) => (
          <li key={item.label}>
            {isNavGroup(item) ? (
              <NavDropdown group={item} pathname={pathname} active={isGroupActive(pathname, item)} />
            ) : (
              <Link
                href={item.href}
                aria-current={isLinkActive(pathname, item.href) ? 'page' : undefined}
                data-active={isLinkActive(pathname, item.href) ? 'true' : undefined}
                className={styles.topItem}
              >
                {item.label}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

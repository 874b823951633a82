'use client';
import Box from '@mui/material/Box';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { MAIN_NAV, isGroupActive, isLinkActive, isNavGroup } from './nav-items';
import { NavDropdown } from './nav-dropdown';
import { topItemSx } from './nav-styles';

/** The menu bar from 768 px up. Below that the hamburger menu takes over. */
export function DesktopNav() {
  const pathname = usePathname() ?? '/';
  return (
    <Box component="nav" aria-label="Ana menü" sx={{ display: { xs: 'none', sm: 'block' } }}>
      <Box component="ul" sx={{ display: 'flex', alignItems: 'center', gap: { sm: 0, lg: 0.5 }, listStyle: 'none', m: 0, p: 0 }}>
        {MAIN_NAV.map((item) => (
          <li key={item.label}>
            {isNavGroup(item) ? (
              <NavDropdown group={item} pathname={pathname} active={isGroupActive(pathname, item)} />
            ) : (
              <Box
                component={Link}
                href={item.href}
                aria-current={isLinkActive(pathname, item.href) ? 'page' : undefined}
                data-active={isLinkActive(pathname, item.href) ? 'true' : undefined}
                sx={topItemSx}
              >
                {item.label}
              </Box>
            )}
          </li>
        ))}
      </Box>
    </Box>
  );
}

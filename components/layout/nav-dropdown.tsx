'use client';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Link from 'next/link';
import { isLinkActive, type NavGroup } from './nav-items';
import { topItemSx } from './nav-styles';

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
    <Box
      sx={{ position: 'relative' }}
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
      <Box
        component="button"
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
        sx={topItemSx}
      >
        {group.label}
        <ExpandMore
          aria-hidden
          sx={{ fontSize: 20, transition: 'transform .15s', transform: open ? 'rotate(180deg)' : 'none' }}
        />
      </Box>
      <Box
        component="ul"
        id={listId}
        ref={listRef}
        hidden={!open}
        // Inline, so no stylesheet can override the closed state.
        style={{ display: open ? 'block' : 'none' }}
        onKeyDown={onListKey}
        sx={{
          position: 'absolute',
          top: '100%',
          left: 0,
          zIndex: 1,
          minWidth: 240,
          m: 0,
          py: 1,
          px: 0,
          listStyle: 'none',
          bgcolor: '#fff',
          border: '1px solid',
          borderColor: 'divider',
          borderTop: '3px solid',
          borderTopColor: 'secondary.main',
          borderRadius: '0 0 6px 6px',
          boxShadow: '0 10px 24px rgba(7,37,64,.14)',
        }}
      >
        {group.children.map((child) => {
          const current = isLinkActive(pathname, child.href);
          return (
            <li key={child.href}>
              <Box
                component={Link}
                href={child.href}
                aria-current={current ? 'page' : undefined}
                sx={{
                  display: 'block',
                  px: 2,
                  py: 1.25,
                  color: current ? 'secondary.main' : 'text.primary',
                  fontWeight: current ? 700 : 500,
                  textDecoration: 'none',
                  borderLeft: '3px solid',
                  borderLeftColor: current ? 'secondary.main' : 'transparent',
                  '&:hover': { bgcolor: 'background.default', color: 'primary.main' },
                  '&:focus-visible': { outline: '3px solid', outlineColor: 'secondary.main', outlineOffset: -3 },
                }}
              >
                {child.label}
              </Box>
            </li>
          );
        })}
      </Box>
    </Box>
  );
}

'use client';
import { useState } from 'react';
import { clientIsland } from '@/components/common/client-island';
import { Icon } from '@/components/ui/icon';
import { MenuIcon } from '@/components/ui/icons/menu';
import styles from './header.module.css';

const loadPanel = () => import('./mobile-menu-panel');
// The full-screen menu (a modal dialog) is only downloaded when someone is about to open it.
const MobileMenuPanel = clientIsland(() => loadPanel().then((m) => m.MobileMenuPanel));

export const MOBILE_MENU_ID = 'mobil-menu';

/** The hamburger below 768 px (docs/spec.md §2): opens the full-screen menu. */
export function MobileMenuButton() {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  return (
    <>
      <button
        type="button"
        aria-label="Menüyü aç"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? MOBILE_MENU_ID : undefined}
        onPointerEnter={() => void loadPanel()}
        onTouchStart={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        onClick={() => {
          setMounted(true);
          setOpen(true);
        }}
        className={`icon-btn ${styles.menuButton}`}
      >
        <Icon def={MenuIcon} />
      </button>
      {mounted && <MobileMenuPanel id={MOBILE_MENU_ID} open={open} onClose={() => setOpen(false)} />}
    </>
  );
}

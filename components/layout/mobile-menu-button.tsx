'use client';
import { useState } from 'react';
import dynamic from 'next/dynamic';
import IconButton from '@mui/material/IconButton';
import MenuIcon from '@mui/icons-material/Menu';

const loadPanel = () => import('./mobile-menu-panel');
// The full-screen menu (a modal dialog) is only downloaded when someone is about to open it.
const MobileMenuPanel = dynamic(() => loadPanel().then((m) => m.MobileMenuPanel), { ssr: false });

export const MOBILE_MENU_ID = 'mobil-menu';

/** The hamburger below 768 px (SPEC §2): opens the full-screen menu. */
export function MobileMenuButton() {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  return (
    <>
      <IconButton
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
        sx={{ display: { xs: 'inline-flex', sm: 'none' }, color: 'primary.main', width: 44, height: 44 }}
      >
        <MenuIcon />
      </IconButton>
      {mounted && <MobileMenuPanel id={MOBILE_MENU_ID} open={open} onClose={() => setOpen(false)} />}
    </>
  );
}

'use client';
import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { MAIN_NAV, isLinkActive, isNavGroup, type NavLink } from './nav-items';
import { MuiTheme } from '@/components/ui/mui-theme';
import { palette as colors } from '@/components/ui/colors';
import { Icon } from '@/components/ui/icon';
import { ChevronRightIcon } from '@/components/ui/icons/chevron-right';
import { CloseIcon } from '@/components/ui/icons/close';

interface Props {
  id: string;
  open: boolean;
  onClose(): void;
}

/**
 * The full-screen mobile menu: every entry of the header, with the sub-pages of Portal Hakkında and
 * Yardım listed under their heading (no nested toggles to hunt for on a phone). It is a modal dialog,
 * so focus stays inside and Escape closes it.
 */
function MobileMenuPanelView({ id, open, onClose }: Props) {
  const pathname = usePathname() ?? '/';
  const first = useRef(pathname);

  // Following a link closes the menu.
  useEffect(() => {
    if (pathname !== first.current) {
      first.current = pathname;
      onClose();
    }
  }, [pathname, onClose]);

  const link = (item: NavLink, nested = false) => {
    const current = isLinkActive(pathname, item.href);
    return (
      <li key={item.href}>
        <Box
          component={Link}
          href={item.href}
          onClick={onClose}
          aria-current={current ? 'page' : undefined}
          sx={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            minHeight: 52,
            pl: nested ? 3 : 2,
            pr: 1.5,
            fontSize: nested ? '1rem' : '1.125rem',
            fontWeight: nested ? 500 : 700,
            color: current ? 'secondary.main' : 'primary.main',
            textDecoration: 'none',
            borderLeft: '4px solid',
            borderLeftColor: current ? 'secondary.main' : 'transparent',
            '&:focus-visible': { outline: '3px solid', outlineColor: 'secondary.main', outlineOffset: -3 },
          }}
        >
          {item.label}
          <Icon def={ChevronRightIcon} style={{ color: colors.muted }} />
        </Box>
      </li>
    );
  };

  return (
    <Dialog
      id={id}
      open={open}
      onClose={onClose}
      fullScreen
      slotProps={{ paper: { 'aria-label': 'Ana menü' } as object }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          px: 2,
          height: 64,
          borderBottom: '1px solid',
          borderColor: 'divider',
        }}
      >
        {/* A plain img: tiny static SVG, sized up front (next/image adds nothing for an SVG). */}
        <img src="/logos/mke-esatis.svg" alt="MKE E-Satış İhale Portalı" width={133} height={38} />
        <IconButton aria-label="Menüyü kapat" onClick={onClose} sx={{ color: 'primary.main', width: 44, height: 44 }}>
          <Icon def={CloseIcon} />
        </IconButton>
      </Box>
      <Box component="nav" aria-label="Mobil menü" sx={{ overflowY: 'auto', py: 1 }}>
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {MAIN_NAV.map((item) =>
            isNavGroup(item) ? (
              <li key={item.label}>
                <Box
                  component="p"
                  id={`${id}-${item.basePath.slice(1)}`}
                  sx={{
                    m: 0,
                    pt: 2,
                    pb: 0.5,
                    px: 2,
                    fontSize: '0.8125rem',
                    fontWeight: 700,
                    letterSpacing: '.06em',
                    textTransform: 'uppercase',
                    color: 'text.secondary',
                  }}
                >
                  {item.label}
                </Box>
                <Box
                  component="ul"
                  aria-labelledby={`${id}-${item.basePath.slice(1)}`}
                  sx={{ listStyle: 'none', m: 0, p: 0 }}
                >
                  {item.children.map((c) => link(c, true))}
                </Box>
              </li>
            ) : (
              link(item)
            ),
          )}
        </Box>
      </Box>
    </Dialog>
  );
}

/** Loaded on demand, also on pages without MUI: brings the portal theme along. */
export function MobileMenuPanel(props: Props) {
  return (
    <MuiTheme>
      <MobileMenuPanelView {...props} />
    </MuiTheme>
  );
}

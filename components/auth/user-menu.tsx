'use client';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import NextLink from 'next/link';
import { usePathname } from 'next/navigation';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import Typography from '@mui/material/Typography';
import { logout } from '@/lib/session/logout';
import { displayFirstName, isLongName } from '@/lib/session/person-name';
import type { UserInfos } from '@/lib/session/session-store';
import { palette } from '@/lib/theme';
import { visuallyHidden } from '@/components/ui/visually-hidden';
import { MuiTheme } from '@/components/ui/mui-theme';
import { palette as colors } from '@/components/ui/colors';
import { Icon } from '@/components/ui/icon';
import { AccountCircleIcon } from '@/components/ui/icons/account-circle';
import { ChatOutlinedIcon } from '@/components/ui/icons/chat-outlined';
import { ExpandMoreIcon } from '@/components/ui/icons/expand-more';
import { FavoriteBorderIcon } from '@/components/ui/icons/favorite-border';
import { GavelIcon } from '@/components/ui/icons/gavel';
import { LogoutIcon } from '@/components/ui/icons/logout';
import { PersonOutlinedIcon } from '@/components/ui/icons/person-outlined';

export const USER_MENU_LINKS = [
  { href: '/hesabim', label: 'Hesabım', icon: <Icon def={PersonOutlinedIcon} size="small" /> },
  { href: '/favori-ihaleler', label: 'Favori İhalelerim', icon: <Icon def={FavoriteBorderIcon} size="small" /> },
  { href: '/katildigim-ihaleler', label: 'Katıldığım İhalelerim', icon: <Icon def={GavelIcon} size="small" /> },
  { href: '/profil-iletisim', label: 'İletişim', icon: <Icon def={ChatOutlinedIcon} size="small" /> },
] as const;

/** The company the user acts for, or null when acting as the natural person. */
export function activeCompanyName(u: UserInfos): string | null {
  if (u.aktifCariTuru !== 'firma') return null;
  return u.userFirmaKayitlarInfo.find((f) => f.id === u.aktifCariId)?.adi ?? null;
}

const CLOSE_DELAY_MS = 150;

/**
 * The signed-in user box: a menu button (keyboard: Enter/Space/ArrowDown open, Escape closes and
 * returns focus) that also opens on mouse hover on desktop; on touch screens a tap toggles it.
 */
function UserMenuView({ userInfos }: { userInfos: UserInfos }) {
  const [open, setOpen] = useState(false);
  const [focusFirst, setFocusFirst] = useState(false);
  const anchor = useRef<HTMLButtonElement>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  // A mouse opens the box by hovering first; the click that follows must pin it, not close it.
  const hoverOpened = useRef(false);
  const pathname = usePathname();
  const menuId = useId();
  const buttonId = useId();

  const firstName = displayFirstName(userInfos.NameSurname);
  const long = isLongName(firstName);
  const company = activeCompanyName(userInfos);

  // biome-ignore lint/correctness/useExhaustiveDependencies: closing on every navigation is the point; pathname is the trigger
  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (!open) hoverOpened.current = false;
  }, [open]);
  useEffect(() => () => clearTimeout(closeTimer.current ?? undefined), []);

  const cancelClose = () => {
    if (closeTimer.current) clearTimeout(closeTimer.current);
    closeTimer.current = null;
  };
  const onPointerEnter = (e: PointerEvent) => {
    if (e.pointerType !== 'mouse') return;
    cancelClose();
    if (!open) hoverOpened.current = true;
    setFocusFirst(false);
    setOpen(true);
  };
  const onPointerLeave = (e: PointerEvent) => {
    if (e.pointerType !== 'mouse') return;
    cancelClose();
    closeTimer.current = setTimeout(() => setOpen(false), CLOSE_DELAY_MS);
  };
  const closeAndFocus = () => {
    setOpen(false);
    anchor.current?.focus();
  };
  const onButtonKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      setFocusFirst(true);
      setOpen(true);
    }
  };
  const onMenuKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape') {
      e.preventDefault();
      closeAndFocus();
    } else if (e.key === 'Tab') {
      setOpen(false);
    }
  };

  return (
    <Box onPointerEnter={onPointerEnter} onPointerLeave={onPointerLeave} sx={{ position: 'relative' }}>
      <ButtonBase
        ref={anchor}
        id={buttonId}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={(e) => {
          // A keyboard click (detail 0) opens with the first item focused, like a menu button should.
          setFocusFirst(e.detail === 0);
          if (open && hoverOpened.current) hoverOpened.current = false;
          else setOpen(!open);
        }}
        onKeyDown={onButtonKeyDown}
        data-testid="user-box"
        sx={{
          height: 44,
          gap: 1,
          pl: 1,
          pr: 0.5,
          borderRadius: 1.5,
          border: 1,
          borderColor: 'divider',
          bgcolor: 'background.paper',
          color: 'primary.main',
          maxWidth: { xs: 170, sm: 260 },
          '&:hover': { borderColor: 'primary.main' },
        }}
      >
        <Icon def={AccountCircleIcon} size={28} style={{ color: colors.navy }} />
        <Box sx={{ minWidth: 0, textAlign: 'left', lineHeight: 1.15 }}>
          {/* The name comes from the visible text (WCAG 2.5.3), with what the button is for first. */}
          <Box component="span" sx={visuallyHidden}>
            Kullanıcı menüsü:{' '}
          </Box>
          <Typography
            component="span"
            className={long ? 'user-box-name user-box-name--long' : 'user-box-name'}
            data-long-name={long || undefined}
            sx={{
              display: 'block',
              fontWeight: 600,
              fontSize: long ? '0.8125rem' : '0.9375rem',
              whiteSpace: 'nowrap',
              overflow: 'hidden',
              textOverflow: 'ellipsis',
              maxWidth: long ? { xs: 96, sm: 150 } : { xs: 110, sm: 170 },
            }}
          >
            {firstName}
          </Typography>
          {company && (
            <Typography
              component="span"
              data-testid="user-box-company"
              sx={{
                display: { xs: 'none', sm: 'block' },
                fontSize: '0.75rem',
                color: 'text.secondary',
                whiteSpace: 'nowrap',
                overflow: 'hidden',
                textOverflow: 'ellipsis',
                maxWidth: 170,
              }}
            >
              {company}
            </Typography>
          )}
        </Box>
        <Icon
          def={ExpandMoreIcon}
          style={{ transition: 'transform .15s', transform: open ? 'rotate(180deg)' : 'none' }}
        />
      </ButtonBase>

      <Popper open={open} anchorEl={anchor.current} placement="bottom-end" disablePortal sx={{ zIndex: 1300 }}>
        <ClickAwayListener onClickAway={(e) => !anchor.current?.contains(e.target as Node) && setOpen(false)}>
          <Paper variant="outlined" sx={{ mt: 1, width: 272, boxShadow: '0 8px 24px rgba(11,53,88,.14)' }}>
            <Box sx={{ px: 2, pt: 1.5, pb: 1.25 }}>
              <Typography sx={{ fontWeight: 700, color: 'text.primary', overflowWrap: 'anywhere' }}>
                {userInfos.NameSurname}
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.25 }}>
                <Box component="span" sx={{ fontWeight: 600, color: company ? palette.navy : palette.red }}>
                  {company ? 'Firma' : 'Gerçek Kişi'}
                </Box>
                {company && (
                  <Box
                    component="span"
                    data-testid="user-menu-company"
                    sx={{ display: 'block', overflowWrap: 'anywhere' }}
                  >
                    {company}
                  </Box>
                )}
              </Typography>
            </Box>
            <Divider />
            <MenuList
              id={menuId}
              aria-labelledby={buttonId}
              autoFocusItem={open && focusFirst}
              onKeyDown={onMenuKeyDown}
              dense
            >
              {USER_MENU_LINKS.map((l) => (
                <MenuItem key={l.href} component={NextLink} href={l.href} onClick={() => setOpen(false)} sx={{ py: 1 }}>
                  <ListItemIcon sx={{ color: 'primary.main' }}>{l.icon}</ListItemIcon>
                  {l.label}
                </MenuItem>
              ))}
              <Divider component="li" role="separator" />
              <MenuItem
                onClick={() => {
                  setOpen(false);
                  void logout();
                }}
                sx={{ py: 1, color: 'secondary.main' }}
              >
                <ListItemIcon sx={{ color: 'secondary.main' }}>
                  <Icon def={LogoutIcon} size="small" />
                </ListItemIcon>
                Çıkış
              </MenuItem>
            </MenuList>
          </Paper>
        </ClickAwayListener>
      </Popper>
    </Box>
  );
}

/** Loaded on demand, also on pages without MUI: brings the portal theme along. */
export function UserMenu(props: { userInfos: UserInfos }) {
  return (
    <MuiTheme>
      <UserMenuView {...props} />
    </MuiTheme>
  );
}

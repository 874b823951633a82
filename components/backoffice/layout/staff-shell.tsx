'use client';
import { type ReactNode, useState } from 'react';
import NextLink from 'next/link';
import { usePathname } from 'next/navigation';
import Alert from '@mui/material/Alert';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { signOutStaff } from '@/lib/api/backoffice/staff-session';
import { STAFF_SIGN_IN_PATH } from '@/lib/api/backoffice/staff-http';
import { useStaffMe } from '@/lib/api/queries/staff-me';
import { mayOpen, navFor } from '@/lib/backoffice/staff-nav';
import { STAFF_ROLES } from '@/lib/contract/staff';
import { MAIN_CONTENT_ID, SkipLink } from '@/components/layout/skip-link';
import { Icon } from '@/components/ui/icon';
import { PageFrame } from '@/components/ui/page-frame';
import { MenuIcon } from '@/components/ui/icons/menu';

const NAV_WIDTH = 248;

/**
 * The Kurum Paneli frame (docs/architecture.md §8): the bar with who is signed in and "Çıkış Yap",
 * the menu of the sections their roles open (a drawer below 900 px), and the screen. A section the
 * roles do not open says so instead of rendering (the API refuses it anyway).
 */
export function StaffShell({ children }: { children: ReactNode }) {
  const me = useStaffMe();
  const pathname = usePathname();
  const [open, setOpen] = useState(false);
  const [leaving, setLeaving] = useState(false);

  const signOut = async () => {
    setLeaving(true);
    await signOutStaff().catch(() => undefined);
    window.location.assign(STAFF_SIGN_IN_PATH);
  };

  const roles = me.data?.roller ?? [];
  const items = navFor(roles);
  const nav = (
    <Box component="nav" aria-label="Kurum paneli menüsü" sx={{ width: NAV_WIDTH }}>
      <List>
        {/* Each link in its own <li>: a list holds list items only (axe "list"). */}
        <ListItem disablePadding>
          <ListItemButton
            component={NextLink}
            href="/yonetim"
            selected={pathname === '/yonetim'}
            aria-current={pathname === '/yonetim' ? 'page' : undefined}
            onClick={() => setOpen(false)}
          >
            <ListItemText primary="Ana Sayfa" />
          </ListItemButton>
        </ListItem>
        {items.map((i) => {
          const current = pathname === i.href || pathname.startsWith(`${i.href}/`);
          return (
            <ListItem key={i.href} disablePadding>
              <ListItemButton
                component={NextLink}
                href={i.href}
                selected={current}
                aria-current={current ? 'page' : undefined}
                onClick={() => setOpen(false)}
              >
                <ListItemText primary={i.label} />
              </ListItemButton>
            </ListItem>
          );
        })}
      </List>
    </Box>
  );

  return (
    <Box sx={{ minHeight: '100dvh', bgcolor: 'background.default' }}>
      <SkipLink />
      <AppBar position="sticky" elevation={0} sx={{ bgcolor: 'primary.main' }}>
        <Toolbar sx={{ gap: 1 }}>
          <IconButton
            color="inherit"
            edge="start"
            aria-label="Menüyü aç"
            onClick={() => setOpen(true)}
            sx={{ display: { md: 'none' } }}
          >
            <Icon def={MenuIcon} />
          </IconButton>
          <Typography
            component="p"
            variant="h6"
            sx={{ fontWeight: 700, flexGrow: 1, fontSize: { xs: '1rem', sm: '1.25rem' } }}
          >
            Kurum Paneli
          </Typography>
          {me.data && (
            <Box sx={{ textAlign: 'right', display: { xs: 'none', sm: 'block' } }}>
              <Typography variant="body2" sx={{ fontWeight: 700 }}>
                {me.data.adiSoyadi}
              </Typography>
              <Typography variant="caption">{me.data.roller.map((r) => STAFF_ROLES[r]).join(', ')}</Typography>
            </Box>
          )}
          <Button color="inherit" variant="outlined" onClick={signOut} disabled={leaving} sx={{ ml: 1 }}>
            Çıkış Yap
          </Button>
        </Toolbar>
      </AppBar>
      <Box sx={{ display: 'flex' }}>
        <Box
          sx={{
            display: { xs: 'none', md: 'block' },
            borderRight: 1,
            borderColor: 'divider',
            bgcolor: 'background.paper',
            minHeight: 'calc(100dvh - 64px)',
          }}
        >
          {nav}
        </Box>
        <Drawer open={open} onClose={() => setOpen(false)} sx={{ display: { md: 'none' } }}>
          {nav}
        </Drawer>
        <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} sx={{ flexGrow: 1, minWidth: 0 }}>
          <PageFrame>
            {me.isPending ? (
              <Box role="status" sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
                <CircularProgress size={24} aria-hidden />
                <Typography>Yükleniyor…</Typography>
              </Box>
            ) : me.isError ? (
              <Alert severity="error">Oturum bilgileri alınamadı. Lütfen sayfayı yenileyiniz.</Alert>
            ) : mayOpen(pathname, roles) ? (
              children
            ) : (
              <Alert severity="warning">Bu bölüm için yetkiniz bulunmamaktadır.</Alert>
            )}
          </PageFrame>
        </Box>
      </Box>
    </Box>
  );
}

'use client';
import NextLink from 'next/link';
import { usePathname } from 'next/navigation';
import Box from '@mui/material/Box';
import { lighten } from '@mui/material/styles';
import { palette } from '@/lib/theme-palette';
import { isUnder, PROFILE_MENU, type ProfileMenuItem } from './profile-menu-items';

const linkSx = (active: boolean, nested: boolean) => ({
  display: 'block',
  px: 2,
  py: nested ? 1 : 1.25,
  pl: nested ? 4 : 2,
  color: active ? 'primary.main' : 'text.primary',
  fontWeight: active ? 700 : nested ? 400 : 600,
  fontSize: nested ? '0.9375rem' : '1rem',
  textDecoration: 'none',
  borderLeft: '3px solid',
  borderColor: active ? 'secondary.main' : 'transparent',
  bgcolor: active ? lighten(palette.info, 0.93) : 'transparent',
  '&:hover': { bgcolor: 'background.default', color: 'primary.main' },
  '&:focus-visible': { outline: '3px solid', outlineColor: 'secondary.main', outlineOffset: -3 },
});

function Entry({ item, pathname, nested = false }: { item: ProfileMenuItem; pathname: string; nested?: boolean }) {
  if (item.children) {
    const open = isUnder(pathname, item.href);
    return (
      <li>
        <Box
          component="span"
          sx={{
            display: 'block',
            px: 2,
            py: 1.25,
            fontWeight: 600,
            color: open ? 'primary.main' : 'text.primary',
            borderLeft: '3px solid transparent',
          }}
        >
          {item.label}
        </Box>
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {item.children.map((c) => (
            <Entry key={c.href} item={c} pathname={pathname} nested />
          ))}
        </Box>
      </li>
    );
  }
  const active = isUnder(pathname, item.href);
  return (
    <li>
      <Box component={NextLink} href={item.href} aria-current={active ? 'page' : undefined} sx={linkSx(active, nested)}>
        {item.label}
      </Box>
    </li>
  );
}

/** The left menu of the profile area (wide screens). */
export function ProfileSideNav() {
  const pathname = usePathname() ?? '';
  return (
    <Box
      component="nav"
      aria-label="Profil menüsü"
      sx={{
        bgcolor: 'background.paper',
        border: '1px solid',
        borderColor: 'divider',
        borderRadius: '6px',
        py: 1,
        overflow: 'hidden',
      }}
    >
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {PROFILE_MENU.map((item) => (
          <Entry key={item.href} item={item} pathname={pathname} />
        ))}
      </Box>
    </Box>
  );
}

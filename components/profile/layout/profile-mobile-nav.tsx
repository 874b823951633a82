'use client';
import { useId } from 'react';
import { usePathname, useRouter } from 'next/navigation';
import Box from '@mui/material/Box';
import NativeSelect from '@mui/material/NativeSelect';
import { activeLeaf, menuLeaves, PROFILE_MENU } from './profile-menu-items';

/**
 * The profile menu on narrow screens: one native select above the content (the phone's own
 * picker, keyboard and screen-reader friendly); choosing an entry opens it.
 */
export function ProfileMobileNav() {
  const pathname = usePathname() ?? '';
  const router = useRouter();
  const id = useId();
  const current = activeLeaf(pathname)?.href ?? '';
  const leaves = menuLeaves();
  return (
    <Box component="nav" aria-label="Profil menüsü" sx={{ mb: 2.5 }}>
      <Box
        component="label"
        htmlFor={id}
        sx={{ display: 'block', fontWeight: 600, fontSize: '0.875rem', color: 'text.secondary', mb: 0.5 }}
      >
        Profil menüsü
      </Box>
      <NativeSelect
        id={id}
        value={current}
        onChange={(e) => e.target.value && router.push(e.target.value)}
        fullWidth
        disableUnderline
        sx={{
          bgcolor: 'background.paper',
          border: '1px solid',
          borderColor: 'divider',
          borderRadius: '6px',
          px: 1.5,
          py: 0.5,
          fontWeight: 600,
          '&:focus-within': { outline: '3px solid', outlineColor: 'secondary.main', outlineOffset: 1 },
        }}
      >
        {!current && <option value="">Seçiniz</option>}
        {PROFILE_MENU.map((item) =>
          item.children ? (
            <optgroup key={item.href} label={item.label}>
              {leaves
                .filter((l) => l.group === item.label)
                .map((l) => (
                  <option key={l.href} value={l.href}>
                    {l.label}
                  </option>
                ))}
            </optgroup>
          ) : (
            <option key={item.href} value={item.href}>
              {item.label}
            </option>
          ),
        )}
      </NativeSelect>
    </Box>
  );
}

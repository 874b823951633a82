import Box from '@mui/material/Box';
import { UserBox } from '@/components/auth/user-box';
import { HeaderFrame } from './header-frame';
import { HeaderLogos } from './header-logos';
import { DesktopNav } from './desktop-nav';
import { MobileMenuButton } from './mobile-menu-button';

/**
 * Header heights per breakpoint (px). The shell publishes the current one as the CSS variable
 * --header-h, so the home slider can fill exactly the rest of the first screen.
 */
export const HEADER_HEIGHT = { xs: 64, sm: 72 + 46, lg: 80 } as const;

/**
 * The portal header (SPEC §2): the two logos, the menu (a bar from 768 px, a hamburger below), and
 * the user box. From 768 px to 1199 px the menu takes a second row, so nothing has to squeeze.
 */
export function SiteHeader() {
  return (
    <HeaderFrame>
      <Box
        sx={{
          maxWidth: 1366,
          mx: 'auto',
          px: { xs: 1.5, sm: 3 },
          display: 'grid',
          alignItems: 'center',
          columnGap: 2,
          gridTemplateColumns: { xs: 'minmax(0,1fr) auto', lg: 'auto minmax(0,1fr) auto' },
          gridTemplateAreas: {
            xs: '"logos actions"',
            sm: '"logos actions" "nav nav"',
            lg: '"logos nav actions"',
          },
          gridTemplateRows: { xs: `${HEADER_HEIGHT.xs}px`, sm: '72px 46px', lg: `${HEADER_HEIGHT.lg}px` },
        }}
      >
        <Box sx={{ gridArea: 'logos', minWidth: 0 }}>
          <HeaderLogos />
        </Box>
        <Box
          sx={{
            gridArea: 'nav',
            display: { xs: 'none', sm: 'flex' },
            alignItems: 'center',
            height: '100%',
            justifyContent: { sm: 'flex-start', lg: 'center' },
            borderTop: { sm: '1px solid', lg: 0 },
            borderColor: { sm: 'divider' },
            mx: { sm: -1, lg: 0 },
          }}
        >
          <DesktopNav />
        </Box>
        <Box sx={{ gridArea: 'actions', display: 'flex', alignItems: 'center', gap: 0.5, justifySelf: 'end' }}>
          <UserBox />
          <MobileMenuButton />
        </Box>
      </Box>
    </HeaderFrame>
  );
}

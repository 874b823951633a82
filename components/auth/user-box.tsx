'use client';
import dynamic from 'next/dynamic';
import { usePathname } from 'next/navigation';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { usePublicConfig } from '@/lib/public-config-context';
import { redirectToLogin } from '@/lib/session/login-redirect';
import { useSession } from '@/lib/session/use-session';

// Signed-out visitors (most page views) never download the menu.
const UserMenu = dynamic(() => import('./user-menu').then((m) => m.UserMenu), { loading: () => <BoxSkeleton /> });

/** Same footprint as the button, so the header does not move when the real box appears. */
function BoxSkeleton() {
  return (
    <Box aria-hidden data-testid="user-box-skeleton" sx={{ width: 112, height: 40, borderRadius: 1, bgcolor: 'rgba(28,40,51,.11)' }} />
  );
}

/**
 * Header user box (SPEC §2). Signed out: 'Giriş Yap'. Signed in: the first name with a menu.
 * While the login flow runs on /callback: a loading indicator. Before hydration: a skeleton,
 * because only the browser knows the stored session.
 */
export function UserBox() {
  const { authUrl } = usePublicConfig();
  const { status, userInfos } = useSession();
  const pathname = usePathname();

  if (status === 'unknown') return <BoxSkeleton />;
  if (userInfos) return <UserMenu userInfos={userInfos} />;
  if (pathname === '/callback') {
    return (
      <Stack direction="row" spacing={1} role="status" sx={{ alignItems: 'center', height: 40, px: 1.5 }}>
        <CircularProgress size={20} aria-hidden />
        <Typography variant="body2" color="text.secondary">
          Yükleniyor...
        </Typography>
      </Stack>
    );
  }
  return (
    <Button variant="contained" color="secondary" onClick={() => redirectToLogin(authUrl)} sx={{ height: 40, minWidth: 112 }}>
      Giriş Yap
    </Button>
  );
}

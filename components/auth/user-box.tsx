'use client';
import { clientIsland } from '@/components/common/client-island';
import { usePathname } from 'next/navigation';
import { usePublicConfig } from '@/lib/public-config-context';
import { redirectToLogin } from '@/lib/session/login-redirect';
import { useSession } from '@/lib/session/use-session';
import styles from '@/components/layout/header.module.css';

// Signed-out visitors (most page views) never download the menu.
const UserMenu = clientIsland(() => import('./user-menu').then((m) => m.UserMenu), <BoxSkeleton />);

/** Same footprint as the button, so the header does not move when the real box appears. */
function BoxSkeleton() {
  return <div aria-hidden data-testid="user-box-skeleton" className={`skeleton ${styles.userBoxPlaceholder}`} />;
}

/**
 * Header user box (docs/spec.md §2). Signed out: 'Giriş Yap'. Signed in: the first name with a menu.
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
      <div role="status" className={styles.loading}>
        <span aria-hidden className={`spinner ${styles.spinner}`} />
        Yükleniyor...
      </div>
    );
  }
  return (
    <button
      type="button"
      className={`btn btn-secondary ${styles.loginButton}`}
      onClick={() => redirectToLogin(authUrl)}
    >
      Giriş Yap
    </button>
  );
}

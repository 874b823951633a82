import { UserBox } from '@/components/auth/user-box';
import { NotificationBellSlot } from '@/components/notifications/bell-slot';
import { HeaderFrame } from './header-frame';
import { HeaderLogos } from './header-logos';
import { DesktopNav } from './desktop-nav';
import { MobileMenuButton } from './mobile-menu-button';
import styles from './header.module.css';

/**
 * The portal header (docs/spec.md §2): the two logos, the menu (a bar from 768 px, a hamburger below), and
 * the notification bell (signed in) and the user box. From 768 px to 1199 px the menu takes a second row, so nothing has to squeeze.
 */
export function SiteHeader() {
  return (
    <HeaderFrame>
      <div className={styles.grid}>
        <div className={styles.logosArea}>
          <HeaderLogos />
        </div>
        <div className={styles.navArea}>
          <DesktopNav />
        </div>
        <div className={styles.actionsArea}>
          <NotificationBellSlot />
          <UserBox />
          <MobileMenuButton />
        </div>
      </div>
    </HeaderFrame>
  );
}

'use client';
import { useEffect, useId, useRef, useState } from 'react';
import NextLink from 'next/link';
import { usePathname, useRouter } from 'next/navigation';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { Icon } from '@/components/ui/icon';
import { NotificationsOutlinedIcon } from '@/components/ui/icons/notifications-outlined';
import { NOTIFICATION_HUB_EVENT } from '@/lib/contract/notifications';
import type { InboxItem } from '@/lib/api/notifications';
import { useHubConnectionState, useHubEvent } from '@/lib/realtime/hooks';
import { useSessionStore } from '@/lib/session/session-store';
import { hasAccessToken } from '@/lib/session/tokens';
import { useInboxStore } from '@/lib/store/notification-inbox';
import { MuiTheme } from '@/components/ui/mui-theme';
import { InboxItemText } from './inbox-item-text';
import { BADGE_MAX, bellLabel } from './unread-label';

export const NO_NOTIFICATIONS = 'Henüz bildiriminiz bulunmamaktadır.';

/**
 * The header's bell (docs/architecture.md §13): the acting account's unread count, live over the hub
 * (BildirimGeldi), and a menu of the newest five. Following an item marks it read.
 */
function Bell({ cariId }: { cariId: number }) {
  const unread = useInboxStore((s) => s.unread);
  const latest = useInboxStore((s) => s.latest);
  const load = useInboxStore((s) => s.load);
  const received = useInboxStore((s) => s.received);
  const markRead = useInboxStore((s) => s.markRead);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const buttonId = useId();
  const menuId = useId();
  const router = useRouter();
  const pathname = usePathname();
  const connection = useHubConnectionState();
  const wasConnected = useRef(false);

  // The account's numbers when it changes; again after a reconnect, for events missed meanwhile.
  // Not before the tab has an access token: on a page opened after it expired, a call without one is
  // a 401 that asks for a second silent refresh beside the one already writing the token (the
  // refresh token turns over twice). Storing the token (tokenPresent) runs this again.
  const tokenPresent = useSessionStore((s) => s.token.present);
  // biome-ignore lint/correctness/useExhaustiveDependencies: tokenPresent is the trigger; the cookie is read
  useEffect(() => {
    if (!hasAccessToken()) return;
    void load(cariId).catch(() => {});
  }, [cariId, load, tokenPresent]);
  useEffect(() => {
    if (connection === 'connected') {
      if (wasConnected.current) void load(cariId).catch(() => {});
      wasConnected.current = true;
    }
  }, [connection, cariId, load]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: closing on navigation is the point
  useEffect(() => setAnchor(null), [pathname]);

  useHubEvent(NOTIFICATION_HUB_EVENT, received);

  const follow = (item: InboxItem) => {
    setAnchor(null);
    if (!item.readAt) void markRead(item.id).catch(() => {});
    if (item.href) router.push(item.href);
  };

  return (
    <>
      <IconButton
        id={buttonId}
        aria-label={bellLabel(unread)}
        aria-haspopup="menu"
        aria-expanded={anchor ? true : undefined}
        aria-controls={anchor ? menuId : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
        data-testid="notification-bell"
        sx={{ color: 'primary.main', width: { xs: 40, sm: 44 }, height: { xs: 40, sm: 44 } }}
      >
        {/* No badge at all without unread items: an invisible "0" would still be text inside the button. */}
        {unread ? (
          <Badge
            badgeContent={unread}
            max={BADGE_MAX}
            color="secondary"
            overlap="circular"
            slotProps={{ badge: { 'aria-hidden': true } as object }}
          >
            <Icon def={NotificationsOutlinedIcon} />
          </Badge>
        ) : (
          <Icon def={NotificationsOutlinedIcon} />
        )}
      </IconButton>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          list: { 'aria-labelledby': buttonId, dense: true },
          paper: { sx: { width: 340, maxWidth: 'calc(100vw - 24px)', mt: 1 } },
        }}
      >
        <Box component="li" role="presentation" sx={{ px: 2, pt: 1, pb: 1 }}>
          <Typography component="span" sx={{ fontWeight: 700, display: 'block' }}>
            Bildirimler
          </Typography>
          <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
            {unread ? `${unread} okunmamış bildirim` : 'Okunmamış bildiriminiz yok'}
          </Typography>
        </Box>
        <Divider component="li" role="separator" />
        {latest.length === 0 && (
          <MenuItem disabled sx={{ whiteSpace: 'normal' }}>
            {NO_NOTIFICATIONS}
          </MenuItem>
        )}
        {latest.map((item) => (
          <MenuItem
            key={item.id}
            onClick={() => follow(item)}
            data-testid="bell-item"
            sx={{ alignItems: 'flex-start', py: 1, whiteSpace: 'normal' }}
          >
            <InboxItemText item={item} clamp />
          </MenuItem>
        ))}
        <Divider component="li" role="separator" />
        <MenuItem
          component={NextLink}
          href="/bildirimler"
          onClick={() => setAnchor(null)}
          sx={{ justifyContent: 'center', fontWeight: 600, color: 'primary.main' }}
        >
          Tüm bildirimler
        </MenuItem>
      </Menu>
    </>
  );
}

/** Loaded on demand for signed-in users only; brings the portal theme along like the user menu. */
export function NotificationBell({ cariId }: { cariId: number }) {
  return (
    <MuiTheme>
      <Bell cariId={cariId} />
    </MuiTheme>
  );
}

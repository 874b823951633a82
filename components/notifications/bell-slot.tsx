'use client';
import { clientIsland } from '@/components/common/client-island';
import { useSession } from '@/lib/session/use-session';

// Signed-out visitors (most page views) never download the bell or MUI's menu.
const NotificationBell = clientIsland(
  () => import('./notification-bell').then((m) => m.NotificationBell),
  <span aria-hidden style={{ display: 'inline-block', width: 40, height: 40 }} />,
);

/** The header's place for the bell: only once signed in with an account chosen (the inbox is the account's). */
export function NotificationBellSlot() {
  const { userInfos } = useSession();
  const cariId = userInfos?.aktifCariId;
  if (cariId == null) return null;
  return <NotificationBell key={cariId} cariId={cariId} />;
}

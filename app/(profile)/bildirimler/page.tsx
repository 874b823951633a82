import type { Metadata } from 'next';
import { InboxView } from '@/components/notifications/inbox-view';

export const metadata: Metadata = { title: 'Bildirimler' };

/** The inbox (docs/architecture.md §13): read on the client with the session's token, like every profile screen. */
export default function NotificationsPage() {
  return <InboxView />;
}

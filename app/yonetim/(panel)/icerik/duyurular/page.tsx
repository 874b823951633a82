import type { Metadata } from 'next';
import { AnnouncementList } from '@/components/backoffice/content/announcement-list';

export const metadata: Metadata = { title: 'Duyurular' };

export default function AnnouncementsPage() {
  return <AnnouncementList />;
}

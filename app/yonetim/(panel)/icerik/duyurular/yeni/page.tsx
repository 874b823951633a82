import type { Metadata } from 'next';
import { AnnouncementEditor } from '@/components/backoffice/content/announcement-form';

export const metadata: Metadata = { title: 'Yeni Duyuru' };

export default function NewAnnouncementPage() {
  return <AnnouncementEditor id={null} />;
}

import type { Metadata } from 'next';
import { PortalPageList } from '@/components/backoffice/content/portal-page-list';

export const metadata: Metadata = { title: 'Portal Sayfaları' };

export default function PortalPagesPage() {
  return <PortalPageList />;
}

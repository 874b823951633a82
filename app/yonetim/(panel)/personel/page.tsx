import type { Metadata } from 'next';
import { StaffAdminView } from '@/components/backoffice/staff/staff-admin-view';

export const metadata: Metadata = { title: 'Personel ve Roller' };

export default function StaffAdminPage() {
  return <StaffAdminView />;
}

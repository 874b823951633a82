import type { Metadata } from 'next';
import { CompaniesView } from '@/components/profile/companies/companies-view';

export const metadata: Metadata = { title: 'Firmalarım' };

export default function CompaniesPage() {
  return <CompaniesView />;
}

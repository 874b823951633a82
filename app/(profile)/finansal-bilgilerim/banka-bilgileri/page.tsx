import type { Metadata } from 'next';
import { BankDetailsView } from '@/components/profile/banking/bank-details-view';

export const metadata: Metadata = { title: 'Banka Bilgileri' };

export default function BankDetailsPage() {
  return <BankDetailsView />;
}

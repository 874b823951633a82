import type { Metadata } from 'next';
import { TenderNewScreen } from '@/components/backoffice/tenders/tender-new-screen';

export const metadata: Metadata = { title: 'Yeni İhale' };

export default function NewStaffTenderPage() {
  return <TenderNewScreen />;
}

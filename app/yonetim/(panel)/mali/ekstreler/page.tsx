import type { Metadata } from 'next';
import { StatementsView } from '@/components/backoffice/finance/statements/statements-view';

export const metadata: Metadata = { title: 'Banka Ekstreleri' };

export default function StatementsPage() {
  return <StatementsView />;
}

import type { Metadata } from 'next';
import { ReconciliationScreen } from '@/components/backoffice/finance/reconciliation/reconciliation-screen';

export const metadata: Metadata = { title: 'Mutabakat' };

export default function ReconciliationPage() {
  return <ReconciliationScreen />;
}

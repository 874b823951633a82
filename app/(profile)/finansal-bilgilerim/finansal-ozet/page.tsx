import type { Metadata } from 'next';
import { FinancialSummaryView } from '@/components/profile/finance/financial-summary-view';

export const metadata: Metadata = { title: 'Finansal Özet' };

export default function FinancialSummaryPage() {
  return <FinancialSummaryView />;
}

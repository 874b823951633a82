import type { Metadata } from 'next';
import { SettlementList } from '@/components/backoffice/finance/settlement/settlement-list';

export const metadata: Metadata = { title: 'Satış Ödemeleri' };

export default function SettlementPage() {
  return <SettlementList />;
}

import type { Metadata } from 'next';
import { RefundQueueScreen } from '@/components/backoffice/finance/refunds/refund-queue-screen';

export const metadata: Metadata = { title: 'Teminat İadeleri' };

export default function RefundQueuePage() {
  return <RefundQueueScreen />;
}

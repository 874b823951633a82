import type { Metadata } from 'next';
import { DepositView } from '@/components/profile/deposits/deposit-view';

export const metadata: Metadata = { title: 'Teminat Bilgileri' };

export default function DepositPage() {
  return <DepositView />;
}

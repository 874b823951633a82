import type { Metadata } from 'next';
import { CardMismatchScreen } from '@/components/backoffice/finance/card-mismatches/card-mismatch-screen';

export const metadata: Metadata = { title: 'Kart Ödemesi Uyuşmazlıkları' };

export default function CardMismatchPage() {
  return <CardMismatchScreen />;
}

import type { Metadata } from 'next';
import { AuditTrailView } from '@/components/backoffice/audit/audit-trail-view';

export const metadata: Metadata = { title: 'Denetim Kaydı' };

export default function AuditTrailPage() {
  return <AuditTrailView />;
}

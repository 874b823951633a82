import type { ReactNode } from 'react';
import { StaffShell } from '@/components/backoffice/layout/staff-shell';

export default function PanelLayout({ children }: { children: ReactNode }) {
  return <StaffShell>{children}</StaffShell>;
}

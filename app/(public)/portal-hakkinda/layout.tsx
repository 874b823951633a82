import type { ReactNode } from 'react';
import { MuiRoot } from '@/components/common/mui-root';

/** This section's screens are still built with MUI: its styles and theme come with them. */
export default function MuiSectionLayout({ children }: { children: ReactNode }) {
  return <MuiRoot>{children}</MuiRoot>;
}

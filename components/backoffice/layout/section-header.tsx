import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { type Crumb, Breadcrumbs } from '@/components/ui/breadcrumbs';
import { PageTitle } from '@/components/ui/page-frame';

/**
 * The top of every back-office screen (docs/architecture.md §3, "UI kit"): the portal's one trail and
 * page title from components/ui, with an optional action on the right. The trail ends at the title
 * unless the screen names its own last crumb (a tender's sections say the tender, not the heading).
 */
export function SectionHeader({
  trail,
  title,
  lead,
  crumb = title,
  action,
}: {
  trail: Crumb[];
  title: string;
  /** A line of context under the title. */
  lead?: ReactNode;
  crumb?: string;
  action?: ReactNode;
}) {
  return (
    <Box sx={{ mb: 1 }}>
      <Breadcrumbs items={[...trail, { label: crumb }]} />
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', justifyContent: 'space-between' }}>
        <Box sx={{ flex: '1 1 320px', minWidth: 0 }}>
          <PageTitle lead={lead}>{title}</PageTitle>
        </Box>
        {action && <Box sx={{ mb: { xs: 2.5, sm: 3 } }}>{action}</Box>}
      </Box>
    </Box>
  );
}

/** The first crumb of every back-office trail. */
export const STAFF_HOME_TRAIL: Crumb[] = [{ href: '/yonetim', label: 'Ana Sayfa' }];

export const CONTENT_TRAIL: Crumb[] = [...STAFF_HOME_TRAIL, { href: '/yonetim/icerik', label: 'İçerik' }];

export const TENDERS_TRAIL: Crumb[] = [...STAFF_HOME_TRAIL, { href: '/yonetim/ihaleler', label: 'İhaleler' }];

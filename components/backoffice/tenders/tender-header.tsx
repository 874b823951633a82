'use client';
import NextLink from 'next/link';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { StatusChip } from '@/components/tenders/status-chip';
import { TenderTabs } from './tender-tabs';

interface Props {
  id: number;
  /** The page's own heading ("İhale Bilgileri", "Önizleme"). */
  heading: string;
  title: string;
  statusId: number;
  statusName: string;
  withdrawn: boolean;
}

/** The top of every section of one tender: back to the list, its name, number and status, and the section tabs. */
export function TenderHeader({ id, heading, title, statusId, statusName, withdrawn }: Props) {
  return (
    <>
      <Link component={NextLink} href="/yonetim/ihaleler" variant="body2">
        ← İhaleler
      </Link>
      <Typography component="h1" variant="h5" sx={{ fontWeight: 700, mt: 1 }}>
        {heading}: {title || 'Adsız ihale'}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mt: 1, mb: 2 }}>
        <Typography variant="body2">
          İhale No: <strong>{id}</strong>
        </Typography>
        <StatusChip statusId={statusId} name={statusName} />
        {withdrawn && <Chip label="Yayından kaldırıldı" size="small" color="warning" variant="outlined" />}
      </Box>
      <TenderTabs ihaleId={id} />
    </>
  );
}

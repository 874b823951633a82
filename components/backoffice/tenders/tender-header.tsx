'use client';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { SectionHeader, TENDERS_TRAIL } from '@/components/backoffice/layout/section-header';
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

/** The top of every section of one tender: the trail back to the list, its name, number and status, and the section tabs. */
export function TenderHeader({ id, heading, title, statusId, statusName, withdrawn }: Props) {
  return (
    <>
      <SectionHeader
        trail={TENDERS_TRAIL}
        crumb={title || 'Adsız ihale'}
        title={`${heading}: ${title || 'Adsız ihale'}`}
        lead={
          <Box component="span" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
            <Typography component="span" variant="body2">
              İhale No: <strong>{id}</strong>
            </Typography>
            <StatusChip statusId={statusId} name={statusName} />
            {withdrawn && (
              <Chip component="span" label="Yayından kaldırıldı" size="small" color="warning" variant="outlined" />
            )}
          </Box>
        }
      />
      <TenderTabs ihaleId={id} />
    </>
  );
}

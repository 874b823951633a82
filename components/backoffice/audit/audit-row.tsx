'use client';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AuditRowModel } from '@/lib/api/backoffice/audit';
import { AuditDiffTable } from './audit-diff-table';
import { Icon } from '@/components/ui/icon';
import { ExpandMoreIcon } from '@/components/ui/icons/expand-more';

/** One audit row: when, who, what, on what; opened, the before/after and the detail. */
export function AuditRow({ row }: { row: AuditRowModel }) {
  const id = `denetim-${row.id}`;
  return (
    <Accordion disableGutters variant="outlined" component="li">
      <AccordionSummary expandIcon={<Icon def={ExpandMoreIcon} />} aria-controls={`${id}-icerik`} id={`${id}-baslik`}>
        <Box
          sx={{
            display: 'grid',
            gap: { xs: 0.25, md: 2 },
            gridTemplateColumns: { xs: '1fr', md: '11rem 12rem 1fr 10rem' },
            width: '100%',
            alignItems: 'baseline',
          }}
        >
          <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums' }}>
            {row.zaman}
          </Typography>
          <Typography variant="body2" sx={{ fontWeight: 700 }}>
            {row.personelAdi}
          </Typography>
          <Typography variant="body2">{row.islemAdi}</Typography>
          <Typography variant="body2" color="text.secondary">
            {row.hedef}
          </Typography>
        </Box>
      </AccordionSummary>
      <AccordionDetails id={`${id}-icerik`}>
        <Stack spacing={1.5}>
          <AuditDiffTable lines={row.degisiklikler} />
          {row.ayrinti && (
            <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
              <strong>Ayrıntı:</strong> {row.ayrinti}
            </Typography>
          )}
          <Typography variant="caption" color="text.secondary">
            İşlem kodu: {row.islem}
            {row.hedefKodu ? ` · Hedef kodu: ${row.hedefKodu}` : ''}
            {row.ip ? ` · IP adresi: ${row.ip}` : ''}
          </Typography>
        </Stack>
      </AccordionDetails>
    </Accordion>
  );
}

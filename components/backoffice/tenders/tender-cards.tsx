'use client';
import NextLink from 'next/link';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { StatusChip } from '@/components/tenders/status-chip';
import type { StaffTenderRowModel } from '@/lib/api/backoffice/tenders';
import { formatDateTime } from '@/lib/format/date';
import { formatMoney } from '@/lib/format/money';

/** The tender list on a phone: one card per tender instead of the wide table (shown from 900 px). */
export function TenderCards({ rows }: { rows: StaffTenderRowModel[] }) {
  return (
    <Box
      component="ul"
      aria-label="İhaleler"
      sx={{ display: { xs: 'grid', md: 'none' }, gap: 1.5, listStyle: 'none', p: 0, m: 0 }}
    >
      {rows.map((r) => (
        <Paper key={r.id} component="li" variant="outlined" sx={{ p: 2 }}>
          <Link component={NextLink} href={`/yonetim/ihaleler/${r.id}`} sx={{ fontWeight: 700 }}>
            {r.title}
          </Link>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', my: 1 }}>
            <Typography variant="body2">No: {r.id}</Typography>
            <StatusChip statusId={r.statusId} name={r.statusName} />
            {r.withdrawn && <Chip label="Yayından kaldırıldı" size="small" color="warning" variant="outlined" />}
            {r.featured && <Chip label="Öne çıkan" size="small" variant="outlined" />}
          </Box>
          <Box
            component="dl"
            sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.25, m: 0 }}
          >
            {(
              [
                ['Yayın', formatDateTime(r.publishedAt)],
                ['Başlangıç', formatDateTime(r.startDate)],
                ['Bitiş', formatDateTime(r.endDate)],
                ['Açılış fiyatı', r.openingPrice === null ? '—' : formatMoney(r.openingPrice, r.currency)],
              ] as const
            ).map(([label, value]) => (
              <Box key={label} sx={{ display: 'contents' }}>
                <Typography component="dt" variant="body2" color="text.secondary">
                  {label}
                </Typography>
                <Typography component="dd" variant="body2" sx={{ m: 0 }}>
                  {value}
                </Typography>
              </Box>
            ))}
          </Box>
        </Paper>
      ))}
    </Box>
  );
}

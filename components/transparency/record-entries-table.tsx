'use client';
import Box from '@mui/material/Box';
import { type Column, ProfileTable } from '@/components/profile/common/profile-table';
import type { RecordRow } from '@/lib/api/transparency';
import { formatDateTimeSeconds } from '@/lib/format/date';
import { formatMoney } from '@/lib/format/money';

const COLUMNS: Column<RecordRow>[] = [
  { key: 'sira', header: 'Sıra', render: (r) => r.sira, nowrap: true },
  { key: 'tur', header: 'Tür', render: (r) => r.turLabel, nowrap: true },
  { key: 'rumuz', header: 'Rumuz', render: (r) => r.rumuz ?? '—' },
  {
    key: 'tutar',
    header: 'Tutar',
    align: 'right',
    nowrap: true,
    render: (r) =>
      r.tutar === null ? (
        '—'
      ) : (
        <Box component="span" sx={{ fontWeight: 600 }}>
          {formatMoney(r.tutar, r.currency ?? undefined)}
        </Box>
      ),
  },
  { key: 'zaman', header: 'Zaman', render: (r) => formatDateTimeSeconds(r.zaman), nowrap: true },
  { key: 'bitis', header: 'Bitiş', render: (r) => formatDateTimeSeconds(r.bitis), nowrap: true },
];

/**
 * The verified entries of a tender's record, oldest first, in Istanbul time like the rest of the portal
 * (the profile's table: cards of label/value lines below 768 px, so nothing scrolls sideways).
 */
export function RecordEntriesTable({ rows }: { rows: RecordRow[] }) {
  return <ProfileTable caption="Kayıttaki girişler" columns={COLUMNS} rows={rows} rowKey={(r) => r.sira} />;
}

'use client';
import { StaffPagedTable } from '@/components/backoffice/common/staff-paged-table';
import { scrollRegion, type StaffColumn } from '@/components/backoffice/common/staff-table';
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Paper from '@mui/material/Paper';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { statementListQuery } from '@/lib/api/backoffice/statements-queries';
import { formatDateTime } from '@/lib/format/date';

const COLUMNS: StaffColumn[] = [
  { label: 'Dosya' },
  { label: 'Biçim' },
  { label: 'Hesap' },
  { label: 'Yükleyen' },
  { label: 'Yükleme Tarihi', nowrap: true },
  { label: 'Satır', align: 'right' },
  { label: 'Eşleşmeyen', align: 'right' },
  { label: 'Benzer', align: 'right' },
  { label: 'Giden havale', align: 'right' },
  { label: 'İadesiz giden', align: 'right' },
];

/** The imported statements, newest first: who uploaded which file, how many lines still wait. */
export function StatementList() {
  const [page, setPage] = useState(1);
  const list = useQuery(statementListQuery(page));
  return (
    <Paper component="section" variant="outlined" aria-labelledby="yuklenen-ekstreler" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="yuklenen-ekstreler" component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
        Yüklenen Ekstreler
      </Typography>
      <StaffPagedTable
        query={list}
        loadingLabel="Ekstreler yükleniyor"
        page={page}
        onPageChange={setPage}
        label="Yüklenen ekstreler"
        columns={COLUMNS}
        empty="Henüz ekstre yüklenmedi."
        framed={false}
        // The account and count columns make it wider than the card: keyboard users reach the scroll with Tab.
        containerProps={scrollRegion('Yüklenen ekstreler')}
        renderRow={(s) => (
          <TableRow key={s.id} hover>
            <TableCell sx={{ wordBreak: 'break-all', minWidth: 140 }}>{s.fileName}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{s.format}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{s.accountIban ?? '—'}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{s.uploadedBy}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(s.uploadedAt)}</TableCell>
            <TableCell align="right">{s.lineCount}</TableCell>
            <TableCell align="right">{s.unmatchedCount}</TableCell>
            <TableCell align="right">{s.lookAlikeCount}</TableCell>
            <TableCell align="right">{s.debitCount}</TableCell>
            <TableCell align="right">{s.unmatchedDebitCount}</TableCell>
          </TableRow>
        )}
      />
    </Paper>
  );
}

'use client';
import { StaffPagination } from '@/components/backoffice/common/staff-pagination';
import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { failureText } from '@/components/backoffice/content/form-notice';
import { fetchStatements } from '@/lib/api/backoffice/statements';
import { formatDateTime } from '@/lib/format/date';
import { statementKeys } from './statement-lines';

/** The imported statements, newest first: who uploaded which file, how many lines still wait. */
export function StatementList() {
  const [page, setPage] = useState(1);
  const list = useQuery({
    queryKey: [...statementKeys.all, 'liste', page],
    queryFn: () => fetchStatements(page),
    placeholderData: keepPreviousData,
  });
  return (
    <Paper component="section" variant="outlined" aria-labelledby="yuklenen-ekstreler" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="yuklenen-ekstreler" component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
        Yüklenen Ekstreler
      </Typography>
      {list.isError && <Alert severity="error">{failureText(list.error)}</Alert>}
      {list.isPending && <CircularProgress aria-label="Ekstreler yükleniyor" />}
      {list.data && (
        <>
          <TableContainer>
            <Table size="small" aria-label="Yüklenen ekstreler">
              <TableHead>
                <TableRow>
                  <TableCell>Dosya</TableCell>
                  <TableCell>Biçim</TableCell>
                  <TableCell>Yükleyen</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>Yükleme Tarihi</TableCell>
                  <TableCell align="right">Satır</TableCell>
                  <TableCell align="right">Eşleşmeyen</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {list.data.items.length === 0 && (
                  <TableRow>
                    <TableCell colSpan={6}>Henüz ekstre yüklenmedi.</TableCell>
                  </TableRow>
                )}
                {list.data.items.map((s) => (
                  <TableRow key={s.id} hover>
                    <TableCell sx={{ wordBreak: 'break-all', minWidth: 140 }}>{s.fileName}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{s.format}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{s.uploadedBy}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(s.uploadedAt)}</TableCell>
                    <TableCell align="right">{s.lineCount}</TableCell>
                    <TableCell align="right">{s.unmatchedCount}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          <StaffPagination pageCount={list.data.pageCount} page={page} onChange={setPage} />
        </>
      )}
    </Paper>
  );
}

'use client';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { DialogFrame } from '@/components/ui/dialog-frame';
import { failureText } from '@/components/backoffice/content/form-notice';
import { collectionsQuery } from '@/lib/api/backoffice/settlement-queries';
import { formatDateTime } from '@/lib/format/date';
import { formatMoney } from '@/lib/format/money';

/** A won tender's collections (card or transfer, with the date), oldest first. */
export function CollectionsDialog({ ihaleId, onClose }: { ihaleId: number | null; onClose: () => void }) {
  const list = useQuery(collectionsQuery(ihaleId));
  return (
    <DialogFrame open={ihaleId !== null} onClose={onClose} title={`${ihaleId ?? ''} numaralı ihalenin tahsilatları`}>
      <DialogContent>
        {list.isError && <Alert severity="error">{failureText(list.error)}</Alert>}
        {list.isPending && <CircularProgress aria-label="Tahsilatlar yükleniyor" />}
        {list.data && list.data.length === 0 && <Alert severity="info">Bu ihale için tahsilat bulunmamaktadır.</Alert>}
        {list.data && list.data.length > 0 && (
          <Table size="small" aria-label="Tahsilatlar">
            <TableHead>
              <TableRow>
                <TableCell>Tarih</TableCell>
                <TableCell>Kaynak</TableCell>
                <TableCell align="right">Tutar</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {list.data.map((c) => (
                <TableRow key={c.id}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(c.at)}</TableCell>
                  <TableCell>{c.source}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {formatMoney(c.amount, c.currency)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Kapat</Button>
      </DialogActions>
    </DialogFrame>
  );
}

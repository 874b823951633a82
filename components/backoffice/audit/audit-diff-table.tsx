import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { AuditDiffLine } from '@/lib/rules/staff-audit-diff';

/** Before and after field by field; a changed field is marked in words and weight, not by colour alone. */
export function AuditDiffTable({ lines }: { lines: AuditDiffLine[] }) {
  if (lines.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        Bu işlemde önceki/sonraki bilgisi kaydedilmemiştir.
      </Typography>
    );
  }
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label="Önceki ve sonraki değerler">
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              Alan
            </TableCell>
            <TableCell component="th" scope="col">
              Önceki
            </TableCell>
            <TableCell component="th" scope="col">
              Sonraki
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {lines.map((l) => (
            <TableRow key={l.alan} sx={l.degisti ? { bgcolor: 'rgba(255, 193, 7, 0.12)' } : undefined}>
              <TableCell component="th" scope="row" sx={{ fontWeight: l.degisti ? 700 : 400 }}>
                {l.etiket}
                {l.degisti && (
                  <Typography component="span" variant="caption" sx={{ display: 'block', fontWeight: 400 }}>
                    değişti
                  </Typography>
                )}
              </TableCell>
              <TableCell sx={{ wordBreak: 'break-word' }}>{l.onceki}</TableCell>
              <TableCell sx={{ wordBreak: 'break-word', fontWeight: l.degisti ? 700 : 400 }}>{l.sonraki}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

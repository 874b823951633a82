'use client';
import { useState } from 'react';
import { clientIsland } from '@/components/common/client-island';
import Button from '@mui/material/Button';
import type { MyTenderRow } from '@/lib/api/profile/my-tenders';
import { ODEME_DURUMU } from '@/lib/contract/money';

// The dialog is needed only after a click.
const PayBalanceDialog = clientIsland(() => import('./pay-balance-dialog').then((m) => m.PayBalanceDialog));

/** Whether a won tender's balance can still be paid here: awaited, something due and the deadline not passed. */
export function isBalancePayable(
  row: Pick<MyTenderRow, 'odenecekTutar' | 'sonOdemeTarihi' | 'odemeDurumu'>,
  now: Date,
): boolean {
  if (row.odemeDurumu !== ODEME_DURUMU.bekleniyor) return false;
  if (row.odenecekTutar === null || row.odenecekTutar <= 0) return false;
  if (!row.sonOdemeTarihi) return true;
  const deadline = new Date(row.sonOdemeTarihi).getTime();
  return Number.isNaN(deadline) || now.getTime() <= deadline;
}

/** "Ödeme Yap" of a won tender's row: opens the balance dialog (card or transfer). */
export function PayBalanceButton({ row }: { row: MyTenderRow }) {
  const [open, setOpen] = useState(false);
  if (!isBalancePayable(row, new Date())) return null;
  return (
    <>
      <Button
        size="small"
        variant="contained"
        onClick={() => setOpen(true)}
        aria-label={`Ödeme Yap: ${row.ihaleNo} numaralı ihale`}
        sx={{ whiteSpace: 'nowrap' }}
      >
        Ödeme Yap
      </Button>
      {open && <PayBalanceDialog row={row} open={open} onClose={() => setOpen(false)} />}
    </>
  );
}

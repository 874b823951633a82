'use client';
import { useState } from 'react';
import Button from '@mui/material/Button';
// Imported statically: loaded as a client island, the dialog mounted after the chunk arrived and,
// on the first opening, MUI's focus trap did not give the focus back to this button on close.
import { BidReceiptsDialog } from './bid-receipts-dialog';
import { RECEIPT_TEXTS } from './receipt-texts';
import { Icon } from '@/components/ui/icon';
import { ReceiptLongOutlinedIcon } from '@/components/ui/icons/receipt-long-outlined';

/** 'Teklif makbuzları' of a row in Katıldığım İhalelerim: the bidder's bids in the tender's signed record. */
export function BidReceiptsButton({ ihaleId, alias }: { ihaleId: number; alias: string }) {
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so closing plays the transition and focus returns to the button.
  const [mounted, setMounted] = useState(false);
  if (!alias) return null;
  return (
    <>
      <Button
        size="small"
        variant="outlined"
        onClick={() => {
          setMounted(true);
          setOpen(true);
        }}
        aria-label={`${RECEIPT_TEXTS.short}: ${ihaleId} numaralı ihalenin teklif makbuzları`}
        aria-haspopup="dialog"
        startIcon={<Icon def={ReceiptLongOutlinedIcon} />}
        sx={{ whiteSpace: 'nowrap', minWidth: 0, py: 0.25 }}
      >
        {RECEIPT_TEXTS.short}
      </Button>
      {mounted && <BidReceiptsDialog ihaleId={ihaleId} alias={alias} open={open} onClose={() => setOpen(false)} />}
    </>
  );
}

'use client';
import { useState } from 'react';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { CURRENCY_KEYS, type Currency } from '@/lib/contract/money';
import { CardDepositForm } from './card-deposit-form';
import { PaymentMethodTabs } from './payment-method-tabs';
import { TransferDetails } from './transfer-details';
import { DialogFrame } from '@/components/ui/dialog-frame';

/**
 * "Teminat Yatır": by card (the bank's 3-D page) or by transfer (IBAN and personal reference). From a
 * tender whose deposit the account cannot cover, it opens in the tender's currency with the missing
 * amount filled in (issue #36 item 4).
 */
export function DepositPayDialog({
  open,
  onClose,
  cariId,
  initialCurrency = 'TL',
  initialAmount = '',
}: {
  open: boolean;
  onClose: () => void;
  cariId: number | null;
  initialCurrency?: Currency;
  initialAmount?: string;
}) {
  const [currency, setCurrency] = useState<Currency>(initialCurrency);
  return (
    <DialogFrame open={open} onClose={onClose} title="Teminat Yatır">
      <DialogContent sx={{ pt: 0 }}>
        <PaymentMethodTabs
          idPrefix="odeme"
          card={<CardDepositForm cariId={cariId} initialCurrency={initialCurrency} initialAmount={initialAmount} />}
          transfer={
            <>
              <TextField
                id="havale-para-birimi"
                select
                label="Para birimi"
                value={currency}
                onChange={(e) => setCurrency(e.target.value as Currency)}
                size="small"
                sx={{ mb: 1, minWidth: 140 }}
              >
                {CURRENCY_KEYS.map((c) => (
                  <MenuItem key={c} value={c}>
                    {c}
                  </MenuItem>
                ))}
              </TextField>
              <TransferDetails cariId={cariId} currency={currency} />
            </>
          }
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={onClose}>Kapat</Button>
      </DialogActions>
    </DialogFrame>
  );
}

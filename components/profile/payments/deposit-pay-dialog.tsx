'use client';
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import MenuItem from '@mui/material/MenuItem';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import { CURRENCY_KEYS, type Currency } from '@/lib/contract/money';
import { CardDepositForm } from './card-deposit-form';
import { TransferDetails } from './transfer-details';
import { DialogFrame } from '@/components/ui/dialog-frame';

type Method = 'kart' | 'havale';

/** "Teminat Yatır": by card (the bank's 3-D page) or by transfer (IBAN and personal reference). */
export function DepositPayDialog({
  open,
  onClose,
  cariId,
}: {
  open: boolean;
  onClose: () => void;
  cariId: number | null;
}) {
  const [method, setMethod] = useState<Method>('kart');
  const [currency, setCurrency] = useState<Currency>('TL');
  return (
    <DialogFrame open={open} onClose={onClose} title="Teminat Yatır">
      <DialogContent sx={{ pt: 0 }}>
        <Tabs
          value={method}
          onChange={(_, v: Method) => setMethod(v)}
          aria-label="Ödeme yöntemi"
          variant="fullWidth"
          sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
        >
          <Tab value="kart" label="Kredi / Banka Kartı" id="odeme-sekme-kart" aria-controls="odeme-panel-kart" />
          <Tab value="havale" label="Havale / EFT" id="odeme-sekme-havale" aria-controls="odeme-panel-havale" />
        </Tabs>
        <Box role="tabpanel" id="odeme-panel-kart" aria-labelledby="odeme-sekme-kart" hidden={method !== 'kart'}>
          {method === 'kart' && <CardDepositForm cariId={cariId} />}
        </Box>
        <Box role="tabpanel" id="odeme-panel-havale" aria-labelledby="odeme-sekme-havale" hidden={method !== 'havale'}>
          {method === 'havale' && (
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
          )}
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={onClose}>Kapat</Button>
      </DialogActions>
    </DialogFrame>
  );
}

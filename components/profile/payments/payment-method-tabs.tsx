'use client';
import { type ReactNode, useState } from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';

type Method = 'kart' | 'havale';

/**
 * The two ways money reaches the institution, as tabs: card (the bank's 3-D Secure page) or
 * transfer (IBAN and reference). Only the chosen panel is mounted, so a card form never starts a
 * payment while its tab is hidden. `idPrefix` keeps the tab/panel ids unique per dialog.
 */
export function PaymentMethodTabs({
  idPrefix,
  card,
  transfer,
}: {
  idPrefix: string;
  card: ReactNode;
  transfer: ReactNode;
}) {
  const [method, setMethod] = useState<Method>('kart');
  const ids = (m: Method) => ({ tab: `${idPrefix}-sekme-${m}`, panel: `${idPrefix}-panel-${m}` });
  return (
    <>
      <Tabs
        value={method}
        onChange={(_, v: Method) => setMethod(v)}
        aria-label="Ödeme yöntemi"
        variant="fullWidth"
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        <Tab value="kart" label="Kredi / Banka Kartı" id={ids('kart').tab} aria-controls={ids('kart').panel} />
        <Tab value="havale" label="Havale / EFT" id={ids('havale').tab} aria-controls={ids('havale').panel} />
      </Tabs>
      {(['kart', 'havale'] as const).map((m) => (
        <Box key={m} role="tabpanel" id={ids(m).panel} aria-labelledby={ids(m).tab} hidden={method !== m}>
          {method === m && (m === 'kart' ? card : transfer)}
        </Box>
      ))}
    </>
  );
}

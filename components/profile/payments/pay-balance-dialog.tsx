'use client';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import type { MyTenderRow } from '@/lib/api/profile/my-tenders';
import { useStartCardPayment } from '@/lib/api/queries/profile/payments';
import { CURRENCY_KEYS, type Currency } from '@/lib/contract/money';
import { formatDateTime } from '@/lib/format/date';
import { formatMoney } from '@/lib/format/money';
import { useActiveAccount } from '../common/use-active-account';
import { PaymentMethodTabs } from './payment-method-tabs';
import { TransferDetails } from './transfer-details';
import { DialogFrame } from '@/components/ui/dialog-frame';

const currencyOf = (c: string): Currency => ((CURRENCY_KEYS as readonly string[]).includes(c) ? (c as Currency) : 'TL');

/**
 * A won tender's balance: what is due (the row's server-computed fields) and by when; paid by card
 * (the amount is the server's, not this screen's) or by transfer with the tender's own reference.
 */
export function PayBalanceDialog({ row, open, onClose }: { row: MyTenderRow; open: boolean; onClose: () => void }) {
  const { cariId } = useActiveAccount();
  const start = useStartCardPayment(cariId);
  const busy = start.isPending || start.isSuccess;
  return (
    <DialogFrame open={open} onClose={onClose} title="Ödeme Yap">
      <DialogContent sx={{ pt: 0 }}>
        <Box
          component="dl"
          sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: 0.5, columnGap: 2, m: 0, mb: 2 }}
        >
          <Box component="dt" sx={{ color: 'text.secondary' }}>
            İhale
          </Box>
          <Box component="dd" sx={{ m: 0, fontWeight: 600 }}>
            {row.ihaleNo} – {row.ihaleBaslik}
          </Box>
          <Box component="dt" sx={{ color: 'text.secondary' }}>
            Ödenecek Tutar
          </Box>
          <Box component="dd" sx={{ m: 0, fontWeight: 700, color: 'primary.main' }} data-testid="odenecek-tutar">
            {formatMoney(row.odenecekTutar, row.currency)}
          </Box>
          <Box component="dt" sx={{ color: 'text.secondary' }}>
            Son Ödeme Tarihi
          </Box>
          <Box component="dd" sx={{ m: 0, fontWeight: 600 }}>
            {row.sonOdemeTarihi ? formatDateTime(row.sonOdemeTarihi) : '—'}
          </Box>
        </Box>
        <PaymentMethodTabs
          idPrefix="bakiye"
          card={
            <>
              <Alert severity="info">
                Kart bilgilerinizi bankanın 3D Secure sayfasında gireceksiniz; kart bilgileriniz portalda saklanmaz.
              </Alert>
              <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 2 }}>
                <Button
                  variant="contained"
                  disabled={busy}
                  onClick={() => start.mutate({ kind: 'ihale_bakiye', ihaleId: row.ihaleNo })}
                >
                  {busy ? 'Bankaya yönlendiriliyorsunuz...' : 'Kartla Öde'}
                </Button>
              </Box>
            </>
          }
          transfer={<TransferDetails cariId={cariId} currency={currencyOf(row.currency)} ihaleId={row.ihaleNo} />}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={onClose}>Kapat</Button>
      </DialogActions>
    </DialogFrame>
  );
}

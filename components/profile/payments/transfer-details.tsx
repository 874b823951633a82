'use client';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useTransferInfo } from '@/lib/api/queries/profile/payments';
import type { Currency } from '@/lib/contract/money';
import { formatIban } from '@/lib/rules/iban';
import { CARD_PAYMENT_MESSAGES as M } from '@/lib/rules/card-payment';
import { profileErrorText } from '@/lib/api/queries/profile/errors';
import { LoadingState } from '../common/state-message';
import { CopyRow } from './copy-row';

/**
 * "Havale / EFT": the institution's account for the currency and the bidder's payment reference
 * (a won tender's own reference with `ihaleId`), each copyable, and when the money shows up.
 */
export function TransferDetails({
  cariId,
  currency,
  ihaleId,
}: {
  cariId: number | null;
  currency: Currency;
  ihaleId?: number;
}) {
  const info = useTransferInfo(cariId, currency, ihaleId);
  if (info.isPending) return <LoadingState />;
  if (info.isError) return <Alert severity="error">{profileErrorText(info.error, 'mesajList')}</Alert>;
  const d = info.data;
  return (
    <Box>
      <CopyRow label="Banka" value={d.bank} />
      <CopyRow label="Şube" value={d.branch} />
      <CopyRow label="Hesap Adı" value={d.accountName} />
      <CopyRow
        label={`IBAN (${d.currency})`}
        value={d.iban}
        display={formatIban(d.iban)}
        copied={M.ibanCopied}
        copyLabel="IBAN numarasını kopyala"
        testId="havale-iban"
      />
      <CopyRow
        label="Ödeme Referansı"
        value={d.reference}
        copied={M.referenceCopied}
        copyLabel="Ödeme referansını kopyala"
        testId="havale-referans"
      />
      <Alert severity="info" sx={{ mt: 2 }}>
        {ihaleId === undefined ? M.transferNote : M.balanceTransferNote}
      </Alert>
    </Box>
  );
}

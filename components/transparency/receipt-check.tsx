'use client';
import { type ChangeEvent, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { checkReceiptText, type ReceiptCheckOutcome } from '@/lib/api/transparency';
import { formatDateTimeSeconds } from '@/lib/format/date';
import { formatMoney } from '@/lib/format/money';

export const RECEIPT_CHECK_TEXTS = {
  button: 'Makbuz dosyası seç',
  verified: 'Makbuz doğrulandı',
  failed: 'Makbuz doğrulanamadı',
} as const;

/**
 * 'Makbuz doğrula': anyone checks a bidder's receipt file here, in the browser and without a request:
 * the line's inclusion proof against the checkpoint in it, the checkpoint's signature with its key.
 */
export function ReceiptCheck() {
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<(ReceiptCheckOutcome & { fileName: string }) | null>(null);

  const onFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    setBusy(true);
    setResult(null);
    try {
      const outcome = await checkReceiptText(await file.text());
      setResult({ ...outcome, fileName: file.name });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack spacing={1.5}>
      <Typography>
        Katıldığım İhalelerim sayfasından indirilen bir teklif makbuzunu (JSON) seçin; makbuzdaki teklifin imzalı
        kayıtta yer aldığı bu tarayıcıda denetlenir.
      </Typography>
      <input
        ref={input}
        type="file"
        accept="application/json,.json"
        hidden
        data-testid="receipt-file"
        onChange={(e) => void onFile(e)}
      />
      <Box>
        <Button variant="outlined" onClick={() => !busy && input.current?.click()} aria-disabled={busy || undefined}>
          {busy ? 'Denetleniyor...' : RECEIPT_CHECK_TEXTS.button}
        </Button>
      </Box>
      <Box role="status" aria-live="polite">
        {result?.ok && (
          <Alert severity="success" variant="outlined">
            <AlertTitle sx={{ fontWeight: 700 }}>{RECEIPT_CHECK_TEXTS.verified}</AlertTitle>
            {result.fileName}: {result.row.ihaleId} numaralı ihalenin {result.row.sira}. kaydı,{' '}
            {result.row.rumuz ?? '—'} rumuzuyla{' '}
            {result.row.tutar === null ? '' : `${formatMoney(result.row.tutar, result.row.currency ?? undefined)} `}(
            {formatDateTimeSeconds(result.row.zaman)}), {result.treeSize} kayıtlık imzalı ağaçta yer alıyor.
          </Alert>
        )}
        {result && !result.ok && (
          <Alert severity="error" variant="outlined">
            <AlertTitle sx={{ fontWeight: 700 }}>{RECEIPT_CHECK_TEXTS.failed}</AlertTitle>
            {result.fileName}: {result.message}
          </Alert>
        )}
      </Box>
    </Stack>
  );
}

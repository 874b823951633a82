'use client';
import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Typography from '@mui/material/Typography';
import { amountInWords } from '@/lib/format/amount-in-words';
import { formatMoney } from '@/lib/format/money';
import { vatLabel } from '@/lib/rules/exchange-rate';
import { DialogFrame } from '@/components/ui/dialog-frame';

/** Issue #19: the question before a binding bid, and before setting a maximum (otomatik teklif). */
export const BID_CONFIRM_TEXTS = {
  title: 'Teklifinizi onaylıyor musunuz?',
  amount: 'Teklif tutarı:',
  proxyTitle: 'Azami tutarı onaylıyor musunuz?',
  proxyAmount: 'Azami tutar:',
  proxyNote: 'Portal, sizin adınıza bu tutara kadar otomatik teklif verecektir.',
  words: 'Yazıyla:',
  confirm: 'Onayla',
  cancel: 'Vazgeç',
  skip: 'Bu ihale boyunca teklif onayı sorma',
} as const;

export interface BidConfirmDialogProps {
  /** The amount asked about; null: closed. */
  amount: number | null;
  currency: string;
  /** Whether the tender's prices include KDV: said beside the amount; null when unknown. */
  vatIncluded?: boolean | null;
  /** 'bid' for Teklif Ver, 'proxy' for setting a maximum. */
  kind: 'bid' | 'proxy';
  onConfirm: (amount: number) => void;
  onCancel: () => void;
}

/**
 * The confirmation of a bid (issue #19): the amount in figures, as everywhere else, and in words,
 * so a slip of a digit shows before it binds. An alertdialog named by its question and described by
 * the amount: a screen reader reads both when it opens.
 *
 * 'Vazgeç' has the focus (as in the leave dialog): a bid is binding, so Enter pressed twice (in the
 * amount field, then again) or a key repeat cancels instead of sending; confirming takes a deliberate
 * Tab or click. Escape and a click outside cancel. The amount is the one shown when the dialog
 * opened: a rival's bid meanwhile does not change what is sent (the server then refuses it).
 */
export function BidConfirmDialog({
  amount,
  currency,
  vatIncluded = null,
  kind,
  onConfirm,
  onCancel,
}: BidConfirmDialogProps) {
  const textId = useId();
  const proxy = kind === 'proxy';
  // Keep the last amount while the dialog fades out, so its text does not change on the way.
  const [shown, setShown] = useState(amount ?? 0);
  if (amount !== null && amount !== shown) setShown(amount);

  return (
    <DialogFrame
      open={amount !== null}
      onClose={onCancel}
      role="alertdialog"
      describedBy={textId}
      maxWidth="xs"
      testId="bid-confirm-dialog"
      title={proxy ? BID_CONFIRM_TEXTS.proxyTitle : BID_CONFIRM_TEXTS.title}
    >
      <DialogContent>
        <Box id={textId} sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
          <Typography sx={{ fontSize: '1rem' }}>
            {proxy ? BID_CONFIRM_TEXTS.proxyAmount : BID_CONFIRM_TEXTS.amount}{' '}
            <Box
              component="strong"
              data-testid="bid-confirm-figures"
              sx={{ fontSize: '1.25rem', color: 'primary.main', fontVariantNumeric: 'tabular-nums' }}
            >
              {formatMoney(shown, currency)}
            </Box>
            {vatIncluded !== null && (
              <Box component="span" data-testid="bid-confirm-vat" sx={{ fontSize: '0.9375rem', fontWeight: 600 }}>
                {' '}
                ({vatLabel(vatIncluded)})
              </Box>
            )}
          </Typography>
          <Typography sx={{ fontSize: '0.9375rem' }}>
            {BID_CONFIRM_TEXTS.words}{' '}
            <Box component="span" data-testid="bid-confirm-words" sx={{ fontWeight: 600 }}>
              {amountInWords(shown, currency)}
            </Box>
          </Typography>
          {proxy && <Typography sx={{ fontSize: '0.875rem' }}>{BID_CONFIRM_TEXTS.proxyNote}</Typography>}
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, gap: 1, flexWrap: 'wrap' }}>
        <Button variant="outlined" onClick={onCancel} autoFocus>
          {BID_CONFIRM_TEXTS.cancel}
        </Button>
        <Button
          variant="contained"
          color="secondary"
          onClick={() => {
            if (amount !== null) onConfirm(amount);
          }}
          sx={{ fontWeight: 700 }}
        >
          {BID_CONFIRM_TEXTS.confirm}
        </Button>
      </DialogActions>
    </DialogFrame>
  );
}

'use client';
import { useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useCancelProxyMaximum, useSaveProxyMaximum } from '@/lib/api/queries/proxy-bid';
import { formatMoney } from '@/lib/format/money';
import { toast } from '@/lib/toast/toast-store';
import { palette } from '@/components/ui/colors';
import { digitsOnly, lowestProxyMaximum, MAX_BID_DIGITS, proxyMaximumProblemText } from './bid-rules';
import { BidConfirmDialog } from './bid-confirm-dialog';
import { Icon } from '@/components/ui/icon';
import { AutoModeIcon } from '@/components/ui/icons/auto-mode';

export const PROXY_TEXTS = {
  field: 'Azami Tutar',
  save: 'Otomatik Teklifi Kaydet',
  cancel: 'Otomatik Teklifi İptal Et',
  active: 'Azami tutarınız:',
} as const;

export interface ProxyBidPanelProps {
  ihaleId: number;
  cariId: number;
  openingPrice: number | null;
  highestBid: number;
  /** The account's own highest bid; null when the client does not know it. */
  ownHighestBid: number | null;
  currency: string;
  /** The active maximum; null when none. */
  maximum: number | null;
  onSaved: () => void;
}

/** 'Azami tutarınız: …' — the active maximum, shown in every mode of the bid box. */
export function ActiveMaximum({ maximum, currency }: { maximum: number; currency: string }) {
  return (
    <Typography sx={{ fontSize: '0.9375rem' }} data-testid="proxy-maximum">
      {PROXY_TEXTS.active}{' '}
      <Box component="strong" sx={{ fontVariantNumeric: 'tabular-nums', color: 'primary.main' }}>
        {formatMoney(maximum, currency)}
      </Box>
    </Typography>
  );
}

/**
 * The Otomatik Teklif mode of the bid box (issue #16): set, raise or cancel the maximum up to which
 * the portal bids for the account. The field takes digits only, like 'Tutar Gir'; the hint is the
 * lowest maximum the portal takes now and a typed maximum below it shows the rule's Turkish problem
 * (lib/rules/proxy-bid.ts). The server checks again and its refusal becomes a toast.
 * A maximum binds up to its whole amount without another click, so it is always confirmed first, with
 * the amount in words (issue #19); 'teklif onayı sorma' is for fast bidding by hand and does not skip
 * it. Cancelling a maximum only lowers the commitment and is not asked.
 */
export function ProxyBidPanel(p: ProxyBidPanelProps) {
  const [typed, setTyped] = useState('');
  // The maximum waiting in the confirmation; null: none asked.
  const [asking, setAsking] = useState<number | null>(null);
  const fieldRef = useRef<HTMLInputElement>(null);
  const save = useSaveProxyMaximum(p.ihaleId, p.cariId);
  const cancel = useCancelProxyMaximum(p.ihaleId, p.cariId);
  const rules = {
    openingPrice: p.openingPrice,
    highestBid: p.highestBid,
    ownHighestBid: p.ownHighestBid,
    currency: p.currency,
  };
  const lowest = lowestProxyMaximum(rules);
  // An empty field is no problem yet: the hint shows; 'Kaydet' asks for the amount.
  const problem = typed ? proxyMaximumProblemText({ ...rules, typed }) : null;

  const submit = () => {
    if (save.isPending) return;
    const text = proxyMaximumProblemText({ ...rules, typed });
    if (text) {
      toast.error(text);
      fieldRef.current?.focus();
      return;
    }
    setAsking(Number(digitsOnly(typed)));
  };

  const confirmed = (maximum: number) => {
    setAsking(null);
    save.mutate(maximum, {
      onSuccess: () => {
        setTyped('');
        p.onSaved();
      },
    });
  };

  const onCancel = () =>
    cancel.mutate(undefined, {
      // The button goes away with the maximum: keep the keyboard in the box.
      onSettled: () => fieldRef.current?.focus(),
    });

  const hint = `En az ${formatMoney(lowest, p.currency)}${typed ? ` · Girilen: ${formatMoney(Number(typed), p.currency)}` : ''}`;

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }} data-testid="proxy-bid-panel">
      {p.maximum !== null ? (
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            justifyContent: 'space-between',
            columnGap: 1,
            rowGap: 0.5,
            border: `1px solid ${palette.line}`,
            borderRadius: '6px',
            bgcolor: 'background.paper',
            px: 1.5,
            py: 1,
          }}
        >
          <ActiveMaximum maximum={p.maximum} currency={p.currency} />
          <Button
            size="small"
            color="secondary"
            onClick={onCancel}
            disabled={cancel.isPending}
            sx={{ fontWeight: 700, ml: -0.75 }}
          >
            {PROXY_TEXTS.cancel}
          </Button>
        </Box>
      ) : null}

      <TextField
        inputRef={fieldRef}
        label={PROXY_TEXTS.field}
        value={typed}
        onChange={(e) => setTyped(digitsOnly(e.target.value))}
        onKeyDown={(e) => {
          if (e.key === 'Enter') submit();
        }}
        error={problem !== null}
        helperText={problem ?? hint}
        slotProps={{
          htmlInput: {
            inputMode: 'numeric',
            pattern: '[0-9]*',
            maxLength: MAX_BID_DIGITS,
            autoComplete: 'off',
            'data-testid': 'proxy-amount-input',
          },
          // The problem appears while typing: read it out without moving the focus.
          formHelperText: { 'aria-live': 'polite' },
        }}
        size="small"
        fullWidth
      />

      <Button
        variant="contained"
        color="secondary"
        size="large"
        onClick={submit}
        disabled={save.isPending}
        startIcon={<Icon def={AutoModeIcon} />}
        sx={{ fontWeight: 700 }}
      >
        {PROXY_TEXTS.save}
      </Button>

      <BidConfirmDialog
        kind="proxy"
        amount={asking}
        currency={p.currency}
        onCancel={() => setAsking(null)}
        onConfirm={confirmed}
      />
    </Box>
  );
}

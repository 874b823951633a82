'use client';
import { useEffect, useId, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { lighten } from '@mui/material/styles';
import { useProxyMaximum, useProxyMaximumEnded } from '@/lib/api/queries/proxy-bid';
import { ProxyBidMessages } from '@/lib/rules/proxy-bid';
import { bidTooLowMessage } from '@/lib/rules/bid-messages';
import { formatAmount, formatMoney } from '@/lib/format/money';
import { useBid, useHubEvent } from '@/lib/realtime/hooks';
import { toast } from '@/lib/toast/toast-store';
import { palette } from '@/components/ui/colors';
import { palette as paletteValues } from '@/lib/theme-palette';
import { MuiTheme } from '@/components/ui/mui-theme';
import { visuallyHidden } from '@/components/ui/visually-hidden';
import {
  amountToSend,
  amountWithIncrement,
  BID_COOLDOWN_MS,
  type BoxMode,
  bidIncrements,
  digitsOnly,
  lowestAcceptedBid,
  MAX_BID_DIGITS,
} from './bid-rules';
import { BID_CONFIRM_TEXTS, BidConfirmDialog } from './bid-confirm-dialog';
import { setSkipsBidConfirm, skipsBidConfirm } from './bid-confirm-skip';
import { ActiveMaximum, ProxyBidPanel } from './proxy-bid-panel';
import { Icon } from '@/components/ui/icon';
import { GavelIcon } from '@/components/ui/icons/gavel';

/** docs/spec.md §8 */
export const BID_MESSAGES = {
  ok: 'Teklifiniz verildi.',
  noAmount: 'Lütfen teklif tutarını giriniz.',
  notSent: 'Teklifiniz gönderilemedi. Lütfen bağlantınızı kontrol edip tekrar deneyiniz.',
} as const;

/** A chosen option must read as chosen at a glance: filled navy, white text. */
const selectedSx = {
  '& .MuiToggleButton-root': { fontWeight: 600, color: 'primary.main' },
  '& .MuiToggleButton-root.Mui-selected, & .MuiToggleButton-root.Mui-selected:hover': {
    bgcolor: 'primary.main',
    color: 'primary.contrastText',
  },
} as const;

export interface BidBoxProps {
  ihaleId: number;
  cariId: number;
  openingPrice: number | null;
  highestBid: number;
  currency: string;
  /** Whether the prices include KDV (the confirmation says which); null or left out when unknown. */
  vatIncluded?: boolean | null;
  /** The account's own highest bid (0: none); null or left out when unknown. */
  ownHighestBid?: number | null;
  /** Just joined (issue #19): the first bid control takes the focus as the box shows. */
  autoFocus?: boolean;
  onAutoFocused?: () => void;
}

/**
 * The bid box (docs/spec.md §4, §5, §9): a bid is either the current bid plus an increment of the opening
 * price's band, or a typed amount (digits only). It goes over the hub (Katilim); the answer
 * (TeklifSonucuDon) becomes a toast. The button rests for 400 ms after each send. The third mode
 * sets a maximum the portal bids up to (otomatik teklif, issue #16; proxy-bid-panel.tsx).
 * A bid is sent only once confirmed in BidConfirmDialog (issue #19), unless 'Bu ihale boyunca teklif
 * onayı sorma' is ticked for this tender (bid-confirm-skip.ts).
 */
function BidBoxView({
  ihaleId,
  cariId,
  openingPrice,
  highestBid,
  currency,
  vatIncluded = null,
  ownHighestBid = null,
  autoFocus = false,
  onAutoFocused,
}: BidBoxProps) {
  const increments = bidIncrements(openingPrice);
  const [mode, setMode] = useState<BoxMode>('artis');
  const [increment, setIncrement] = useState<number | null>(increments[0] ?? null);
  const [typed, setTyped] = useState('');
  // A typed amount below the lowest the tender takes, refused in the form (issue #36): said in the
  // field until it changes, and the confirmation is not asked. Counted, so each refusal is announced.
  const [tooLow, setTooLow] = useState(0);
  const amountFieldRef = useRef<HTMLInputElement>(null);
  const [cooling, setCooling] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const incrementsRef = useRef<HTMLDivElement>(null);
  const bid = useBid();
  const titleId = useId();
  const lowest = lowestAcceptedBid(openingPrice, highestBid);
  const proxy = useProxyMaximum(ihaleId, cariId);
  const maximum = proxy.data?.maximum ?? null;
  const proxyEnded = useProxyMaximumEnded(ihaleId, cariId);
  const [exceeded, setExceeded] = useState(false);
  // The amount waiting in the confirmation; null: none asked.
  const [asking, setAsking] = useState<number | null>(null);
  // BidBox renders in the browser only (loaded with ssr: false): the stored choice can be read at once.
  const [skipConfirm, setSkipConfirm] = useState(() => skipsBidConfirm(ihaleId, cariId));

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  // As the box first shows after a join: the chosen increment (the box opens in 'Artış Seç').
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the box shows
  useEffect(() => {
    if (!autoFocus) return;
    incrementsRef.current?.querySelector<HTMLButtonElement>('button[aria-pressed="true"], button')?.focus();
    onAutoFocused?.();
  }, []);

  // A running Otomatik Teklif is what the box shows first (issue #36): opened on its own tab once the
  // maximum is known, instead of 'Artış Seç'.
  const openedOnMaximum = useRef(false);
  useEffect(() => {
    if (openedOnMaximum.current || !proxy.isSuccess) return;
    openedOnMaximum.current = true;
    if (maximum !== null) setMode('otomatik');
  }, [proxy.isSuccess, maximum]);

  useHubEvent('TeklifSonucuDon', (result) => {
    if (result?.resultType === 'Ok') {
      toast.success(BID_MESSAGES.ok);
      setTyped('');
      return;
    }
    const messages =
      Array.isArray(result?.messages) && result.messages.length ? result.messages : [BID_MESSAGES.notSent];
    for (const m of messages) toast.error(String(m));
  });

  useHubEvent('OtomatikTeklifBitti', (p) => {
    if (p?.ihaleId !== ihaleId) return;
    setExceeded(true);
    void proxyEnded();
  });

  const amount = amountToSend({ mode, typed, increment, openingPrice, highestBid });

  const commit = (tutar: number) => {
    if (cooling) return;
    setCooling(true);
    timer.current = setTimeout(() => setCooling(false), BID_COOLDOWN_MS);
    bid({ cariId, ihaleId, tutar }).catch(() => toast.error(BID_MESSAGES.notSent));
  };

  const send = () => {
    if (cooling) return;
    if (amount === null) {
      toast.error(BID_MESSAGES.noAmount);
      return;
    }
    if (amount < lowest) {
      setTooLow((n) => n + 1);
      amountFieldRef.current?.focus();
      return;
    }
    if (skipConfirm) commit(amount);
    else setAsking(amount);
  };

  return (
    <Box
      component="section"
      aria-labelledby={titleId}
      data-testid="bid-box"
      sx={{
        border: `1px solid ${palette.line}`,
        borderRadius: '6px',
        p: 2,
        display: 'flex',
        flexDirection: 'column',
        gap: 1.5,
        bgcolor: 'background.paper',
      }}
    >
      <Typography component="h2" id={titleId} sx={{ fontSize: '1.0625rem', fontWeight: 700, color: 'primary.main' }}>
        Teklif Ver
      </Typography>
      <ToggleButtonGroup
        exclusive
        fullWidth
        size="small"
        color="primary"
        value={mode}
        onChange={(_, v: BoxMode | null) => v && setMode(v)}
        aria-label="Teklif şekli"
        sx={{
          ...selectedSx,
          // Three options in a 375 px column: let a label take two lines rather than overflow.
          '& .MuiToggleButton-root': { ...selectedSx['& .MuiToggleButton-root'], px: 0.75, lineHeight: 1.2 },
        }}
      >
        <ToggleButton value="artis">Artış Seç</ToggleButton>
        <ToggleButton value="tutar">Tutar Gir</ToggleButton>
        <ToggleButton value="otomatik">Otomatik Teklif</ToggleButton>
      </ToggleButtonGroup>

      {mode === 'otomatik' && (
        <ProxyBidPanel
          ihaleId={ihaleId}
          cariId={cariId}
          openingPrice={openingPrice}
          highestBid={highestBid}
          ownHighestBid={ownHighestBid}
          currency={currency}
          maximum={maximum}
          onSaved={() => setExceeded(false)}
        />
      )}
      {/* Ended by a rival (OtomatikTeklifBitti): said once, in whichever mode the box is. */}
      {maximum === null && exceeded && (
        <Typography
          role="status"
          data-testid="proxy-exceeded"
          sx={{
            fontSize: '0.875rem',
            color: palette.warning,
            bgcolor: lighten(paletteValues.warning, 0.915),
            border: `1px solid ${lighten(paletteValues.warning, 0.69)}`,
            borderRadius: '6px',
            px: 1.5,
            py: 1,
          }}
        >
          {ProxyBidMessages.exceeded}
        </Typography>
      )}
      {/* The portal bids for the account: say so whichever way it bids by hand. */}
      {mode !== 'otomatik' && maximum !== null && <ActiveMaximum maximum={maximum} currency={currency} />}

      {mode === 'artis' && (
        <Box>
          <ToggleButtonGroup
            exclusive
            size="small"
            color="primary"
            value={increment}
            onChange={(_, v: number | null) => v !== null && setIncrement(v)}
            aria-label="Artış miktarı"
            ref={incrementsRef}
            sx={{
              ...selectedSx,
              display: 'grid',
              gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
              gap: 1,
              '& .MuiToggleButtonGroup-grouped': {
                border: `1px solid ${palette.line}`,
                borderRadius: '6px !important',
                m: 0,
              },
            }}
          >
            {increments.map((inc) => (
              <ToggleButton key={inc} value={inc} sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
                +{formatAmount(inc).replace(/,00$/, '')} {currency}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
          <Typography sx={{ mt: 1.25, fontSize: '0.9375rem' }} data-testid="bid-amount-preview">
            Teklifiniz:{' '}
            <Box component="strong" sx={{ fontVariantNumeric: 'tabular-nums' }}>
              {increment === null
                ? '—'
                : formatMoney(amountWithIncrement(openingPrice, highestBid, increment), currency)}
            </Box>
          </Typography>
        </Box>
      )}
      {mode === 'tutar' && (
        <TextField
          label={`Teklif Tutarı (${currency})`}
          value={typed}
          inputRef={amountFieldRef}
          onChange={(e) => {
            setTyped(digitsOnly(e.target.value));
            setTooLow(0);
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter') send();
          }}
          error={tooLow > 0}
          helperText={`${tooLow > 0 ? bidTooLowMessage(formatMoney(lowest, currency)) : `En az ${formatMoney(lowest, currency)}`}${typed ? ` · Girilen: ${formatMoney(Number(typed), currency)}` : ''}`}
          slotProps={{
            htmlInput: {
              inputMode: 'numeric',
              pattern: '[0-9]*',
              maxLength: MAX_BID_DIGITS,
              'data-testid': 'bid-amount-input',
            },
          }}
          size="small"
          fullWidth
        />
      )}

      {/* The refusal, said once per press wherever the focus is (the hint itself changes with every key). */}
      {mode === 'tutar' && tooLow > 0 && (
        <Box key={tooLow} component="span" role="alert" sx={visuallyHidden}>
          {bidTooLowMessage(formatMoney(lowest, currency))}
        </Box>
      )}
      {mode !== 'otomatik' && (
        <Button
          variant="contained"
          color="secondary"
          size="large"
          onClick={send}
          // Resting after a send, it stays focusable (send() ignores it meanwhile): a disabled button
          // would drop the focus the confirmation gives back to it, and the next bid would start from
          // the top of the page (issue #36).
          aria-disabled={cooling}
          startIcon={<Icon def={GavelIcon} />}
          sx={{ fontWeight: 700 }}
        >
          Teklif Ver
        </Button>
      )}
      {mode !== 'otomatik' && (
        <FormControlLabel
          control={
            <Checkbox
              size="small"
              checked={skipConfirm}
              onChange={(e) => {
                setSkipConfirm(e.target.checked);
                setSkipsBidConfirm(ihaleId, cariId, e.target.checked);
              }}
            />
          }
          label={BID_CONFIRM_TEXTS.skip}
          sx={{ m: 0, mt: -0.5, '& .MuiFormControlLabel-label': { fontSize: '0.875rem' } }}
        />
      )}

      <BidConfirmDialog
        kind="bid"
        amount={asking}
        currency={currency}
        vatIncluded={vatIncluded}
        onCancel={() => setAsking(null)}
        onConfirm={(value) => {
          setAsking(null);
          commit(value);
        }}
      />
    </Box>
  );
}

/** Loaded on demand, also on pages without MUI: brings the portal theme along. */
export function BidBox(props: BidBoxProps) {
  return (
    <MuiTheme>
      <BidBoxView {...props} />
    </MuiTheme>
  );
}

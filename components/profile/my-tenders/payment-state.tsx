'use client';
import Box from '@mui/material/Box';
import type { OdemeDurumu } from '@/lib/contract/money';
import { ODEME_DURUMU_ETIKETI } from '@/lib/contract/settlement';

/** Colours per payment state (contrast ≥ 4.5:1 on their backgrounds, like the standing chip). */
const TONES: Record<1 | 2 | 3, { color: string; bg: string; border: string }> = {
  1: { color: '#7a4a00', bg: '#fff4e0', border: '#e8b96a' },
  2: { color: '#14602f', bg: '#e2f4e8', border: '#94cfa8' },
  3: { color: '#9b111c', bg: '#fbe6e7', border: '#eba2a7' },
};

/** A won tender's payment state as the server reports it: Ödeme Bekleniyor, Ödendi, Teminat Yandı. */
export function PaymentState({ state }: { state: OdemeDurumu }) {
  if (state === 0) return <>—</>;
  const tone = TONES[state];
  return (
    <Box
      component="span"
      data-payment-state={state}
      sx={{
        display: 'inline-block',
        px: 1,
        py: 0.25,
        borderRadius: 999,
        fontWeight: 700,
        fontSize: '0.8125rem',
        whiteSpace: 'nowrap',
        color: tone.color,
        bgcolor: tone.bg,
        border: '1px solid',
        borderColor: tone.border,
      }}
    >
      {ODEME_DURUMU_ETIKETI[state]}
    </Box>
  );
}

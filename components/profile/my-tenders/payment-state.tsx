'use client';
import type { OdemeDurumu } from '@/lib/contract/money';
import { ODEME_DURUMU_ETIKETI } from '@/lib/contract/settlement';
import type { PaletteColour } from '@/lib/theme-palette';
import { StateChip } from '@/components/ui/state-chip';

/** The palette tone of each payment state (awaiting, paid, deposit forfeited). */
const TONES: Record<1 | 2 | 3, PaletteColour> = { 1: 'warning', 2: 'success', 3: 'red' };

/** A won tender's payment state as the server reports it: Ödeme Bekleniyor, Ödendi, Teminat Yandı. */
export function PaymentState({ state }: { state: OdemeDurumu }) {
  if (state === 0) return <>—</>;
  return (
    <StateChip tone={TONES[state]} data={{ 'data-payment-state': state }}>
      {ODEME_DURUMU_ETIKETI[state]}
    </StateChip>
  );
}

import type { SettlementRow } from '@/lib/api/backoffice/settlement';
import type { PaletteColour } from '@/lib/theme-palette';
import { StateChip } from '@/components/ui/state-chip';

/** The palette tone of each settlement state. */
const TONES: Record<SettlementRow['tone'], PaletteColour> = {
  awaiting: 'warning',
  paid: 'success',
  forfeited: 'red',
  ended: 'muted',
};

export function SettlementStateChip({ row }: { row: SettlementRow }) {
  return <StateChip tone={TONES[row.tone]}>{row.state}</StateChip>;
}

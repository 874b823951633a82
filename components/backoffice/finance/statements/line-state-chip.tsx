import Chip from '@mui/material/Chip';
import type { StatementLineState } from '@/lib/contract/money';
import { STATEMENT_LINE_STATE_LABELS } from '@/lib/rules/statement-schemas';

const COLOR = {
  eslesti: 'success',
  atandi: 'info',
  eslesmedi: 'warning',
  benzer: 'error',
  yok_sayildi: 'default',
} as const;

export function LineStateChip({ state }: { state: StatementLineState }) {
  return <Chip size="small" variant="outlined" color={COLOR[state]} label={STATEMENT_LINE_STATE_LABELS[state]} />;
}

import Chip from '@mui/material/Chip';
import { CONVERSATION_STATUS } from '@/lib/contract/lookups';
import { SUPPORT_STATUS_TABS } from '@/lib/rules/support-schemas';

const COLOUR: Record<number, 'primary' | 'success' | 'default'> = {
  [CONVERSATION_STATUS.open]: 'primary',
  [CONVERSATION_STATUS.answered]: 'success',
  [CONVERSATION_STATUS.closed]: 'default',
};

/** A conversation's status as a small label (Açık, Yanıtlandı, Kapalı). */
export function StatusChip({ statusId }: { statusId: number }) {
  const label = SUPPORT_STATUS_TABS.find((s) => s.durumId === statusId)?.label ?? String(statusId);
  return <Chip size="small" variant="outlined" color={COLOUR[statusId] ?? 'default'} label={label} />;
}

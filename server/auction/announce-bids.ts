import type { HubMessenger } from '../hub/hub-server';
import type { ExceededProxy, RecivePayload } from './place-bid';

/**
 * After COMMIT, what a batch stored goes out: every bid to its tender group as Recive, in
 * sequence (an account's own bid first, then the bids placed for maximums in answer), and each
 * account whose maximum a rival passed is told with OtomatikTeklifBitti (no amount: the maximum
 * stays between its owner and the server). Used by the hub's Katilim and by the maximum's route.
 */
export function announceBids(
  hub: Pick<HubMessenger, 'sendToGroup' | 'sendToAccount'>,
  bids: readonly RecivePayload[],
  exceeded: readonly ExceededProxy[] = [],
): void {
  for (const recive of bids) hub.sendToGroup(String(recive.id), 'Recive', recive);
  for (const e of exceeded) hub.sendToAccount(e.cariId, 'OtomatikTeklifBitti', { ihaleId: e.ihaleId });
}

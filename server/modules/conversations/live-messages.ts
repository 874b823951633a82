import type { CariIletisimMesajWire } from '../../../lib/contract/wire-types';
import type { HubSender } from '../../hub/app-hub';
import type { MessageRow } from './queries';

/** Hub method the web app listens on for new conversation messages (docs/architecture.md §4). */
export const LIVE_MESSAGE_METHOD = 'cariIletisimMesajIlet';

/** The live message payload of docs/spec.md §3; `olustumaTarihi` is spelled as the client expects it. */
export type LiveMessagePayload = CariIletisimMesajWire;

/** Pushes a message to every live connection of the conversation's account, on every instance. */
export function pushLiveMessage(hub: HubSender, cariId: number, message: MessageRow): void {
  const payload: LiveMessagePayload = {
    id: message.id,
    iletisimId: message.iletisimId,
    icerik: message.icerik,
    olustumaTarihi: message.olusturmaTarihi,
  };
  hub.sendToAccount(cariId, LIVE_MESSAGE_METHOD, payload);
}

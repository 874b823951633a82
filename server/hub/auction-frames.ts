import type {
  IhaleBildirimPayload,
  IhaleDurumBildirimiPayload,
  OtomatikTeklifBittiPayload,
  PortalGuncellendiPayload,
} from '../../lib/contract/hub-events';
import type { AuctionEvent } from '../auction/events';
import type { HubMessenger } from './hub-server';

/**
 * The hub's frames for a domain event (docs/architecture.md §14): the SignalR targets and payloads
 * of lib/contract/hub-events.ts. Tender groups are named by the tender id. Events browsers never
 * hear (refusals: the bidder has its answer; joins, settlements, extensions: the pages read them,
 * Recive carries the new end) send nothing.
 */
export function sendAuctionFrames(
  hub: Pick<HubMessenger, 'sendToGroup' | 'sendToAll' | 'sendToAccount'>,
  event: AuctionEvent,
): void {
  switch (event.type) {
    case 'bidAccepted':
      hub.sendToGroup(String(event.ihaleId), 'Recive', event.teklif);
      return;
    case 'proxyExceeded': {
      // No amount: the maximum stays between its owner and the server.
      const payload: OtomatikTeklifBittiPayload = { ihaleId: event.ihaleId };
      hub.sendToAccount(event.cariId, 'OtomatikTeklifBitti', payload);
      return;
    }
    case 'tenderStarted': {
      const payload: IhaleBildirimPayload = { id: event.ihaleId };
      hub.sendToGroup(String(event.ihaleId), 'IhaleBaslangicBildirimi', payload);
      hub.sendToAll('IhaleBaslangicEvent', payload);
      return;
    }
    case 'tenderEnded': {
      const payload: IhaleBildirimPayload = { id: event.ihaleId };
      hub.sendToGroup(String(event.ihaleId), 'IhaleBitisBildirimi', payload);
      hub.sendToAll('IhaleBitisEvent', payload);
      return;
    }
    case 'statusChanged': {
      // The bidder's open page shows the new state and the reason, and closes bidding.
      const payload: IhaleDurumBildirimiPayload = { id: event.ihaleId, durumId: event.durumId, neden: event.neden };
      hub.sendToGroup(String(event.ihaleId), 'IhaleDurumBildirimi', payload);
      hub.sendToAll('PortalGuncellendiEvent', { ihaleId: event.ihaleId } satisfies PortalGuncellendiPayload);
      return;
    }
    case 'pagesChanged':
      hub.sendToAll('PortalGuncellendiEvent', { ihaleId: event.ihaleId } satisfies PortalGuncellendiPayload);
      return;
    case 'bidRefused':
    case 'joined':
    case 'left':
    case 'extended':
    case 'settled':
      return;
  }
}

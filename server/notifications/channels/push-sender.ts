import webpush from 'web-push';
import type { PushPayload } from '../../../lib/contract/notification-inbox';
import type { VapidKeys } from '../vapid-keys';
import { PermanentDeliveryError } from './delivery-error';

/** What the service worker (public/sw.js) reads from a push: one definition in the contract. */
export type PushMessage = PushPayload;

export interface PushSender {
  send(sub: { endpoint: string; p256dh: string; auth: string }, message: PushMessage): Promise<void>;
}

/**
 * Web Push (RFC 8030/8291/8292) with the portal's VAPID keys. A push service answering 404/410 has
 * dropped the subscription (the user turned it off or cleared the browser): permanent.
 */
export function webPushSender(keys: VapidKeys, subject: string): PushSender {
  return {
    async send(sub, message) {
      try {
        await webpush.sendNotification(
          { endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } },
          JSON.stringify(message),
          {
            vapidDetails: { subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
            TTL: 86_400,
            timeout: 15_000,
          },
        );
      } catch (err) {
        const status = (err as { statusCode?: number }).statusCode;
        if (status === 404 || status === 410) throw new PermanentDeliveryError(`push aboneliği sona ermiş (${status})`);
        throw err;
      }
    },
  };
}

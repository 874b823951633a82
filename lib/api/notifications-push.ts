import type { PushAnahtarWire } from '../contract/notification-inbox';
import { apiRequest } from './http';

/** The Web Push opt-in's API (docs/architecture.md §13): the VAPID key and this browser's subscription. */
export async function fetchVapidPublicKey(signal?: AbortSignal): Promise<string> {
  return (await apiRequest<PushAnahtarWire>('/bildirimler/push/anahtar', { signal })).publicKey;
}

/** POSTs PushSubscription.toJSON() for the signed-in person. */
export async function savePushSubscription(subscription: PushSubscriptionJSON): Promise<void> {
  await apiRequest('/bildirimler/push/abonelik', {
    method: 'POST',
    body: {
      endpoint: subscription.endpoint,
      expirationTime: subscription.expirationTime ?? null,
      keys: subscription.keys,
    },
  });
}

export async function deletePushSubscription(endpoint: string): Promise<void> {
  await apiRequest('/bildirimler/push/abonelik', { method: 'DELETE', body: { endpoint } });
}

import https from 'node:https';
import webpush from 'web-push';
import type { PushPayload } from '../../../lib/contract/notification-inbox';
import type { VapidKeys } from '../vapid-keys';
import { PermanentDeliveryError } from './delivery-error';
import { checkedLookup, isAllowedPushEndpoint, isPublicAddress, PrivatePushAddressError } from './push-services';

/** What the service worker (public/sw.js) reads from a push: one definition in the contract. */
export type PushMessage = PushPayload;

export interface PushSender {
  send(sub: { endpoint: string; p256dh: string; auth: string }, message: PushMessage): Promise<void>;
}

export interface PushSenderOptions {
  /** The push services' hosts the worker may reach (config PUSH_SERVICE_HOSTS). */
  hosts: readonly string[];
  /** The whole request, connect to last byte (default 10 s). */
  timeoutMs?: number;
  /** A push service answers a few hundred bytes; more is read no further (default 16 KB). */
  maxResponseBytes?: number;
  /** Which resolved addresses may be connected to (default: public ones only); tests widen it. */
  allowAddress?: (address: string) => boolean;
  /** TLS trust for the connection (tests: their own CA); default the system's. */
  ca?: string;
}

/**
 * Web Push (RFC 8030/8291/8292) with the portal's VAPID keys: web-push encrypts and signs the
 * message (generateRequestDetails), and the request is sent here rather than by web-push's own
 * sendNotification, which neither bounds the time of the whole request nor the size of the answer,
 * and connects to whatever the endpoint resolves to. Here: only allowed push-service hosts, only
 * public addresses, no redirects, a deadline and a bounded answer. A push service answering
 * 404/410 has dropped the subscription; a refused host, address or redirect is a subscription that
 * is no push service's: all permanent (the subscription is dropped, docs/architecture.md §13).
 */
export function webPushSender(keys: VapidKeys, subject: string, opts: PushSenderOptions): PushSender {
  const timeoutMs = opts.timeoutMs ?? 10_000;
  const maxBytes = opts.maxResponseBytes ?? 16 * 1024;
  const lookup = checkedLookup(opts.allowAddress ?? isPublicAddress);
  return {
    async send(sub, message) {
      if (!isAllowedPushEndpoint(sub.endpoint, opts.hosts))
        throw new PermanentDeliveryError('push servisi izin verilenler arasında değil');
      const details = webpush.generateRequestDetails(
        { endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } },
        JSON.stringify(message),
        { vapidDetails: { subject, publicKey: keys.publicKey, privateKey: keys.privateKey }, TTL: 86_400 },
      );
      const status = await post(details, { lookup, timeoutMs, maxBytes, ca: opts.ca });
      if (status >= 200 && status < 300) return;
      if (status === 404 || status === 410) throw new PermanentDeliveryError(`push aboneliği sona ermiş (${status})`);
      if (status >= 300 && status < 400) throw new PermanentDeliveryError(`push servisi yönlendirdi (${status})`);
      throw new Error(`push servisi ${status} yanıtı verdi`);
    },
  };
}

/** One request; resolves with the status once at most `maxBytes` of the answer are read. */
function post(
  details: { endpoint: string; method: string; headers: Record<string, string | number>; body: Buffer | null },
  o: { lookup: ReturnType<typeof checkedLookup>; timeoutMs: number; maxBytes: number; ca?: string },
): Promise<number> {
  return new Promise((resolve, reject) => {
    const signal = AbortSignal.timeout(o.timeoutMs);
    const req = https.request(
      details.endpoint,
      { method: details.method, headers: details.headers, lookup: o.lookup, signal, ca: o.ca, agent: false },
      (res) => {
        let read = 0;
        res.on('data', (chunk: Buffer) => {
          read += chunk.length;
          if (read > o.maxBytes) req.destroy(new Error(`push servisinin yanıtı ${o.maxBytes} baytı aştı`));
        });
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('error', reject);
      },
    );
    req.on('error', (err) =>
      reject(
        err instanceof PrivatePushAddressError
          ? new PermanentDeliveryError(`push adresi iç ağa çıkıyor (${err.message})`)
          : err,
      ),
    );
    req.end(details.body ?? undefined);
  });
}

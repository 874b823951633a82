import { z } from 'zod';

/**
 * What the inbox and push routes accept (docs/architecture.md §13). A PushSubscription's JSON as
 * browsers produce it (Push API, RFC 8291): an https endpoint of the push service, the browser's
 * P-256 public key (65 bytes uncompressed, starting 0x04) and a 16-byte auth secret, both unpadded
 * base64url. Anything else is refused before it could reach web-push at delivery time.
 */
export const InboxValidation = {
  page: 'Geçersiz sayfa numarası.',
  endpoint: 'Geçersiz anlık bildirim adresi.',
  pushService: 'Anlık bildirim adresi, tarayıcıların bildirim servislerinden birine ait değil.',
  takenEndpoint: 'Bu anlık bildirim adresi başka bir hesaba kayıtlı.',
  p256dh: 'Geçersiz anlık bildirim anahtarı.',
  auth: 'Geçersiz anlık bildirim doğrulama anahtarı.',
  noBody: 'Bu istek gövde almaz.',
} as const;

/** Push services' endpoints are a few hundred characters; this leaves room and nothing more. */
export const MAX_ENDPOINT_LENGTH = 1024;
/** 65 bytes in unpadded base64url; 16 bytes likewise. */
const P256DH_LENGTH = 87;
const AUTH_LENGTH = 22;
const BASE64URL = /^[A-Za-z0-9_-]+$/;

/** 1..10000; a larger page of 20 would be past anything an inbox holds. */
export const pageQuerySchema = z.object({
  sayfa: z
    .string(InboxValidation.page)
    .regex(/^\d{1,5}$/, InboxValidation.page)
    .transform(Number)
    .refine((n) => n >= 1, InboxValidation.page)
    .optional(),
});

function isHttpsUrl(v: string): boolean {
  try {
    const u = new URL(v);
    return u.protocol === 'https:' && !u.username && !u.password && u.hostname.length > 0;
  } catch {
    return false;
  }
}

const endpointSchema = z
  .string(InboxValidation.endpoint)
  .min(1, InboxValidation.endpoint)
  .max(MAX_ENDPOINT_LENGTH, InboxValidation.endpoint)
  .refine(isHttpsUrl, InboxValidation.endpoint);

const p256dhSchema = z
  .string(InboxValidation.p256dh)
  .length(P256DH_LENGTH, InboxValidation.p256dh)
  .regex(BASE64URL, InboxValidation.p256dh)
  // An uncompressed point starts with the byte 0x04, whose base64url is 'B' followed by A-P.
  .refine((v) => Buffer.from(v, 'base64url')[0] === 0x04, InboxValidation.p256dh);

const authSchema = z
  .string(InboxValidation.auth)
  .length(AUTH_LENGTH, InboxValidation.auth)
  .regex(BASE64URL, InboxValidation.auth);

/** POST /api/bildirimler/push/abonelik: PushSubscription.toJSON(). */
export const pushSubscriptionSchema = z.object({
  endpoint: endpointSchema,
  expirationTime: z.number(InboxValidation.endpoint).nullable().optional(),
  keys: z.object({ p256dh: p256dhSchema, auth: authSchema }, InboxValidation.p256dh),
});

/** DELETE /api/bildirimler/push/abonelik. */
export const pushUnsubscribeSchema = z.object({ endpoint: endpointSchema });

/** The mark-read calls take no body: none at all, or `{}`; anything else is refused unread. */
export const noBodySchema = z.strictObject({}, InboxValidation.noBody);

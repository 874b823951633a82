'use client';
import { SERVICE_WORKER_PATH } from '@/lib/contract/notification-inbox';
import { deletePushSubscription, fetchVapidPublicKey, savePushSubscription } from '@/lib/api/notifications-push';

/**
 * This browser's Web Push opt-in (docs/architecture.md §13): register public/sw.js, ask permission,
 * subscribe with the portal's VAPID key and hand the subscription to the API; off undoes both.
 * Each failure is a distinct outcome, so the switch can say in Turkish what went wrong.
 */
export type PushProblem = 'unsupported' | 'denied' | 'dismissed' | 'unreachable' | 'server';

export const PUSH_MESSAGES: Record<PushProblem, string> = {
  unsupported:
    'Bu tarayıcı anlık bildirimleri desteklemiyor. Bildirimleriniz portaldaki zil simgesinde görünmeye devam eder.',
  denied:
    'Bu tarayıcıda bildirim izni reddedilmiş. Anlık bildirimleri açmak için tarayıcı ayarlarından bu siteye bildirim izni veriniz.',
  dismissed: 'Bildirim izni verilmedi; anlık bildirimler açılmadı.',
  unreachable:
    'Tarayıcınızın anlık bildirim servisine ulaşılamadı; anlık bildirimler açılamadı. Lütfen daha sonra tekrar deneyiniz.',
  server: 'Anlık bildirim tercihiniz kaydedilemedi. Lütfen daha sonra tekrar deneyiniz.',
};

export class PushError extends Error {
  constructor(readonly problem: PushProblem) {
    super(PUSH_MESSAGES[problem]);
  }
}

export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    window.isSecureContext &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

/** base64url (the VAPID key as the API gives it) → the bytes pushManager.subscribe takes. */
export function base64UrlToBytes(value: string): Uint8Array<ArrayBuffer> {
  const b64 = value
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(value.length / 4) * 4, '=');
  const raw = atob(b64);
  const out = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) out[i] = raw.charCodeAt(i);
  return out;
}

async function registration(): Promise<ServiceWorkerRegistration> {
  await navigator.serviceWorker.register(SERVICE_WORKER_PATH, { scope: '/' });
  return navigator.serviceWorker.ready;
}

/** Whether this browser is subscribed now (without asking anything). */
export async function currentPushState(): Promise<'on' | 'off' | PushProblem> {
  if (!pushSupported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  const reg = await navigator.serviceWorker.getRegistration('/');
  const sub = await reg?.pushManager.getSubscription();
  return sub ? 'on' : 'off';
}

export async function turnPushOn(): Promise<void> {
  if (!pushSupported()) throw new PushError('unsupported');
  const permission = await Notification.requestPermission();
  if (permission === 'denied') throw new PushError('denied');
  if (permission !== 'granted') throw new PushError('dismissed');
  let sub: PushSubscription;
  try {
    const [reg, key] = await Promise.all([registration(), fetchVapidPublicKey()]);
    sub =
      (await reg.pushManager.getSubscription()) ??
      (await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: base64UrlToBytes(key) }));
  } catch {
    throw new PushError('unreachable');
  }
  try {
    await savePushSubscription(sub.toJSON());
  } catch {
    await sub.unsubscribe().catch(() => false);
    throw new PushError('server');
  }
}

export async function turnPushOff(): Promise<void> {
  if (!pushSupported()) return;
  const reg = await navigator.serviceWorker.getRegistration('/');
  const sub = await reg?.pushManager.getSubscription();
  if (!sub) return;
  const { endpoint } = sub;
  await sub.unsubscribe().catch(() => false);
  try {
    await deletePushSubscription(endpoint);
  } catch {
    throw new PushError('server');
  }
}

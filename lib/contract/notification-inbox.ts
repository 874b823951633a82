import type { BildirimWire } from './notifications';

/**
 * The inbox API's answers (GET/POST /api/bildirimler…, docs/architecture.md §13): the page of items,
 * the unread count, the VAPID key. The item itself is `BildirimWire` (lib/contract/notifications.ts).
 */

/** Items per page of GET /api/bildirimler. */
export const INBOX_PAGE_SIZE = 20;

/** GET /api/bildirimler?sayfa=n: the acting account's items, newest first. */
export interface BildirimSayfasiWire {
  items: BildirimWire[];
  /** Every item of the account (for the pager). */
  total: number;
  okunmamis: number;
  sayfa: number;
  sayfaBoyutu: number;
}

/** GET /api/bildirimler/okunmamis and the answer of both mark-read calls. */
export interface OkunmamisWire {
  okunmamis: number;
}

/** GET /api/bildirimler/push/anahtar: the VAPID public key (base64url) for pushManager.subscribe. */
export interface PushAnahtarWire {
  publicKey: string;
}

/**
 * What a Web Push message carries (the worker encrypts it, public/sw.js shows it). The service worker
 * opens `url` only when it is a path of this portal.
 */
export interface PushPayload {
  title: string;
  body: string;
  /** A portal path, e.g. /ihaleler/12. */
  url: string | null;
  /** Collapses notices of one cause (e.g. outbid on one tender) into one on the screen. */
  tag?: string;
}

/** The service worker's address (public/sw.js); its scope is the whole portal. */
export const SERVICE_WORKER_PATH = '/sw.js';

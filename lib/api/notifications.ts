import type { BildirimSayfasiWire, OkunmamisWire } from '../contract/notification-inbox';
import type { BildirimWire, NotificationKind } from '../contract/notifications';
import { apiRequest } from './http';

/**
 * The inbox of the account the session acts for (docs/architecture.md §13): GET /api/bildirimler…
 * Components see `InboxItem`, never the wire shape.
 */
export interface InboxItem {
  id: number;
  kind: NotificationKind;
  title: string;
  text: string;
  /** A portal path (same origin) to open, or null. */
  href: string | null;
  createdAt: string;
  readAt: string | null;
}

export interface InboxPage {
  items: InboxItem[];
  total: number;
  unread: number;
  page: number;
  pageSize: number;
}

/**
 * Only a path of this portal may be followed ('/ihaleler/12'); anything else (another origin,
 * '//host', 'javascript:') is dropped, so a stored link can never take the user elsewhere.
 */
export function safeInboxPath(value: string | null | undefined): string | null {
  if (typeof value !== 'string' || !/^\/(?![/\\])/.test(value) || /[\s\\]/.test(value)) return null;
  return value;
}

export function toInboxItem(w: BildirimWire): InboxItem {
  return {
    id: w.Id,
    kind: w.Tur,
    title: w.Baslik,
    text: w.Metin,
    href: safeInboxPath(w.Baglanti),
    createdAt: w.OlusturmaTarihi,
    readAt: w.OkunmaTarihi,
  };
}

export async function fetchInboxPage(page: number, signal?: AbortSignal): Promise<InboxPage> {
  const w = await apiRequest<BildirimSayfasiWire>(`/bildirimler?sayfa=${Math.max(1, Math.floor(page))}`, { signal });
  return {
    items: w.items.map(toInboxItem),
    total: w.total,
    unread: w.okunmamis,
    page: w.sayfa,
    pageSize: w.sayfaBoyutu,
  };
}

export async function fetchUnreadCount(signal?: AbortSignal): Promise<number> {
  return (await apiRequest<OkunmamisWire>('/bildirimler/okunmamis', { signal })).okunmamis;
}

/** Marks one item read; answers the unread count after it. */
export async function markInboxItemRead(id: number): Promise<number> {
  return (await apiRequest<OkunmamisWire>(`/bildirimler/${id}/okundu`, { method: 'POST' })).okunmamis;
}

/** Marks every item read; answers the unread count after it (0). */
export async function markAllInboxItemsRead(): Promise<number> {
  return (await apiRequest<OkunmamisWire>('/bildirimler/okundu', { method: 'POST' })).okunmamis;
}

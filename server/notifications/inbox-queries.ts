import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { BildirimSayfasiWire } from '../../lib/contract/notification-inbox';
import type { BildirimWire, NotificationKind } from '../../lib/contract/notifications';
import type { Db } from '../db/client';
import { bildirim, pushAboneligi } from '../db/schema';
import { DomainError } from '../kernel/domain-error';

export const InboxMessages = {
  notFound: 'Bildirim bulunamadı.',
  invalidId: 'Geçersiz bildirim numarası.',
} as const;

type BildirimRow = typeof bildirim.$inferSelect;

export function toBildirimWire(r: BildirimRow): BildirimWire {
  return {
    Id: r.id,
    Tur: r.tur as NotificationKind,
    Baslik: r.baslik,
    Metin: r.metin,
    Baglanti: r.baglanti,
    OlusturmaTarihi: r.olusturmaTarihi.toISOString(),
    OkunmaTarihi: r.okunmaTarihi ? r.okunmaTarihi.toISOString() : null,
  };
}

/** The account's unread items (the bell's number). */
export async function unreadCount(db: Db, cariId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(bildirim)
    .where(and(eq(bildirim.cariId, cariId), isNull(bildirim.okunmaTarihi)));
  return Number(row?.n ?? 0);
}

/** One page of the account's inbox, newest first (id order is arrival order), with the totals. */
export async function inboxPage(
  db: Db,
  p: { cariId: number; sayfa: number; sayfaBoyutu: number },
): Promise<BildirimSayfasiWire> {
  const rows = await db
    .select()
    .from(bildirim)
    .where(eq(bildirim.cariId, p.cariId))
    .orderBy(desc(bildirim.id))
    .limit(p.sayfaBoyutu)
    .offset((p.sayfa - 1) * p.sayfaBoyutu);
  const [totals] = await db
    .select({
      total: count(),
      okunmamis: sql<number>`count(*) filter (where ${bildirim.okunmaTarihi} is null)`.mapWith(Number),
    })
    .from(bildirim)
    .where(eq(bildirim.cariId, p.cariId));
  return {
    items: rows.map(toBildirimWire),
    total: Number(totals?.total ?? 0),
    okunmamis: Number(totals?.okunmamis ?? 0),
    sayfa: p.sayfa,
    sayfaBoyutu: p.sayfaBoyutu,
  };
}

/**
 * Marks one item of the account read (again: no change). Another account's id is a 404 like an
 * absent one, so ids reveal nothing about other accounts' inboxes.
 */
export async function markRead(db: Db, p: { cariId: number; id: number; now: Date }): Promise<void> {
  const [own] = await db
    .select({ id: bildirim.id })
    .from(bildirim)
    .where(and(eq(bildirim.id, p.id), eq(bildirim.cariId, p.cariId)));
  if (!own) throw DomainError.notFound(InboxMessages.notFound);
  await db
    .update(bildirim)
    .set({ okunmaTarihi: p.now })
    .where(and(eq(bildirim.id, p.id), eq(bildirim.cariId, p.cariId), isNull(bildirim.okunmaTarihi)));
}

/** Marks every unread item of the account read. */
export async function markAllRead(db: Db, p: { cariId: number; now: Date }): Promise<void> {
  await db
    .update(bildirim)
    .set({ okunmaTarihi: p.now })
    .where(and(eq(bildirim.cariId, p.cariId), isNull(bildirim.okunmaTarihi)));
}

export interface PushSubscriptionInput {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/**
 * Stores a browser's subscription for the person. The endpoint names one browser profile, so it is
 * the key: the same person subscribing again (new keys) updates the row, and another person moves it
 * only from the same browser, which proves itself with the same keys (the auth secret never leaves
 * the browser and the portal). Someone who only knows the endpoint cannot take it over: false.
 */
export async function savePushSubscription(
  db: Db,
  p: { gercekKisilikId: number; subscription: PushSubscriptionInput; now: Date },
): Promise<boolean> {
  const { endpoint, p256dh, auth } = p.subscription;
  const rows = await db
    .insert(pushAboneligi)
    .values({ gercekKisilikId: p.gercekKisilikId, endpoint, p256dh, auth, olusturmaTarihi: p.now })
    .onConflictDoUpdate({
      target: pushAboneligi.endpoint,
      set: { gercekKisilikId: p.gercekKisilikId, p256dh, auth, olusturmaTarihi: p.now },
      setWhere: sql`${pushAboneligi.gercekKisilikId} = ${p.gercekKisilikId} or (${pushAboneligi.p256dh} = ${p256dh} and ${pushAboneligi.auth} = ${auth})`,
    })
    .returning({ id: pushAboneligi.id });
  return rows.length > 0;
}

/** Removes the person's subscription of that endpoint; someone else's is left alone. */
export async function deletePushSubscription(db: Db, p: { gercekKisilikId: number; endpoint: string }): Promise<void> {
  await db
    .delete(pushAboneligi)
    .where(and(eq(pushAboneligi.endpoint, p.endpoint), eq(pushAboneligi.gercekKisilikId, p.gercekKisilikId)));
}

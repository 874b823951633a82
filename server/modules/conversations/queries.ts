import { and, eq, inArray } from 'drizzle-orm';
import type { MesajWire, YeniIletisimWire } from '../../../lib/contract/wire-types';
import { PROFILE_MESSAGES } from '../../../lib/rules/profile-messages';
import type { Db } from '../../db/client';
import { iletisim, iletisimYazisma, kategori } from '../../db/schema';
import { CONVERSATION_STATUS, CONVERSATION_TOPIC_PARENT } from '../../../lib/contract/lookups';
import { DomainError } from '../../kernel/domain-error';

export const CONVERSATION_NOT_FOUND = 'İletişim kaydı bulunamadı.';
/** How institution answers are signed (the operator command writes them). */
export const INSTITUTION_AUTHOR = 'Kurum Yetkilisi';

/** A conversation as the API answers it (the contract's new-conversation answer without its first message). */
export type ConversationRow = Omit<YeniIletisimWire, 'ilkMesaj'>;

export type MessageRow = MesajWire;

const messageRow = (r: typeof iletisimYazisma.$inferSelect): MessageRow => ({
  id: r.id,
  iletisimId: r.iletisimId,
  icerik: r.icerik,
  olusturmaTarihi: r.olusturmaTarihi.toISOString(),
  kurumYazisi: r.kurumYazisi,
  yazanAdiSoyadi: r.yazanAdiSoyadi,
});

/** The account a conversation belongs to; null when there is no such conversation. */
export async function conversationOwner(db: Db, iletisimId: number): Promise<number | null> {
  const rows = await db.select({ cariId: iletisim.cariId }).from(iletisim).where(eq(iletisim.id, iletisimId)).limit(1);
  return rows[0]?.cariId ?? null;
}

/** Owners of several conversations at once (for OData filters naming conversation ids). */
export async function conversationOwners(db: Db, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: iletisim.id, cariId: iletisim.cariId })
    .from(iletisim)
    .where(inArray(iletisim.id, ids));
  return new Map(rows.map((r) => [r.id, r.cariId]));
}

/** Topics are the children of kategori 190 (docs/spec.md §4 Conversation). */
async function isTopic(db: Db, konuId: number): Promise<boolean> {
  const rows = await db
    .select({ id: kategori.id })
    .from(kategori)
    .where(and(eq(kategori.id, konuId), eq(kategori.ustKategoriId, CONVERSATION_TOPIC_PARENT)))
    .limit(1);
  return rows.length > 0;
}

/**
 * Opens a conversation for the account (state 201), with its first message when one is given
 * (both in one transaction). The account has been checked by the caller.
 */
export async function openConversation(
  db: Db,
  params: {
    cariId: number;
    konuId: number;
    baslik: string;
    ihaleTipiId: number;
    now: Date;
    firstMessage?: { icerik: string; yazanAdiSoyadi: string };
  },
): Promise<{ conversation: ConversationRow; message: MessageRow | null }> {
  if (!(await isTopic(db, params.konuId))) throw DomainError.invalid(PROFILE_MESSAGES.topicInvalid, 'ValidationError');
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const [c] = await t
      .insert(iletisim)
      .values({
        cariId: params.cariId,
        konuId: params.konuId,
        durumId: CONVERSATION_STATUS.open,
        baslik: params.baslik,
        ihaleTipiId: params.ihaleTipiId,
        acilisTarihi: params.now,
        sonCevap: params.firstMessage ? params.now : null,
      })
      .returning();
    let message: MessageRow | null = null;
    if (params.firstMessage) {
      const [m] = await t
        .insert(iletisimYazisma)
        .values({
          iletisimId: c.id,
          icerik: params.firstMessage.icerik,
          yazanAdiSoyadi: params.firstMessage.yazanAdiSoyadi,
          kurumYazisi: false,
          olusturmaTarihi: params.now,
        })
        .returning();
      message = messageRow(m);
    }
    return {
      conversation: {
        id: c.id,
        cariId: c.cariId,
        konuId: c.konuId,
        durumId: c.durumId,
        baslik: c.baslik,
        ihaleTipiId: c.ihaleTipiId,
        acilisTarihi: c.acilisTarihi.toISOString(),
        sonCevap: c.sonCevap ? c.sonCevap.toISOString() : null,
      },
      message,
    };
  });
}

/**
 * Adds a message to a conversation and moves its SonCevap to now. A person's message (re)opens the
 * conversation (201); an institution answer marks it answered (202). Text is stored exactly as
 * given: it is plain text, rendered as text, never as HTML.
 */
export async function addMessage(
  db: Db,
  params: { iletisimId: number; icerik: string; yazanAdiSoyadi: string; kurumYazisi: boolean; now: Date },
): Promise<{ message: MessageRow; cariId: number }> {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const updated = await t
      .update(iletisim)
      .set({
        sonCevap: params.now,
        durumId: params.kurumYazisi ? CONVERSATION_STATUS.answered : CONVERSATION_STATUS.open,
      })
      .where(eq(iletisim.id, params.iletisimId))
      .returning({ cariId: iletisim.cariId });
    if (updated.length === 0) throw DomainError.notFound(CONVERSATION_NOT_FOUND);
    const [m] = await t
      .insert(iletisimYazisma)
      .values({
        iletisimId: params.iletisimId,
        icerik: params.icerik,
        yazanAdiSoyadi: params.yazanAdiSoyadi,
        kurumYazisi: params.kurumYazisi,
        olusturmaTarihi: params.now,
      })
      .returning();
    return { message: messageRow(m), cariId: updated[0].cariId };
  });
}

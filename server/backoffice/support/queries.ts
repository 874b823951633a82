import { and, asc, count, desc, eq, ne, sql } from 'drizzle-orm';
import { CONVERSATION_STATUS } from '../../../lib/contract/lookups';
import type { StaffConversation, StaffConversationThread } from '../../../lib/contract/staff';
import { type Db, inTransaction } from '../../db/client';
import { cari, iletisim, iletisimYazisma, kategori } from '../../db/schema';
import { DomainError } from '../../kernel/domain-error';
import { type AuditActor, recordAudit } from '../../kernel/record-audit';
import { SUPPORT_MESSAGES } from '../../../lib/rules/support-schemas';
import type { InstitutionReplyResult } from '../../modules/conversations/institution-reply';

const lastActivity = sql`coalesce(${iletisim.sonCevap}, ${iletisim.acilisTarihi})`;

const conversationColumns = {
  id: iletisim.id,
  baslik: iletisim.baslik,
  konu: kategori.adi,
  durumId: iletisim.durumId,
  cariId: iletisim.cariId,
  cariUnvan: cari.unvan,
  acilisTarihi: iletisim.acilisTarihi,
  sonCevap: iletisim.sonCevap,
};

type ConversationSelect = {
  id: number;
  baslik: string;
  konu: string | null;
  durumId: number;
  cariId: number;
  cariUnvan: string;
  acilisTarihi: Date;
  sonCevap: Date | null;
};

const conversation = (r: ConversationSelect): StaffConversation => ({
  ...r,
  konu: r.konu ?? '',
  acilisTarihi: r.acilisTarihi.toISOString(),
  sonCevap: r.sonCevap ? r.sonCevap.toISOString() : null,
});

/**
 * Conversations of every account, of one status or all, newest activity first (the desk's list), or
 * with `oldestFirst` the one waiting longest first (the home's work queue), with the account's title.
 */
export async function listConversations(
  db: Db,
  q: { durumId?: number; offset: number; limit: number; oldestFirst?: boolean },
): Promise<{ items: StaffConversation[]; total: number }> {
  const where = q.durumId === undefined ? undefined : eq(iletisim.durumId, q.durumId);
  const [{ total }] = await db.select({ total: count() }).from(iletisim).where(where);
  const rows = await db
    .select(conversationColumns)
    .from(iletisim)
    .innerJoin(cari, eq(cari.id, iletisim.cariId))
    .leftJoin(kategori, eq(kategori.id, iletisim.konuId))
    .where(where)
    .orderBy(...(q.oldestFirst ? [asc(lastActivity), asc(iletisim.id)] : [desc(lastActivity), desc(iletisim.id)]))
    .limit(q.limit)
    .offset(q.offset);
  return { items: rows.map(conversation), total };
}

/** How many conversations each status holds. */
export async function countByStatus(db: Db): Promise<Record<number, number>> {
  const rows = await db.select({ durumId: iletisim.durumId, n: count() }).from(iletisim).groupBy(iletisim.durumId);
  const out: Record<number, number> = {};
  for (const s of Object.values(CONVERSATION_STATUS)) out[s] = 0;
  for (const r of rows) out[r.durumId] = r.n;
  return out;
}

/** One conversation and its whole thread, oldest first; null when there is none. */
export async function findThread(db: Db, id: number): Promise<StaffConversationThread | null> {
  const [row] = await db
    .select(conversationColumns)
    .from(iletisim)
    .innerJoin(cari, eq(cari.id, iletisim.cariId))
    .leftJoin(kategori, eq(kategori.id, iletisim.konuId))
    .where(eq(iletisim.id, id));
  if (!row) return null;
  const messages = await db
    .select()
    .from(iletisimYazisma)
    .where(eq(iletisimYazisma.iletisimId, id))
    .orderBy(asc(iletisimYazisma.olusturmaTarihi), asc(iletisimYazisma.id));
  return {
    talep: conversation(row),
    mesajlar: messages.map((m) => ({
      id: m.id,
      icerik: m.icerik,
      olusturmaTarihi: m.olusturmaTarihi.toISOString(),
      kurumYazisi: m.kurumYazisi,
      yazanAdiSoyadi: m.yazanAdiSoyadi,
    })),
  };
}

/** A conversation's status, or null when there is none; `lock` holds its row to the end of the transaction. */
export async function conversationStatus(db: Db, id: number, lock = false): Promise<number | null> {
  const query = db.select({ durumId: iletisim.durumId }).from(iletisim).where(eq(iletisim.id, id));
  const [row] = await (lock ? query.for('update') : query);
  return row?.durumId ?? null;
}

/**
 * Closes a conversation (203) unless it is closed already: a conditional UPDATE, so of two closes
 * at once exactly one changes it. Whether it changed.
 */
export async function closeConversation(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .update(iletisim)
    .set({ durumId: CONVERSATION_STATUS.closed })
    .where(and(eq(iletisim.id, id), ne(iletisim.durumId, CONVERSATION_STATUS.closed)))
    .returning({ id: iletisim.id });
  return rows.length > 0;
}

/** "Kapat" for Destek: the conversation closed (203) and the audit record, in one transaction. */
export async function closeConversationAudited(db: Db, actor: AuditActor, id: number): Promise<void> {
  await inTransaction(db, async (tx) => {
    const before = await conversationStatus(tx, id, true);
    if (before === null) throw DomainError.notFound(SUPPORT_MESSAGES.notFound);
    if (!(await closeConversation(tx, id))) throw DomainError.conflict(SUPPORT_MESSAGES.alreadyClosed);
    await recordAudit(tx, actor, {
      islem: 'destek.kapat',
      hedefTuru: 'iletisim',
      hedefId: id,
      onceki: { durumId: before },
      sonraki: { durumId: CONVERSATION_STATUS.closed },
    });
  });
}

/**
 * Destek's answer, around the institution's answer (replyAsInstitution's `around`): the
 * conversation's row locked first, and the audit record in the answer's own transaction.
 */
export function auditedStaffReply(actor: AuditActor, id: number, icerik: string) {
  return async (tx: Db, write: () => Promise<InstitutionReplyResult>): Promise<InstitutionReplyResult> => {
    const before = await conversationStatus(tx, id, true);
    if (before === null) throw DomainError.notFound(SUPPORT_MESSAGES.notFound);
    const written = await write();
    await recordAudit(tx, actor, {
      islem: 'destek.yanit',
      hedefTuru: 'iletisim',
      hedefId: id,
      onceki: { durumId: before },
      sonraki: { durumId: CONVERSATION_STATUS.answered, mesajId: written.message.id, icerik },
    });
    return written;
  };
}

import { and, asc, count, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { TENDER_STATUS, TENDER_TYPE } from '../../../lib/contract/lookups';
import type { TenderLifecycleResultWire } from '../../../lib/contract/tender-lifecycle';
import {
  canCancel,
  canDecide,
  canWithdraw,
  LIFECYCLE_MESSAGES as M,
  type LifecycleTender,
} from '../../../lib/rules/tender-lifecycle';
import { blockedInTender, releaseBlock } from '../../money/ledger/deposit-blocks';
import { settleTender } from '../../auction/settle';
import type { Db } from '../../db/client';
import { ihale, teklif } from '../../db/schema';
import { tenderEndSql } from '../../db/schema/tender-end';
import { DomainError } from '../../kernel/domain-error';
import { endMaximums } from '../../auction/proxy-maximums';
import { type AuditActor, recordAudit } from '../../kernel/record-audit';
import { notifyCancelled } from './notify-cancelled';
import { appendEntries } from '../../transparency/append';
import { transparencySigner } from '../../transparency/signing-key';

/**
 * Withdraw, cancel and decide (docs/architecture.md §8 "Lifecycle"). Each runs in ONE transaction:
 * the tender row is locked FOR UPDATE (the lock every bid batch, join and leave takes too, so none of
 * them commits half before or half after), the change is a conditional UPDATE … RETURNING (a double
 * click or two staff members change it once; the loser gets a 409), every deposit block still held
 * in the tender is released through the ledger (append-only: a release is a new row of exactly what
 * is still blocked, so a second release finds nothing), maximums end, and the audit row is written.
 * The routes announce the change after the commit.
 */

interface Locked extends LifecycleTender {
  id: number;
}

async function lockForLifecycle(tx: Db, ihaleId: number): Promise<Locked> {
  const [t] = await tx
    .select({ id: ihale.id, durumId: ihale.ihaleDurumuId, yayindanKaldir: ihale.yayindanKaldir })
    .from(ihale)
    .where(eq(ihale.id, ihaleId))
    .for('update');
  if (!t) throw DomainError.notFound(M.tenderNotFound);
  return t;
}

/** Releases every block still held in the tender; returns how many were released. */
async function releaseAll(tx: Db, ihaleId: number, now: Date, reason: string): Promise<number> {
  let released = 0;
  for (const b of await blockedInTender(tx, ihaleId)) {
    if ((await releaseBlock(tx, { cariId: b.cariId, ihaleId, at: now, reason })) > 0) released++;
  }
  return released;
}

const ACTIVE_STATUSES = [TENDER_STATUS.baslamadi, TENDER_STATUS.devam] as const;
const CANCELLABLE_STATUSES = [...ACTIVE_STATUSES, TENDER_STATUS.degerlendiriliyor] as const;

/**
 * Withdraws a published tender (YayindanKaldir) with the reason its address shows. Join records stay
 * (they are the history of who took part); their deposit blocks are released.
 */
export async function withdrawTender(
  db: Db,
  actor: AuditActor,
  p: { ihaleId: number; neden: string; now: Date },
): Promise<TenderLifecycleResultWire> {
  return db.transaction(async (tx) => {
    const t = await lockForLifecycle(tx, p.ihaleId);
    if (!canWithdraw(t)) throw DomainError.conflict(M.cannotWithdraw, 'YayindanKaldirilamaz');
    const changed = await tx
      .update(ihale)
      .set({ yayindanKaldir: true, yayindanKaldirmaNedeni: p.neden, guncellemeTarihi: p.now })
      .where(
        and(
          eq(ihale.id, p.ihaleId),
          eq(ihale.yayindanKaldir, false),
          ne(ihale.ihaleDurumuId, TENDER_STATUS.taslak),
          inArray(ihale.ihaleDurumuId, [...ACTIVE_STATUSES]),
        ),
      )
      .returning({ id: ihale.id, durumId: ihale.ihaleDurumuId });
    if (changed.length === 0) throw DomainError.conflict(M.cannotWithdraw, 'YayindanKaldirilamaz');
    const released = await releaseAll(
      tx,
      p.ihaleId,
      p.now,
      `${p.ihaleId} numaralı ihale yayından kaldırıldı: teminat blokajı çözüldü`,
    );
    await endMaximums(tx, { ihaleIds: [p.ihaleId], reason: 'ihaleBitti', now: p.now });
    await recordAudit(
      tx,
      actor,
      {
        islem: 'ihale.yayindan-kaldir',
        hedefTuru: 'ihale',
        hedefId: p.ihaleId,
        onceki: { yayindanKaldir: false, durumId: t.durumId },
        sonraki: { yayindanKaldir: true, yayindanKaldirmaNedeni: p.neden },
        ayrinti: `${released} teminat blokajı çözüldü`,
      },
      p.now,
    );
    return { id: p.ihaleId, durumId: changed[0].durumId, yayindanKaldir: true, cozulenBlokaj: released };
  });
}

/** Cancels a tender (→ 217) with the reason its public page shows: allowed at 212, 213 and 214. */
export async function cancelTender(
  db: Db,
  actor: AuditActor,
  p: { ihaleId: number; neden: string; now: Date },
): Promise<TenderLifecycleResultWire> {
  return db.transaction(async (tx) => {
    const t = await lockForLifecycle(tx, p.ihaleId);
    if (!canCancel(t)) throw DomainError.conflict(M.cannotCancel, 'IptalEdilemez');
    const changed = await tx
      .update(ihale)
      .set({ ihaleDurumuId: TENDER_STATUS.iptal, iptalNedeni: p.neden, guncellemeTarihi: p.now })
      .where(
        and(
          eq(ihale.id, p.ihaleId),
          eq(ihale.yayindanKaldir, false),
          inArray(ihale.ihaleDurumuId, [...CANCELLABLE_STATUSES]),
        ),
      )
      .returning({ id: ihale.id });
    if (changed.length === 0) throw DomainError.conflict(M.cannotCancel, 'IptalEdilemez');
    await notifyCancelled(tx, p.ihaleId, p.neden);
    // Cancelling a running tender ends its bidding now: its bid record says so (docs/architecture.md §11).
    if (t.durumId === TENDER_STATUS.devam) {
      const zaman = p.now.toISOString();
      await appendEntries(tx, transparencySigner(db), [
        { ihaleId: p.ihaleId, entries: [{ tur: 'bitis', zaman, bitis: zaman }] },
      ]);
    }
    const released = await releaseAll(
      tx,
      p.ihaleId,
      p.now,
      `${p.ihaleId} numaralı ihale iptal edildi: teminat blokajı çözüldü`,
    );
    await endMaximums(tx, { ihaleIds: [p.ihaleId], reason: 'ihaleBitti', now: p.now });
    await recordAudit(
      tx,
      actor,
      {
        islem: 'ihale.iptal',
        hedefTuru: 'ihale',
        hedefId: p.ihaleId,
        onceki: { durumId: t.durumId },
        sonraki: { durumId: TENDER_STATUS.iptal, iptalNedeni: p.neden },
        ayrinti: `${released} teminat blokajı çözüldü`,
      },
      p.now,
    );
    return { id: p.ihaleId, durumId: TENDER_STATUS.iptal, yayindanKaldir: false, cozulenBlokaj: released };
  });
}

/** The highest bid of a tender: what a confirmation makes the winner (settle.ts orders the same way). */
async function highestBid(tx: Db, ihaleId: number) {
  const [top] = await tx
    .select({ id: teklif.id, tutar: teklif.teklifTutari })
    .from(teklif)
    .where(eq(teklif.ihaleId, ihaleId))
    .orderBy(desc(teklif.teklifTutari))
    .limit(1);
  return top;
}

/**
 * Confirms the winner of a tender waiting at 214: exactly what automatic settling does
 * (server/auction/settle.ts), with who decided and when. `teklifId` is the highest bid the screen
 * showed; any other is refused, so a stale screen never confirms something it did not show.
 */
export async function confirmWinner(
  db: Db,
  actor: AuditActor & { personelId: number },
  p: { ihaleId: number; teklifId: number; now: Date },
): Promise<TenderLifecycleResultWire> {
  return db.transaction(async (tx) => {
    const t = await lockForLifecycle(tx, p.ihaleId);
    if (!canDecide(t)) throw DomainError.conflict(M.notWaiting, 'SonucBeklemiyor');
    const top = await highestBid(tx, p.ihaleId);
    if (!top) throw DomainError.invalid(M.noBids, 'TeklifYok');
    if (top.id !== p.teklifId) throw DomainError.conflict(M.winnerChanged, 'TeklifDegisti');
    const before = await blockedInTender(tx, p.ihaleId);
    const s = await settleTender(tx, p.ihaleId, p.now, { personelId: actor.personelId });
    if (!s) throw DomainError.conflict(M.notWaiting, 'SonucBeklemiyor');
    await recordAudit(
      tx,
      actor,
      {
        islem: 'ihale.kazanan-onay',
        hedefTuru: 'ihale',
        hedefId: p.ihaleId,
        onceki: { durumId: TENDER_STATUS.degerlendiriliyor },
        sonraki: { durumId: s.durum, kazananCariId: s.kazananCariId, kazananTutar: s.kazananTutar, teklifId: top.id },
      },
      p.now,
    );
    return { id: p.ihaleId, durumId: s.durum, yayindanKaldir: false, cozulenBlokaj: before.length };
  });
}

/** Declares no winner for a tender waiting at 214 (→ 216), with the reason; every block is released. */
export async function declareNoWinner(
  db: Db,
  actor: AuditActor & { personelId: number },
  p: { ihaleId: number; neden: string; now: Date },
): Promise<TenderLifecycleResultWire> {
  return db.transaction(async (tx) => {
    const t = await lockForLifecycle(tx, p.ihaleId);
    if (!canDecide(t)) throw DomainError.conflict(M.notWaiting, 'SonucBeklemiyor');
    const before = await blockedInTender(tx, p.ihaleId);
    const s = await settleTender(tx, p.ihaleId, p.now, { personelId: actor.personelId, noWinnerReason: p.neden });
    if (!s) throw DomainError.conflict(M.notWaiting, 'SonucBeklemiyor');
    await recordAudit(
      tx,
      actor,
      {
        islem: 'ihale.kazanansiz',
        hedefTuru: 'ihale',
        hedefId: p.ihaleId,
        onceki: { durumId: TENDER_STATUS.degerlendiriliyor },
        sonraki: { durumId: s.durum, sonucNedeni: p.neden },
        ayrinti: `${before.length} teminat blokajı çözüldü`,
      },
      p.now,
    );
    return { id: p.ihaleId, durumId: s.durum, yayindanKaldir: false, cozulenBlokaj: before.length };
  });
}

/**
 * Tenders waiting for an İhale Sorumlusu's decision: `canDecide` (214, not withdrawn) as SQL, of this
 * portal's type (the tender list's), and with automatic settling off, because with it on the
 * scheduler decides at its next tick (server/auction/scheduler.ts) and no person has to. The one
 * waiting longest first, with its bid count (none: only "no winner" is possible), and how many.
 */
export async function tendersAwaitingDecision(
  db: Db,
  limit: number,
): Promise<{ items: Array<{ id: number; baslik: string; bitis: Date; teklifSayisi: number }>; total: number }> {
  const where = and(
    eq(ihale.ihaleTipiId, TENDER_TYPE.publicSale),
    eq(ihale.ihaleDurumuId, TENDER_STATUS.degerlendiriliyor),
    eq(ihale.yayindanKaldir, false),
    eq(ihale.otomatikSonuclandirma, false),
  );
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        id: ihale.id,
        baslik: ihale.baslik,
        bitis: tenderEndSql,
        teklifSayisi: sql<number>`(select count(*)::int from teklif tk where tk.ihale_id = ${ihale.id})`,
      })
      .from(ihale)
      .where(where)
      .orderBy(asc(tenderEndSql), asc(ihale.id))
      .limit(limit),
    db.select({ total: count() }).from(ihale).where(where),
  ]);
  return {
    items: rows.map((r) => ({ ...r, bitis: new Date(r.bitis), teklifSayisi: Number(r.teklifSayisi) })),
    total: Number(total),
  };
}

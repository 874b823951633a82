import { and, eq } from 'drizzle-orm';
import { STATEMENT_DEPOSIT_DESCRIPTION, STATEMENT_MESSAGES as M } from '../../../lib/rules/statement-schemas';
import { DomainError } from '../../kernel/domain-error';
import type { Db } from '../../db/client';
import { bankaEkstreSatiri } from '../../db/schema';
import { type AuditActor, recordAudit } from '../../kernel/record-audit';
import { lockAccount } from '../ledger/deposit-blocks';
import { statementLineKey } from '../../kernel/payment-source-keys';
import { toKurus } from '../../kernel/kurus';
import { depositPaidIn } from '../deposit-in';

/**
 * Mali İşler's decisions on a line waiting for them, each once: one no reference matched
 * ('eslesmedi'), or a look-alike of a line already imported ('benzer', import-statement.ts):
 * assigned, it is credited (a second, real transfer); set aside, it is a duplicate listing. The
 * line row is locked (select … for update) and leaves its waiting state by a conditional UPDATE, so
 * two staff acting at once get one deposit and one 409; the deposit's key 'ekstre:<line id>' guards
 * it once more. The audit record commits with the act.
 */
async function lockedLine(tx: Db, id: number) {
  const [line] = await tx.select().from(bankaEkstreSatiri).where(eq(bankaEkstreSatiri.id, id)).for('update');
  if (!line) throw DomainError.notFound(M.lineNotFound);
  if (line.durum !== 'eslesmedi' && line.durum !== 'benzer') {
    throw DomainError.conflict(M.lineAlreadyHandled, 'StatementLineHandled');
  }
  return { ...line, durum: line.durum };
}

const personelOf = (actor: AuditActor) => {
  if (actor.personelId === null) throw new Error('a statement decision needs a staff member');
  return actor.personelId;
};

/** Assigns the line to an account: its amount becomes that account's deposit ('atandi'). */
export async function assignLine(
  db: Db,
  p: { lineId: number; cariId: number; actor: AuditActor; now: Date },
): Promise<{ id: number; durum: 'atandi'; cariId: number; teminatHareketId: number }> {
  const personelId = personelOf(p.actor);
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const line = await lockedLine(tx, p.lineId);
    if (!(await lockAccount(tx, p.cariId))) throw DomainError.notFound(M.accountNotFound);
    const [moved] = await tx
      .update(bankaEkstreSatiri)
      .set({ durum: 'atandi', cariId: p.cariId, atayanPersonelId: personelId, atamaTarihi: p.now })
      .where(and(eq(bankaEkstreSatiri.id, p.lineId), eq(bankaEkstreSatiri.durum, line.durum)))
      .returning({ id: bankaEkstreSatiri.id });
    if (!moved) throw DomainError.conflict(M.lineAlreadyHandled, 'StatementLineHandled');
    const hareketId = await depositPaidIn(tx, {
      cariId: p.cariId,
      tutarKurus: toKurus(line.tutar),
      paraBirimiId: line.paraBirimiId,
      aciklama: STATEMENT_DEPOSIT_DESCRIPTION,
      idempotencyKey: statementLineKey(p.lineId),
      at: p.now,
      personelId,
    });
    // The key was already written: the line was credited before; roll everything back.
    if (hareketId === null) throw DomainError.conflict(M.lineAlreadyHandled, 'StatementLineHandled');
    await tx.update(bankaEkstreSatiri).set({ teminatHareketId: hareketId }).where(eq(bankaEkstreSatiri.id, p.lineId));
    await recordAudit(
      tx,
      p.actor,
      {
        islem: 'mali.ekstre-ata',
        hedefTuru: 'banka_ekstre_satiri',
        hedefId: p.lineId,
        onceki: { durum: line.durum },
        sonraki: { durum: 'atandi', cariId: p.cariId, tutar: line.tutar, teminatHareketId: hareketId },
      },
      p.now,
    );
    return { id: p.lineId, durum: 'atandi' as const, cariId: p.cariId, teminatHareketId: hareketId };
  });
}

/**
 * Sets the line aside with a reason ('yok_sayildi'), e.g. to be returned to the sender, or a
 * look-alike marked as a duplicate ("Mükerrer olarak işaretle"); no money moves.
 */
export async function setLineAside(
  db: Db,
  p: { lineId: number; neden: string; actor: AuditActor; now: Date },
): Promise<{ id: number; durum: 'yok_sayildi' }> {
  const personelId = personelOf(p.actor);
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const line = await lockedLine(tx, p.lineId);
    const [moved] = await tx
      .update(bankaEkstreSatiri)
      .set({ durum: 'yok_sayildi', atayanPersonelId: personelId, atamaTarihi: p.now })
      .where(and(eq(bankaEkstreSatiri.id, p.lineId), eq(bankaEkstreSatiri.durum, line.durum)))
      .returning({ id: bankaEkstreSatiri.id });
    if (!moved) throw DomainError.conflict(M.lineAlreadyHandled, 'StatementLineHandled');
    // The reason lives in the audit record (no column for it in migration 0006); the line list reads it from there.
    await recordAudit(
      tx,
      p.actor,
      {
        islem: 'mali.ekstre-yok-say',
        hedefTuru: 'banka_ekstre_satiri',
        hedefId: p.lineId,
        onceki: { durum: line.durum, benzedigiSatirId: line.benzedigiSatirId },
        sonraki: { durum: 'yok_sayildi' },
        ayrinti: p.neden,
      },
      p.now,
    );
    return { id: p.lineId, durum: 'yok_sayildi' as const };
  });
}

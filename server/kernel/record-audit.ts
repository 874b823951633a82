import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { denetimKaydi } from '../db/schema';
import type { AuditTargetKind } from '../../lib/contract/audit-targets';
import type { AuditAction } from '../../lib/contract/staff';

/**
 * The audit trail (docs/architecture.md §8): one row per staff action, written with the same `db`
 * (transaction) as the action, so the action and its record commit or fail together. The table
 * refuses UPDATE, DELETE and TRUNCATE (migration 0005); nothing here or anywhere changes a row.
 */
export interface AuditActor {
  personelId: number | null;
  adiSoyadi: string;
  ip: string | null;
}

export interface AuditEntry {
  islem: AuditAction;
  /** One of the known kinds, so the trail's filter and its names cover every row written. */
  hedefTuru?: AuditTargetKind;
  hedefId?: string | number;
  /** Before and after of an edit: plain JSON of the fields that matter to a reader. */
  onceki?: unknown;
  sonraki?: unknown;
  ayrinti?: string;
}

export async function recordAudit(db: Db, actor: AuditActor, entry: AuditEntry, now?: Date): Promise<void> {
  await db.insert(denetimKaydi).values({
    ...(now ? { zaman: now } : {}),
    personelId: actor.personelId,
    personelAdi: actor.adiSoyadi,
    islem: entry.islem,
    hedefTuru: entry.hedefTuru ?? null,
    hedefId: entry.hedefId === undefined ? null : String(entry.hedefId),
    onceki: entry.onceki ?? null,
    sonraki: entry.sonraki ?? null,
    ayrinti: entry.ayrinti ?? null,
    ip: actor.ip,
  });
}

/** The signed-in staff member of a back-office request, as the audit trail names them. */
export function auditActor(request: FastifyRequest): AuditActor {
  const staff = request.staff;
  if (!staff) throw new Error('auditActor outside the staff scope');
  return { personelId: staff.personelId, adiSoyadi: staff.adiSoyadi, ip: request.ip ?? null };
}

import type { Db } from '../../db/client';
import { recordAudit, type AuditEntry } from '../../kernel/record-audit';

/**
 * The scheduler's money acts (forfeit, offer, no winner) go into the audit trail like staff acts.
 * Their author is the system: denetim_kaydi.personel_id is nullable (failed sign-ins use it too), so
 * the row names 'Sistem' and no staff member.
 */
export const SYSTEM_ACTOR = { personelId: null, adiSoyadi: 'Sistem', ip: null } as const;

export function recordSystemAudit(tx: Db, entry: AuditEntry, now: Date): Promise<void> {
  return recordAudit(tx, SYSTEM_ACTOR, entry, now);
}

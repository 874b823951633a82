import { AUDIT_ACTIONS, type AuditPage, type AuditRecord } from '../../contract/staff';
import { formatDateTimeSeconds } from '../../format/date';
import { type AuditDiffLine, auditDiff } from '../../rules/staff-audit-diff';
import { type AuditFilterForm, auditFilterQuery } from '../../rules/staff-audit-filter';
import { staffRequest } from './staff-http';

/** The audit trail's calls (server/backoffice/audit/routes.ts) and its rows' view model. */
export interface AuditRowModel {
  id: number;
  /** 'DD.MM.YYYY HH:mm:ss' Istanbul time. */
  zaman: string;
  personelAdi: string;
  islem: string;
  islemAdi: string;
  /** 'ihale #12', or '' when the action has no target. */
  hedef: string;
  ayrinti: string | null;
  ip: string | null;
  degisiklikler: AuditDiffLine[];
}

export function toAuditRowModel(w: AuditRecord): AuditRowModel {
  const label = Object.hasOwn(AUDIT_ACTIONS, w.islem) ? AUDIT_ACTIONS[w.islem as keyof typeof AUDIT_ACTIONS] : w.islem;
  return {
    id: w.id,
    zaman: formatDateTimeSeconds(w.zaman),
    personelAdi: w.personelAdi,
    islem: w.islem,
    islemAdi: label,
    hedef: [w.hedefTuru, w.hedefId ? `#${w.hedefId}` : null].filter(Boolean).join(' '),
    ayrinti: w.ayrinti,
    ip: w.ip,
    degisiklikler: auditDiff(w.onceki, w.sonraki),
  };
}

export interface AuditPageModel {
  rows: AuditRowModel[];
  next: string | null;
}

export const fetchAuditPage = async (filter: AuditFilterForm, cursor: string | null, signal?: AbortSignal) => {
  const page = await staffRequest<AuditPage>(`/yonetim/denetim${auditFilterQuery(filter, cursor)}`, { signal });
  return { rows: page.kayitlar.map(toAuditRowModel), next: page.sonraki } satisfies AuditPageModel;
};

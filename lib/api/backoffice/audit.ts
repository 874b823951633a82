import { auditTargetKindLabel } from '../../contract/audit-targets';
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
  /**
   * 'İhale: Hurda bakır kablo' (the target's name as the server resolved it), 'İhale #12' when the
   * target is gone, 'Slayt' for a kind without an id, '' when the action has no target.
   */
  hedef: string;
  /** The stored kind and id ('ihale #12'), what the "Hedef türü" and "Hedef no" filters match. */
  hedefKodu: string;
  ayrinti: string | null;
  ip: string | null;
  degisiklikler: AuditDiffLine[];
}

function targetText(w: AuditRecord): string {
  if (!w.hedefTuru) return '';
  const kind = auditTargetKindLabel(w.hedefTuru);
  if (w.hedefAdi) return `${kind}: ${w.hedefAdi}`;
  return w.hedefId ? `${kind} #${w.hedefId}` : kind;
}

export function toAuditRowModel(w: AuditRecord): AuditRowModel {
  const label = Object.hasOwn(AUDIT_ACTIONS, w.islem) ? AUDIT_ACTIONS[w.islem as keyof typeof AUDIT_ACTIONS] : w.islem;
  return {
    id: w.id,
    zaman: formatDateTimeSeconds(w.zaman),
    personelAdi: w.personelAdi,
    islem: w.islem,
    islemAdi: label,
    hedef: targetText(w),
    hedefKodu: [w.hedefTuru, w.hedefId ? `#${w.hedefId}` : null].filter(Boolean).join(' '),
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

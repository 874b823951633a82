/**
 * What an audit row is about (`denetim_kaydi.hedef_turu`) and each kind's name on /yonetim/denetim:
 * one list for the writers (server/kernel/record-audit.ts takes only these), the filter's
 * check (lib/rules/staff-audit-filter.ts), the screen's "Hedef türü" select and the names the
 * server resolves for each kind (server/backoffice/audit/target-names.ts).
 */
export const AUDIT_TARGET_KINDS = {
  ihale: 'İhale',
  personel: 'Personel',
  duyuru: 'Duyuru',
  portal_sayfa: 'Portal sayfası',
  portal_ayar: 'Portal ayarı',
  slider: 'Slayt',
  iletisim: 'Destek talebi',
  teminat_iade_talebi: 'Teminat iade talebi',
  odeme_talimati: 'Ödeme talimatı',
  kart_odeme_uyusmazlik: 'Kart ödemesi uyuşmazlığı',
  banka_ekstresi: 'Banka ekstresi',
  banka_ekstre_satiri: 'Banka ekstresi satırı',
  denetim: 'Denetim kaydı',
} as const;

export type AuditTargetKind = keyof typeof AUDIT_TARGET_KINDS;

export const isAuditTargetKind = (v: string): v is AuditTargetKind => Object.hasOwn(AUDIT_TARGET_KINDS, v);

/** The kind's name on screen; a kind no longer written (an older row) as stored. */
export const auditTargetKindLabel = (kind: string): string =>
  isAuditTargetKind(kind) ? AUDIT_TARGET_KINDS[kind] : kind;

import { STAFF_ROLES } from '../contract/staff';

/**
 * The audit trail's before/after as a reader sees it (/yonetim/denetim, docs/architecture.md §8):
 * one line per field, nested objects flattened to 'a.b', values as text, changed fields marked.
 * Each module writes its own JSON; this shows any of them without knowing its shape.
 */
export interface AuditDiffLine {
  alan: string;
  etiket: string;
  onceki: string;
  sonraki: string;
  degisti: boolean;
}

/** Names on screen of the fields the back-office records; any other field shows as written. */
export const AUDIT_FIELD_LABELS: Record<string, string> = {
  adiSoyadi: 'Ad Soyad',
  kimlikNo: 'T.C. Kimlik No',
  roller: 'Roller',
  aktif: 'Etkin',
  totpKayitli: 'Doğrulama uygulaması',
  durum: 'Durum',
  baslik: 'Başlık',
};

const EMPTY = '—';
const MAX_DEPTH = 4;

/** A value as text: yes/no for booleans, lists joined, role keys as their names. */
export function auditValueText(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return EMPTY;
  if (typeof value === 'boolean') return value ? 'Evet' : 'Hayır';
  if (Array.isArray(value)) {
    if (value.length === 0) return EMPTY;
    return value.map((v) => (leafName(field) === 'roller' ? roleName(v) : auditValueText(field, v))).join(', ');
  }
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

const leafName = (field: string) => field.slice(field.lastIndexOf('.') + 1);
const roleName = (v: unknown) =>
  typeof v === 'string' && Object.hasOwn(STAFF_ROLES, v) ? STAFF_ROLES[v as keyof typeof STAFF_ROLES] : String(v);

/** Plain objects flattened to dotted paths; anything else (lists, values) is one field. */
function flatten(value: unknown, prefix: string, out: Map<string, unknown>, depth: number): void {
  if (value !== null && typeof value === 'object' && !Array.isArray(value) && depth < MAX_DEPTH) {
    const entries = Object.entries(value as Record<string, unknown>);
    if (entries.length === 0 && prefix) out.set(prefix, null);
    for (const [k, v] of entries) flatten(v, prefix ? `${prefix}.${k}` : k, out, depth + 1);
    return;
  }
  out.set(prefix || 'değer', value);
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The fields of before and after, in the order they first appear; unchanged fields too, unmarked. */
export function auditDiff(onceki: unknown, sonraki: unknown): AuditDiffLine[] {
  const before = new Map<string, unknown>();
  const after = new Map<string, unknown>();
  if (onceki !== null && onceki !== undefined) flatten(onceki, '', before, 0);
  if (sonraki !== null && sonraki !== undefined) flatten(sonraki, '', after, 0);
  const fields = [...new Set([...before.keys(), ...after.keys()])];
  return fields.map((alan) => ({
    alan,
    etiket: AUDIT_FIELD_LABELS[alan] ?? alan,
    onceki: auditValueText(alan, before.get(alan)),
    sonraki: auditValueText(alan, after.get(alan)),
    degisti: !same(before.get(alan), after.get(alan)),
  }));
}

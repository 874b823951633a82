import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import { AUDIT_ACTIONS } from '../../../lib/contract/staff';
import { formatDateTimeSeconds } from '../../../lib/format/date';
import type { AuditRow } from './queries';

/**
 * The audit trail as CSV (docs/architecture.md §9), for Excel in a Turkish locale: UTF-8 with a BOM
 * (else Excel reads the file as Windows-1254 and garbles ç, ğ, ı, ö, ş, ü), ';' between fields
 * (Turkish Excel's list separator, as ',' is its decimal mark), CRLF line ends, and every cell that
 * starts with = + - @ (or TAB/CR) prefixed with ' so Excel never runs it as a formula
 * (csv-stringify's escape_formulas). Times are Istanbul time.
 */
export const AUDIT_CSV_COLUMNS = [
  'Zaman',
  'Personel',
  'Personel No',
  'İşlem',
  'İşlem Kodu',
  'Hedef Türü',
  'Hedef No',
  'Önceki',
  'Sonraki',
  'Ayrıntı',
  'IP Adresi',
] as const;

const json = (v: unknown) => (v === null || v === undefined ? '' : JSON.stringify(v));

export function auditCsvRecord(r: AuditRow): string[] {
  const label = Object.hasOwn(AUDIT_ACTIONS, r.islem) ? AUDIT_ACTIONS[r.islem as keyof typeof AUDIT_ACTIONS] : r.islem;
  return [
    formatDateTimeSeconds(r.zaman),
    r.personelAdi,
    r.personelId === null ? '' : String(r.personelId),
    label,
    r.islem,
    r.hedefTuru ?? '',
    r.hedefId ?? '',
    json(r.onceki),
    json(r.sonraki),
    r.ayrinti ?? '',
    r.ip ?? '',
  ];
}

/** The CSV of the batches as a stream: written as the batches are read, with back-pressure. */
export function auditCsvStream(batches: AsyncIterable<AuditRow[]>): Readable {
  const csv = stringify({
    bom: true,
    delimiter: ';',
    record_delimiter: 'windows',
    escape_formulas: true,
    header: true,
    columns: [...AUDIT_CSV_COLUMNS],
  });
  async function* records() {
    for await (const batch of batches) for (const r of batch) yield auditCsvRecord(r);
  }
  const source = Readable.from(records());
  // pipe() does not carry a failed read over: the response ends with the error, not a cut file.
  source.on('error', (err) => csv.destroy(err));
  return source.pipe(csv);
}

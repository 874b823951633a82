import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import { AUDIT_ACTIONS } from '../../../lib/contract/staff';
import { formatDateTimeSeconds } from '../../../lib/format/date';
import type { AuditRow } from './queries';
import { targetKey } from './target-names';

/**
 * The audit trail as CSV (docs/architecture.md §8), for Excel in a Turkish locale: UTF-8 with a BOM
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
  'Hedef',
  'Önceki',
  'Sonraki',
  'Ayrıntı',
  'IP Adresi',
] as const;

const json = (v: unknown) => (v === null || v === undefined ? '' : JSON.stringify(v));

/** A row of the file; `name` is its target's name now (auditTargetNames), '' when it has none or is gone. */
export function auditCsvRecord(r: AuditRow, name = ''): string[] {
  const label = Object.hasOwn(AUDIT_ACTIONS, r.islem) ? AUDIT_ACTIONS[r.islem as keyof typeof AUDIT_ACTIONS] : r.islem;
  return [
    formatDateTimeSeconds(r.zaman),
    r.personelAdi,
    r.personelId === null ? '' : String(r.personelId),
    label,
    r.islem,
    r.hedefTuru ?? '',
    r.hedefId ?? '',
    name,
    json(r.onceki),
    json(r.sonraki),
    r.ayrinti ?? '',
    r.ip ?? '',
  ];
}

/** The CSV of the batches as a stream: written as the batches are read, with back-pressure. */
export function auditCsvStream(
  batches: AsyncIterable<{ rows: AuditRow[]; names: ReadonlyMap<string, string> }>,
): Readable {
  const csv = stringify({
    bom: true,
    delimiter: ';',
    record_delimiter: 'windows',
    escape_formulas: true,
    header: true,
    columns: [...AUDIT_CSV_COLUMNS],
  });
  async function* records() {
    for await (const { rows, names } of batches)
      for (const r of rows) yield auditCsvRecord(r, names.get(targetKey(r.hedefTuru, r.hedefId)));
  }
  const source = Readable.from(records());
  // pipe() does not carry a failed read over: the response ends with the error, not a cut file.
  source.on('error', (err) => csv.destroy(err));
  return source.pipe(csv);
}

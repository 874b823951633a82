import { CsvError, parse } from 'csv-parse/sync';
import { STATEMENT_MESSAGES as M, STATEMENT_LIMITS } from '../../../lib/rules/statement-schemas';
import { parseCommaAmount } from './amount';
import { CSV_COLUMNS, CSV_DELIMITER, CSV_HEADER } from './csv-format';
import { istanbulInstant } from './istanbul-day';
import { type ParsedStatement, type StatementEntry, StatementFormatError } from './types';

const CSV_IBAN = /^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/;
const normalise = (s: string) => s.trim().toLocaleLowerCase('tr-TR');
const HEADER = CSV_COLUMNS.map(normalise);

/** Whether the text starts with the portal's CSV header (format detection by content). */
export function looksLikeStatementCsv(content: string): boolean {
  const first = content.replace(/^\uFEFF/, '').split(/\r?\n/, 1)[0] ?? '';
  return first.split(CSV_DELIMITER).map(normalise).join('|') === HEADER.join('|');
}

export function parseStatementCsv(content: string): ParsedStatement {
  let rows: { record: string[]; info: { lines: number } }[];
  try {
    rows = parse(content, {
      bom: true,
      delimiter: CSV_DELIMITER,
      quote: '"',
      skip_empty_lines: true,
      trim: true,
      info: true,
      relax_column_count: true,
      to_line: STATEMENT_LIMITS.entries + 2,
    }) as unknown as typeof rows;
  } catch (err) {
    throw new StatementFormatError(M.csvMalformed(err instanceof CsvError ? Number(err.lines) || 1 : 1));
  }
  const [header, ...body] = rows;
  if (!header || header.record.map(normalise).join('|') !== HEADER.join('|')) {
    throw new StatementFormatError(M.csvHeader(CSV_HEADER));
  }
  if (body.length > STATEMENT_LIMITS.entries) throw new StatementFormatError(M.tooManyEntries);
  // The account comes from the Hesap IBAN column: without a line the file names no account.
  if (body.length === 0) throw new StatementFormatError(M.noEntries);
  const ibans: string[] = [];
  const entries: StatementEntry[] = body.map(({ record, info }, i) => {
    const line = info.lines;
    if (record.length !== CSV_COLUMNS.length) throw new StatementFormatError(M.csvColumns(line, CSV_COLUMNS.length));
    const [dateText, dekont, description, sender, amountText, currencyText, ibanText] = record;
    const bookedAt = csvDate(dateText);
    if (!bookedAt) throw new StatementFormatError(M.csvField(line, 'Tarih'));
    const amount = parseCommaAmount(amountText);
    if (!amount || amount.kurus === 0n) throw new StatementFormatError(M.csvField(line, 'Tutar'));
    const upper = currencyText.toUpperCase();
    const currency = upper === 'TL' ? 'TRY' : upper;
    if (!/^[A-Z]{3}$/.test(currency)) throw new StatementFormatError(M.csvField(line, 'Para Birimi'));
    const iban = ibanText.replace(/\s/g, '').toUpperCase();
    if (!/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(iban)) throw new StatementFormatError(M.csvField(line, 'Hesap IBAN'));
    ibans.push(iban);
    const party = sender.replace(/\s/g, '').toUpperCase();
    return {
      position: i + 1,
      currency,
      kind: amount.negative ? 'debit' : 'credit',
      amountKurus: amount.kurus,
      bookedAt,
      bankReference: dekont ? dekont.slice(0, 200) : null,
      description: description.slice(0, 1000),
      sender: sender.slice(0, 200),
      endToEndId: null,
      // A debit's counterparty column may hold the creditor's IBAN (csv-format.ts).
      counterpartyIban: amount.negative && CSV_IBAN.test(party) ? party : null,
    };
  });
  const accounts = [...new Set(ibans)];
  if (accounts.length > 1) throw new StatementFormatError(M.oneAccountPerFile(accounts));
  return { format: 'csv', iban: accounts[0], entries };
}

/** 'DD.MM.YYYY' or 'DD.MM.YYYY HH:mm', Istanbul time. */
function csvDate(v: string): Date | null {
  const m = /^(\d{2})\.(\d{2})\.(\d{4})(?: (\d{2}):(\d{2}))?$/.exec(v);
  if (!m) return null;
  return istanbulInstant(Number(m[3]), Number(m[2]), Number(m[1]), Number(m[4] ?? 0), Number(m[5] ?? 0));
}

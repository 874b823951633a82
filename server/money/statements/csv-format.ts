/**
 * The portal's CSV statement format, as Turkish banks' internet branches export account movements
 * (docs/architecture.md §9):
 *
 *   Tarih;Dekont No;Açıklama;Gönderen;Tutar;Para Birimi;Hesap IBAN
 *   20.11.2026 14:05;2026112000017;TMN0000000289 teminat;MEHMET KAYA;1.250,50;TRY;TR…
 *
 * UTF-8 (a BOM is allowed), ';' separated, fields quoted with '"' when they hold ';' or a line
 * break, dates DD.MM.YYYY (optionally HH:mm) in Istanbul time, amounts with a comma decimal and
 * optional dot thousands, negative for a debit (an outgoing transfer: Gönderen then holds the
 * creditor, its name or IBAN, and a refund's line carries the file's remittance text 'Teminat iadesi
 * <request id>' in Açıklama, refund-transfers.ts). Para Birimi is the ISO code (TRY, USD,
 * EUR; 'TL' is read as TRY); Hesap IBAN is the institution's account the line was booked on, the
 * same on every line (one account per file: the statement's account). Dekont No may be empty: the
 * line then has no bank reference (import-statement.ts says what that means).
 */
export const CSV_COLUMNS = [
  'Tarih',
  'Dekont No',
  'Açıklama',
  'Gönderen',
  'Tutar',
  'Para Birimi',
  'Hesap IBAN',
] as const;
export const CSV_DELIMITER = ';';
export const CSV_HEADER = CSV_COLUMNS.join(CSV_DELIMITER);

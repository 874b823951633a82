/**
 * A bank statement as the parsers read it, before it meets the database: every entry of the file
 * with its account and currency, amounts in kuruş. Debits are kept only to be counted.
 */
export interface StatementEntry {
  /** 1-based position in the file (the CSV line number, or the entry's number in a camt.053). */
  position: number;
  iban: string;
  /** ISO 4217 alphabetic code as the bank wrote it ('TRY', 'USD', 'EUR'). */
  currency: string;
  kind: 'credit' | 'debit';
  amountKurus: bigint;
  bookedAt: Date;
  /** The bank's own reference of the entry, or a stable hash when the bank gave none. */
  bankReference: string;
  description: string;
  sender: string;
}

export interface ParsedStatement {
  format: 'csv' | 'camt053';
  entries: StatementEntry[];
}

/** A file the parser refuses: `message` is the Turkish text for the 400 answer. */
export class StatementFormatError extends Error {}

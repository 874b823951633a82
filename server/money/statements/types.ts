/**
 * A bank statement as the parsers read it, before it meets the database: the institution's account
 * it is for and every entry of the file with its currency, amounts in kuruş. Debits are kept only
 * to be counted.
 */
export interface StatementEntry {
  /** 1-based position in the file (the CSV line number, or the entry's number in a camt.053). */
  position: number;
  /** ISO 4217 alphabetic code as the bank wrote it ('TRY', 'USD', 'EUR'). */
  currency: string;
  kind: 'credit' | 'debit';
  amountKurus: bigint;
  bookedAt: Date;
  /** The bank's own reference of the entry (AcctSvcrRef, Dekont No); null when the bank gave none. */
  bankReference: string | null;
  description: string;
  sender: string;
}

export interface ParsedStatement {
  format: 'csv' | 'camt053';
  /** The account's IBAN (no spaces, upper case): one account per file. */
  iban: string;
  entries: StatementEntry[];
  /** The end of the period the bank says the file covers (camt.053 FrToDt/ToDtTm); absent otherwise. */
  coveredTo?: Date;
}

/** A file the parser refuses: `message` is the Turkish text for the 400 answer. */
export class StatementFormatError extends Error {}

/**
 * A bank statement as the parsers read it, before it meets the database: the institution's account
 * it is for and every entry of the file with its currency, amounts in kuruş. Credits are money in
 * (or a refund the bank returned); debits are the institution's outgoing transfers, which settle
 * the refunds they paid (refund-transfers.ts).
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
  /** The other party's name: the sender of a credit, the creditor of a debit. */
  sender: string;
  /** The transfer's EndToEndId (camt.053 NtryDtls/TxDtls/Refs/EndToEndId); null when none. */
  endToEndId?: string | null;
  /** A debit's creditor IBAN (camt.053 RltdPties/CdtrAcct/Id/IBAN; a CSV's Gönderen when it is an IBAN). */
  counterpartyIban?: string | null;
  /** A credit the bank marks as the return of an earlier transfer (camt.053 TxDtls/RtrInf). */
  returned?: boolean;
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

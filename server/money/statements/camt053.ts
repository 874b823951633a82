import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { STATEMENT_MESSAGES as M, STATEMENT_LIMITS } from '../../../lib/rules/statement-schemas';
import { parseDotAmount } from './amount';
import { istanbulInstant } from './istanbul-day';
import { type ParsedStatement, type StatementEntry, StatementFormatError } from './types';

/**
 * ISO 20022 BankToCustomerStatement (camt.053.001.02 … .001.13): Document/BkToCstmrStmt/Stmt, each
 * with its account (Acct/Id/IBAN) and entries (Ntry: Amt@Ccy, CdtDbtInd, BookgDt, AcctSvcrRef,
 * NtryDtls/TxDtls/RmtInf/Ustrd and RltdPties/Dbtr/Nm, or Dbtr/Pty/Nm since .001.08; a debit's
 * creditor RltdPties/Cdtr(/Pty)/Nm and CdtrAcct/Id/IBAN; TxDtls/Refs/EndToEndId; TxDtls/RtrInf
 * marks a credit that returns an earlier transfer, whose EndToEndId Refs carries). Only booked
 * entries count (Sts BOOK, or no status). A DOCTYPE is refused before parsing, so no entity of the
 * file is ever expanded (XXE, billion laughs); the parser keeps every value as text, so amounts go
 * to kuruş without a float.
 */
const NAMESPACE = /urn:iso:std:iso:20022:tech:xsd:camt\.053\.001\.(\d{2})/;
/** The root element declaring that namespace (the parser drops xmlns with the prefixes). */
const ROOT =
  /<(?:[\w.-]+:)?Document\b[^>]*\sxmlns(?::[\w.-]+)?\s*=\s*["']urn:iso:std:iso:20022:tech:xsd:camt\.053\.001\.\d{2}["']/;

const ARRAYS = new Set(['Stmt', 'Ntry', 'TxDtls', 'Ustrd']);

type Node = Record<string, unknown>;
const obj = (v: unknown): Node | undefined =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Node) : undefined;
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : v === undefined ? [] : [v]);
const text = (v: unknown): string => {
  if (typeof v === 'string') return v.trim();
  const o = obj(v);
  return o && typeof o['#text'] === 'string' ? o['#text'].trim() : '';
};
const at = (v: unknown, ...path: string[]): unknown => path.reduce<unknown>((n, k) => obj(n)?.[k], v);

/** Whether the text looks like a camt.053 document (format detection by content). */
export function looksLikeCamt053(content: string): boolean {
  return content.trimStart().startsWith('<') && NAMESPACE.test(content.slice(0, 4096));
}

/** The parsed document; a shape no bank writes (nesting past the parser's limit) is the file's fault, a 400. */
function parseXml(content: string): Node {
  try {
    return new XMLParser({
      ignoreAttributes: false,
      attributeNamePrefix: '@_',
      removeNSPrefix: true,
      parseTagValue: false,
      parseAttributeValue: false,
      processEntities: true,
      htmlEntities: false,
      isArray: (name) => ARRAYS.has(name),
    }).parse(content) as Node;
  } catch {
    throw new StatementFormatError(M.xmlTooDeep);
  }
}

export function parseCamt053(content: string): ParsedStatement {
  if (/<!DOCTYPE|<!ENTITY/i.test(content)) throw new StatementFormatError(M.doctype);
  const valid = XMLValidator.validate(content);
  if (valid !== true) throw new StatementFormatError(M.xmlInvalid(valid.err.line));
  const doc = parseXml(content);
  const root = obj(doc.Document);
  const stmts = list(at(root, 'BkToCstmrStmt', 'Stmt'));
  if (!root || !ROOT.test(content) || !obj(at(root, 'BkToCstmrStmt'))) throw new StatementFormatError(M.notCamt053);
  if (stmts.length === 0) throw new StatementFormatError(M.noStatement);

  const entries: StatementEntry[] = [];
  const ibans = stmts.map((stmt, s) => {
    const iban = text(at(stmt, 'Acct', 'Id', 'IBAN'))
      .replace(/\s/g, '')
      .toUpperCase();
    if (!iban) throw new StatementFormatError(M.noIban(s + 1));
    return iban;
  });
  // Several Stmt of one account (e.g. several days) are one statement; two accounts are two files.
  const accounts = [...new Set(ibans)];
  if (accounts.length > 1) throw new StatementFormatError(M.oneAccountPerFile(accounts));
  for (const stmt of stmts) {
    for (const ntry of list(at(stmt, 'Ntry'))) {
      const position = entries.length + 1;
      if (position > STATEMENT_LIMITS.entries) throw new StatementFormatError(M.tooManyEntries);
      const field = (name: string) => new StatementFormatError(M.entryField(position, name));
      const status = text(at(ntry, 'Sts', 'Cd')) || text(at(ntry, 'Sts'));
      const amt = at(ntry, 'Amt');
      const currency = (text(at(amt, '@_Ccy')) || '').toUpperCase();
      const amountKurus = parseDotAmount(text(amt));
      if (amountKurus === null || amountKurus <= 0n) throw field('tutar (Amt)');
      if (!/^[A-Z]{3}$/.test(currency)) throw field('para birimi (Amt@Ccy)');
      const ind = text(at(ntry, 'CdtDbtInd'));
      if (ind !== 'CRDT' && ind !== 'DBIT') throw field('borç/alacak (CdtDbtInd)');
      const dateText = text(at(ntry, 'BookgDt', 'Dt')) || text(at(ntry, 'BookgDt', 'DtTm'));
      const bookedAt = bookingDate(dateText);
      if (!bookedAt) throw field('işlem tarihi (BookgDt)');
      const tx = list(at(ntry, 'NtryDtls', 'TxDtls'))[0];
      const description = [...list(at(tx, 'RmtInf', 'Ustrd')).map(text), text(at(ntry, 'AddtlNtryInf'))]
        .filter(Boolean)
        .join(' ')
        .slice(0, 1000);
      const party = ind === 'CRDT' ? 'Dbtr' : 'Cdtr';
      const sender = (text(at(tx, 'RltdPties', party, 'Nm')) || text(at(tx, 'RltdPties', party, 'Pty', 'Nm'))).slice(
        0,
        200,
      );
      const endToEndId = text(at(tx, 'Refs', 'EndToEndId')).slice(0, 35) || null;
      const counterpartyIban =
        ind === 'DBIT'
          ? text(at(tx, 'RltdPties', 'CdtrAcct', 'Id', 'IBAN'))
              .replace(/\s/g, '')
              .toUpperCase() || null
          : null;
      // Pending or informational entries are not money yet.
      if (status && status !== 'BOOK') continue;
      const bankReference = text(at(ntry, 'AcctSvcrRef')) || text(at(tx, 'Refs', 'AcctSvcrRef'));
      entries.push({
        position,
        currency,
        kind: ind === 'CRDT' ? 'credit' : 'debit',
        amountKurus,
        bookedAt,
        bankReference: bankReference ? bankReference.slice(0, 200) : null,
        description,
        sender,
        endToEndId,
        counterpartyIban,
        returned: ind === 'CRDT' && at(tx, 'RtrInf') !== undefined,
      });
    }
  }
  // The period the file covers: the latest FrToDt/ToDtTm of its statements (import-statement.ts coveredUntil).
  const ends = stmts.map((stmt) => bookingDate(text(at(stmt, 'FrToDt', 'ToDtTm'))));
  const coveredTo = ends.every((d) => d !== null)
    ? ends.reduce<Date | undefined>((a, d) => (!a || (d as Date) > a ? (d as Date) : a), undefined)
    : undefined;
  return { format: 'camt053', iban: accounts[0], entries, ...(coveredTo ? { coveredTo } : {}) };
}

/** ISODate ('2026-11-20', Istanbul midnight) or ISODateTime ('2026-11-20T10:15:00+03:00'). */
function bookingDate(v: string): Date | null {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v);
  if (d) return istanbulInstant(Number(d[1]), Number(d[2]), Number(d[3]));
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(v)) return null;
  const t = new Date(v);
  return Number.isNaN(t.getTime()) ? null : t;
}

import { STATEMENT_MESSAGES as M } from '../../../lib/rules/statement-schemas';
import { looksLikeCamt053, parseCamt053 } from './camt053';
import { looksLikeStatementCsv, parseStatementCsv } from './csv';
import { type ParsedStatement, StatementFormatError } from './types';

/**
 * Reads a statement file whatever its name says: the content decides (a camt.053 namespace, or the
 * CSV header). Text must be valid UTF-8; anything else is refused with a Turkish message.
 */
export function parseStatement(bytes: Buffer): ParsedStatement {
  if (bytes.length === 0) throw new StatementFormatError(M.empty);
  let content: string;
  try {
    content = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new StatementFormatError(M.notUtf8);
  }
  if (content.trim() === '') throw new StatementFormatError(M.empty);
  if (/<!DOCTYPE|<!ENTITY/i.test(content.slice(0, 8192))) throw new StatementFormatError(M.doctype);
  if (looksLikeCamt053(content)) return parseCamt053(content);
  if (looksLikeStatementCsv(content)) return parseStatementCsv(content);
  if (content.trimStart().startsWith('<')) throw new StatementFormatError(M.notCamt053);
  throw new StatementFormatError(M.unknownFormat);
}

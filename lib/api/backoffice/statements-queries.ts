import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { StatementDebitState, StatementLineState } from '../../contract/money';
import { fetchStatementDebitLines, fetchStatementLines, fetchStatements } from './statements';

/**
 * React Query keys and options of /yonetim/mali/ekstreler: the imported statements, their lines and
 * the outgoing transfers sit under `all`, which an upload, an assignment or a line set aside
 * invalidates.
 */
export const statementKeys = {
  all: ['yonetim', 'mali', 'ekstre'] as const,
  list: (page: number) => [...statementKeys.all, 'liste', page] as const,
  lines: (q: { state: StatementLineState; page: number }) =>
    [...statementKeys.all, 'satirlar', q.state, q.page] as const,
  debits: (q: { state: StatementDebitState; page: number }) => [...statementKeys.all, 'borc', q.state, q.page] as const,
};

export const statementListQuery = (page: number) =>
  queryOptions({
    queryKey: statementKeys.list(page),
    queryFn: () => fetchStatements(page),
    placeholderData: keepPreviousData,
  });

export const statementLinesQuery = (q: { state: StatementLineState; page: number }) =>
  queryOptions({
    queryKey: statementKeys.lines(q),
    queryFn: () => fetchStatementLines(q),
    placeholderData: keepPreviousData,
  });

export const statementDebitLinesQuery = (q: { state: StatementDebitState; page: number }) =>
  queryOptions({
    queryKey: statementKeys.debits(q),
    queryFn: () => fetchStatementDebitLines(q),
    placeholderData: keepPreviousData,
  });

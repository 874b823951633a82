import multipart from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { StatementDebitLinePage, StatementLinePage, StatementList } from '../../../lib/contract/statements';
import {
  STATEMENT_LIMITS,
  STATEMENT_MESSAGES as M,
  accountSearchQuerySchema,
  assignLineSchema,
  setAsideLineSchema,
  statementDebitQuerySchema,
  statementLineQuerySchema,
  statementListQuerySchema,
} from '../../../lib/rules/statement-schemas';
import { ApiError, badRequest, notFound } from '../../http/errors';
import { validate } from '../../http/validate';
import { parseId } from '../../kernel/parse-id';
import { UploadRefusal } from '../../files/upload-refusal';
import { assignLine, setLineAside } from '../../money/statements/assign-line';
import { importStatement } from '../../money/statements/import-statement';
import { parseStatement } from '../../money/statements/parse-statement';
import { StatementFormatError } from '../../money/statements/types';
import { auditActor } from '../../kernel/record-audit';
import { listDebitLines, listLines, listStatements, searchAccounts } from './queries';

const MALI = { roles: ['mali'] } as const;

const lineId = (request: FastifyRequest) => {
  const id = parseId((request.params as { id?: unknown }).id);
  if (id === null) throw notFound(M.lineNotFound);
  return id;
};

/** The statement file of a multipart upload, within the statement limit (413 above it, in Turkish). */
async function readStatementFile(request: FastifyRequest): Promise<{ bytes: Buffer; fileName: string }> {
  if (!request.isMultipart()) throw new UploadRefusal('notMultipart');
  const tooLarge = (err: { code?: string }) =>
    err.code === 'FST_REQ_FILE_TOO_LARGE'
      ? new ApiError(413, 'UploadRefused', M.tooLarge)
      : new UploadRefusal('noFile');
  const part = await request
    .file({ limits: { fileSize: STATEMENT_LIMITS.fileBytes, files: 1, fields: 2, fieldSize: 256, parts: 3 } })
    .catch((err) => {
      throw tooLarge(err);
    });
  if (!part) throw new UploadRefusal('noFile');
  const bytes = await part.toBuffer().catch((err) => {
    throw tooLarge(err);
  });
  return { bytes, fileName: (part.filename ?? '').replace(/[\p{Cc}\\/]/gu, '').slice(0, 200) };
}

/** Upload in a scope of its own: only it parses multipart (as server/backoffice/files does). */
const uploadRoute: FastifyPluginAsync = async (app) => {
  await app.register(multipart, { throwFileSizeLimit: true });
  app.post('/yonetim/mali/ekstreler', { config: MALI }, async (request) => {
    const { bytes, fileName } = await readStatementFile(request);
    let parsed: ReturnType<typeof parseStatement>;
    try {
      parsed = parseStatement(bytes);
    } catch (err) {
      if (err instanceof StatementFormatError) throw badRequest(err.message, 'StatementRefused');
      throw err;
    }
    const summary = await importStatement(app.db, {
      bytes,
      fileName,
      parsed,
      actor: auditActor(request),
      now: app.now(),
    });
    return { data: summary };
  });
};

/**
 * Bank statements for Mali İşler (docs/architecture.md §9): import a CSV or camt.053 file, list
 * statements, their lines and their outgoing transfers (debits, with the refunds they settled),
 * assign an unmatched line to an account or set it aside.
 */
export const statementRoutes: FastifyPluginAsync = async (app) => {
  await app.register(uploadRoute);

  app.get('/yonetim/mali/ekstreler', { config: MALI }, async (request): Promise<{ data: StatementList }> => {
    const sayfa = validate(statementListQuerySchema, request.query).sayfa ?? 1;
    const size = STATEMENT_LIMITS.statementPageSize;
    const { items, total } = await listStatements(app.db, { offset: (sayfa - 1) * size, limit: size });
    return { data: { items, toplam: total, sayfa, sayfaBoyutu: size } };
  });

  app.get('/yonetim/mali/ekstre-satirlari', { config: MALI }, async (request): Promise<{ data: StatementLinePage }> => {
    const q = validate(statementLineQuerySchema, request.query);
    const sayfa = q.sayfa ?? 1;
    const size = STATEMENT_LIMITS.pageSize;
    const { items, total } = await listLines(app.db, {
      durum: q.durum,
      ekstreId: q.ekstreId,
      offset: (sayfa - 1) * size,
      limit: size,
    });
    return { data: { items, toplam: total, sayfa, sayfaBoyutu: size } };
  });

  /** Outgoing transfers: each with the refund it settled, or unmatched (kept for Mali İşler). */
  app.get(
    '/yonetim/mali/ekstre-borc-satirlari',
    { config: MALI },
    async (request): Promise<{ data: StatementDebitLinePage }> => {
      const q = validate(statementDebitQuerySchema, request.query);
      const sayfa = q.sayfa ?? 1;
      const size = STATEMENT_LIMITS.pageSize;
      const { items, total } = await listDebitLines(app.db, {
        durum: q.durum,
        ekstreId: q.ekstreId,
        offset: (sayfa - 1) * size,
        limit: size,
      });
      return { data: { items, toplam: total, sayfa, sayfaBoyutu: size } };
    },
  );

  app.post('/yonetim/mali/ekstre-satirlari/:id/ata', { config: MALI }, async (request) => {
    const id = lineId(request);
    const { cariId } = validate(assignLineSchema, request.body, { object: true });
    return { data: await assignLine(app.db, { lineId: id, cariId, actor: auditActor(request), now: app.now() }) };
  });

  app.post('/yonetim/mali/ekstre-satirlari/:id/yok-say', { config: MALI }, async (request) => {
    const id = lineId(request);
    const { neden } = validate(setAsideLineSchema, request.body, { object: true });
    return { data: await setLineAside(app.db, { lineId: id, neden, actor: auditActor(request), now: app.now() }) };
  });

  app.get('/yonetim/mali/hesaplar', { config: MALI }, async (request) => {
    const { ara } = validate(accountSearchQuerySchema, request.query);
    return { data: await searchAccounts(app.db, ara) };
  });
};

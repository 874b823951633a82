import type { FastifyPluginAsync } from 'fastify';
import type { AuditPage } from '../../../lib/contract/staff';
import {
  AUDIT_EXPORT_MAX_ROWS,
  AUDIT_FILTER_MESSAGES as M,
  AUDIT_PAGE_SIZE,
  auditFilterSchema,
} from '../../../lib/rules/staff-audit-filter';
import { formatDate } from '../../../lib/format/date';
import { badRequest } from '../../http/errors';
import { validate } from '../../http/validate';
import { auditCsvStream } from './audit-csv';
import { type AuditRow, auditBatches, countAuditUpTo, listAudit, toAuditRecord } from './queries';
import { auditActor, recordAudit } from '../../kernel/record-audit';
import { auditTargetNames } from './target-names';

/** Rows read per query while the export streams. */
const EXPORT_BATCH = 1000;

/**
 * The audit trail for the Yönetici (docs/architecture.md §8), read only: there is no route that
 * changes or deletes a row.
 * - `GET denetim`: a page of rows, newest first, filtered; `sonraki` pages on (keyset).
 * - `GET denetim.csv`: the filtered rows as CSV (audit-csv.ts), at most AUDIT_EXPORT_MAX_ROWS:
 *   above that the answer is 400 with a message to narrow the filters, before a byte is sent.
 *   The export itself is recorded.
 */
export const auditRoutes: FastifyPluginAsync = async (app) => {
  /** Each batch with its targets' names, read as the export streams. */
  async function* namedBatches(batches: AsyncIterable<AuditRow[]>) {
    for await (const rows of batches) yield { rows, names: await auditTargetNames(app.db, rows) };
  }

  app.get(
    '/yonetim/denetim',
    { config: { roles: ['yonetici'] } },
    async (request, reply): Promise<{ data: AuditPage }> => {
      const filter = validate(auditFilterSchema, request.query);
      const rows = await listAudit(app.db, filter, AUDIT_PAGE_SIZE + 1);
      const page = rows.slice(0, AUDIT_PAGE_SIZE);
      const names = await auditTargetNames(app.db, page);
      reply.header('Cache-Control', 'no-store');
      return {
        data: {
          kayitlar: page.map((r) => toAuditRecord(r, names)),
          sonraki: rows.length > AUDIT_PAGE_SIZE ? String(page[page.length - 1].id) : null,
        },
      };
    },
  );

  app.get('/yonetim/denetim.csv', { config: { roles: ['yonetici'] } }, async (request, reply) => {
    const { sonraki: _page, ...filter } = validate(auditFilterSchema, request.query);
    const count = await countAuditUpTo(app.db, filter, AUDIT_EXPORT_MAX_ROWS + 1);
    if (count > AUDIT_EXPORT_MAX_ROWS) throw badRequest(M.exportTooLarge(AUDIT_EXPORT_MAX_ROWS));
    await recordAudit(app.db, auditActor(request), {
      islem: 'denetim.disa-aktar',
      hedefTuru: 'denetim',
      sonraki: { filtre: filter, kayit: count },
    });
    const day = formatDate(app.now()).split('.').reverse().join('-');
    return reply
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="denetim-kaydi-${day}.csv"`)
      .header('Cache-Control', 'no-store')
      .send(auditCsvStream(namedBatches(auditBatches(app.db, filter, EXPORT_BATCH))));
  });
};

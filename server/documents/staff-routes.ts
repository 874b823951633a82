import type { FastifyPluginAsync } from 'fastify';
import { DOCUMENT_FILE_NAMES, DOCUMENT_MESSAGES } from '../../lib/contract/documents';
import { documentParamsSchema } from '../../lib/rules/document-schemas';
import { readContactDetails } from '../content/queries';
import { notFound } from '../http/errors';
import { validate } from '../http/validate';
import { collectionReceiptSpec, depositReceiptSpec, institutionHeader, saleDocumentSpec } from './money-documents';
import { renderPdf } from './pdf-document';
import { collectionReceipt, depositReceipt, saleDocument } from './queries';
import { sendPdf } from './routes';

/**
 * The same money documents for Mali İşler (docs/architecture.md §9 "Documents"), of any account:
 * a bidder who lost a receipt asks the institution. Reading a document moves no money, so it writes
 * no audit row.
 */
export const staffDocumentRoutes: FastifyPluginAsync = async (app) => {
  const header = async () => institutionHeader(await readContactDetails(app.db));
  const mali = { config: { roles: ['mali' as const] } };

  app.get('/yonetim/mali/belgeler/teminat-dekontu/:id', mali, async (request, reply) => {
    const { id } = validate(documentParamsSchema, request.params);
    const data = await depositReceipt(app.db, null, id);
    if (!data) throw notFound(DOCUMENT_MESSAGES.receiptNotFound);
    const pdf = await renderPdf(depositReceiptSpec(data, await header(), app.now()));
    return sendPdf(reply, pdf, DOCUMENT_FILE_NAMES.teminatDekontu(id));
  });

  app.get('/yonetim/mali/belgeler/tahsilat-dekontu/:id', mali, async (request, reply) => {
    const { id } = validate(documentParamsSchema, request.params);
    const data = await collectionReceipt(app.db, null, id);
    if (!data) throw notFound(DOCUMENT_MESSAGES.receiptNotFound);
    const pdf = await renderPdf(collectionReceiptSpec(data, await header(), app.now()));
    return sendPdf(reply, pdf, DOCUMENT_FILE_NAMES.tahsilatDekontu(id));
  });

  app.get('/yonetim/mali/belgeler/satis-belgesi/:id', mali, async (request, reply) => {
    const { id } = validate(documentParamsSchema, request.params);
    const data = await saleDocument(app.db, null, id);
    if (!data) throw notFound(DOCUMENT_MESSAGES.saleDocumentNotFound);
    const pdf = await renderPdf(saleDocumentSpec(data, await header(), app.now()));
    return sendPdf(reply, pdf, DOCUMENT_FILE_NAMES.satisBelgesi(id));
  });
};

import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { DOCUMENT_FILE_NAMES, DOCUMENT_MESSAGES } from '../../lib/contract/documents';
import { documentParamsSchema, documentQuerySchema } from '../../lib/rules/document-schemas';
import { asciiFileName } from '../../lib/rules/upload-names';
import { assertCari } from '../auth/request-auth';
import { readContactDetails } from '../content/queries';
import type { Db } from '../db/client';
import { notFound } from '../http/errors';
import { validate } from '../http/validate';
import { collectionReceiptSpec, depositReceiptSpec, institutionHeader, saleDocumentSpec } from './money-documents';
import { renderPdf } from './pdf-document';
import { collectionReceipt, depositReceipt, saleDocument } from './queries';

/** A PDF download: attachment under an ASCII name and its UTF-8 form (RFC 6266), never cached. */
export function sendPdf(reply: FastifyReply, pdf: Buffer, name: string) {
  return reply
    .header('Content-Type', 'application/pdf')
    .header('Content-Length', String(pdf.length))
    .header('Cache-Control', 'private, no-store')
    .header('X-Content-Type-Options', 'nosniff')
    .header(
      'Content-Disposition',
      `attachment; filename="${asciiFileName(name)}"; filename*=UTF-8''${encodeURIComponent(name)}`,
    )
    .send(pdf);
}

const header = async (db: Db) => institutionHeader(await readContactDetails(db));

/**
 * The bidder's money documents (docs/architecture.md §9 "Documents"): a receipt of a deposit paid
 * in, a receipt of a won tender's balance collection, the sale document of a paid won tender.
 * `cariId` must be an account the caller acts for (403 otherwise, like every account route); a row
 * of another account, a row that is no payment, or an unpaid tender is 404 ("not found", never
 * "not yours", so ids of others are not revealed).
 */
export const documentBidderRoutes: FastifyPluginAsync = async (app) => {
  app.get('/v1/Odeme/Dekont/Teminat/:id', async (request, reply) => {
    const { id } = validate(documentParamsSchema, request.params);
    const cariId = assertCari(request, validate(documentQuerySchema, request.query).cariId);
    const data = await depositReceipt(app.db, cariId, id);
    if (!data) throw notFound(DOCUMENT_MESSAGES.receiptNotFound);
    const pdf = await renderPdf(depositReceiptSpec(data, await header(app.db), app.now()));
    return sendPdf(reply, pdf, DOCUMENT_FILE_NAMES.teminatDekontu(id));
  });

  app.get('/v1/Odeme/Dekont/Tahsilat/:id', async (request, reply) => {
    const { id } = validate(documentParamsSchema, request.params);
    const cariId = assertCari(request, validate(documentQuerySchema, request.query).cariId);
    const data = await collectionReceipt(app.db, cariId, id);
    if (!data) throw notFound(DOCUMENT_MESSAGES.receiptNotFound);
    const pdf = await renderPdf(collectionReceiptSpec(data, await header(app.db), app.now()));
    return sendPdf(reply, pdf, DOCUMENT_FILE_NAMES.tahsilatDekontu(id));
  });

  app.get('/v1/Odeme/SatisBelgesi/:id', async (request, reply) => {
    const { id } = validate(documentParamsSchema, request.params);
    const cariId = assertCari(request, validate(documentQuerySchema, request.query).cariId);
    const data = await saleDocument(app.db, cariId, id);
    if (!data) throw notFound(DOCUMENT_MESSAGES.saleDocumentNotFound);
    const pdf = await renderPdf(saleDocumentSpec(data, await header(app.db), app.now()));
    return sendPdf(reply, pdf, DOCUMENT_FILE_NAMES.satisBelgesi(id));
  });
};

import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type {
  StaffPaymentOrder,
  StaffPaymentOrderPreview,
  StaffRefundPage,
} from '../../../../lib/contract/refund-queue';
import { recordIdParamsSchema } from '../../../../lib/rules/content-schemas';
import {
  REFUND_QUEUE_PAGE_SIZE,
  prepareOrderSchema,
  rejectRefundSchema,
  refundListQuerySchema,
} from '../../../../lib/rules/refund-queue-schemas';
import { validate } from '../../../http/validate';
import { auditActor } from '../../../kernel/record-audit';
import {
  approveOrder,
  cancelOrder,
  downloadOrderFile,
  listPaymentOrders,
  listRefundRequests,
  paymentOrderPreview,
  prepareOrder,
  rejectRefundRequest,
} from './queries';

const MALI = { roles: ['mali'] } as const;

const callerId = (request: FastifyRequest) => {
  const id = request.staff?.personelId;
  if (!id) throw new Error('refund queue outside the staff scope');
  return id;
};

/**
 * The refund queue of Mali İşler (docs/architecture.md §9): list the requests, reject one with a
 * reason, prepare a payment order of waiting requests of one currency, read its preview (a summary
 * with masked IBANs), approve it (never by its preparer), cancel it, and download an approved one
 * as the bank's pain.001 file (the first download marks its requests sent). Each act and its audit
 * record commit together in one transaction (./queries.ts).
 */
export const refundQueueRoutes: FastifyPluginAsync = async (app) => {
  app.get('/yonetim/mali/iadeler', { config: MALI }, async (request): Promise<{ data: StaffRefundPage }> => {
    const q = validate(refundListQuerySchema, request.query);
    const sayfa = q.sayfa ?? 1;
    const { items, total } = await listRefundRequests(app.db, {
      durum: q.durum,
      paraBirimi: q.paraBirimi,
      offset: (sayfa - 1) * REFUND_QUEUE_PAGE_SIZE,
      limit: REFUND_QUEUE_PAGE_SIZE,
    });
    return { data: { items, toplam: total, sayfa, sayfaBoyutu: REFUND_QUEUE_PAGE_SIZE } };
  });

  app.post('/yonetim/mali/iadeler/:id/red', { config: MALI }, async (request) => {
    const { id } = validate(recordIdParamsSchema, request.params);
    const { neden } = validate(rejectRefundSchema, request.body, { object: true });
    const result = await rejectRefundRequest(app.db, auditActor(request), {
      id,
      neden,
      personelId: callerId(request),
      now: app.now(),
    });
    return { data: { id, durum: 'reddedildi', cariId: result.cariId } };
  });

  app.get('/yonetim/mali/talimatlar', { config: MALI }, async (request): Promise<{ data: StaffPaymentOrder[] }> => {
    return { data: await listPaymentOrders(app.db, callerId(request)) };
  });

  app.post('/yonetim/mali/talimatlar', { config: MALI }, async (request): Promise<{ data: StaffPaymentOrder }> => {
    const { talepIdleri } = validate(prepareOrderSchema, request.body, { object: true });
    const order = await prepareOrder(app.db, auditActor(request), {
      talepIdleri,
      personelId: callerId(request),
      now: app.now(),
    });
    return { data: order };
  });

  app.post('/yonetim/mali/talimatlar/:id/onay', { config: MALI }, async (request) => {
    const { id } = validate(recordIdParamsSchema, request.params);
    const order = await approveOrder(app.db, auditActor(request), {
      id,
      personelId: callerId(request),
      now: app.now(),
    });
    return { data: order };
  });

  app.post('/yonetim/mali/talimatlar/:id/iptal', { config: MALI }, async (request) => {
    const { id } = validate(recordIdParamsSchema, request.params);
    const order = await cancelOrder(app.db, auditActor(request), { id, personelId: callerId(request), now: app.now() });
    return { data: order };
  });

  /**
   * The preview of an order: what it pays, to whom and how much, with masked IBANs, as JSON the
   * screen shows. Not a bank file: whoever prepared an order cannot take it to the bank unapproved.
   */
  app.get(
    '/yonetim/mali/talimatlar/:id/onizleme',
    { config: MALI },
    async (request): Promise<{ data: StaffPaymentOrderPreview }> => {
      const { id } = validate(recordIdParamsSchema, request.params);
      return { data: await paymentOrderPreview(app.db, id) };
    },
  );

  /**
   * The bank file (pain.001.001.03) of an approved order, every download the same bytes; an order
   * not approved has no file (409). The first download is the refunds sent (`downloadOrderFile`).
   */
  app.get('/yonetim/mali/talimatlar/:id/dosya', { config: MALI }, async (request, reply) => {
    const { id } = validate(recordIdParamsSchema, request.params);
    const xml = await downloadOrderFile(app.db, auditActor(request), {
      id,
      personelId: callerId(request),
      now: app.now(),
    });
    return reply
      .header('Content-Type', 'application/xml; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="odeme-talimati-${id}.xml"`)
      .header('Cache-Control', 'no-store')
      .send(xml);
  });
};

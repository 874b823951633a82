import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type {
  StaffPaymentOrder,
  StaffPaymentOrderPreview,
  StaffRefundPage,
} from '../../../../lib/contract/refund-queue';
import { istanbulDay } from '../../../../lib/format/istanbul-time';
import { recordIdParamsSchema } from '../../../../lib/rules/content-schemas';
import {
  REFUND_QUEUE_MESSAGES as M,
  REFUND_QUEUE_PAGE_SIZE,
  prepareOrderSchema,
  rejectRefundSchema,
  refundListQuerySchema,
} from '../../../../lib/rules/refund-queue-schemas';
import type { Db } from '../../../db/client';
import { conflict, notFound } from '../../../http/errors';
import { validate } from '../../../http/validate';
import { institutionAccount } from '../../../money/institution-accounts';
import { auditActor, recordAudit } from '../../../kernel/record-audit';
import { buildPain001 } from './pain001';
import {
  approvePaymentOrder,
  cancelPaymentOrder,
  findPaymentOrder,
  listPaymentOrders,
  listRefundRequests,
  markOrderSent,
  orderFileData,
  paymentOrderPreview,
  preparePaymentOrder,
  rejectRefund,
} from './queries';

const MALI = { roles: ['mali'] } as const;

const callerId = (request: FastifyRequest) => {
  const id = request.staff?.personelId;
  if (!id) throw new Error('refund queue outside the staff scope');
  return id;
};

/**
 * The refund queue of Mali İşler (docs/architecture.md §10): list the requests, reject one with a
 * reason, prepare a payment order of waiting requests of one currency, read its preview (a summary
 * with masked IBANs), approve it (never by its preparer), cancel it, and download an approved one
 * as the bank's pain.001 file (the first download marks its requests sent). Each act and its audit
 * record commit together in one transaction.
 */
export const refundQueueRoutes: FastifyPluginAsync = async (app) => {
  const inTx = <T>(fn: (tx: Db) => Promise<T>) => app.db.transaction((tx) => fn(tx as unknown as Db));

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
    const actor = auditActor(request);
    const now = app.now();
    const result = await inTx(async (tx) => {
      const r = await rejectRefund(tx, { id, neden, personelId: callerId(request), now });
      await recordAudit(
        tx,
        actor,
        {
          islem: 'mali.iade-red',
          hedefTuru: 'teminat_iade_talebi',
          hedefId: id,
          onceki: { durum: 'beklemede' },
          sonraki: { durum: 'reddedildi', neden, cariId: r.cariId, tutar: r.tutar, paraBirimiId: r.paraBirimiId },
        },
        now,
      );
      return r;
    });
    return { data: { id, durum: 'reddedildi', cariId: result.cariId } };
  });

  app.get('/yonetim/mali/talimatlar', { config: MALI }, async (request): Promise<{ data: StaffPaymentOrder[] }> => {
    return { data: await listPaymentOrders(app.db, callerId(request)) };
  });

  app.post('/yonetim/mali/talimatlar', { config: MALI }, async (request): Promise<{ data: StaffPaymentOrder }> => {
    const { talepIdleri } = validate(prepareOrderSchema, request.body, { object: true });
    const actor = auditActor(request);
    const personelId = callerId(request);
    const now = app.now();
    const order = await inTx(async (tx) => {
      const o = await preparePaymentOrder(tx, { ids: talepIdleri, personelId, now });
      await recordAudit(
        tx,
        actor,
        {
          islem: 'mali.talimat-hazirla',
          hedefTuru: 'odeme_talimati',
          hedefId: o.id,
          sonraki: { durum: 'hazirlandi', talepIdleri, paraBirimiId: o.paraBirimiId, toplam: o.toplam },
        },
        now,
      );
      return o;
    });
    return { data: (await findPaymentOrder(app.db, order.id, personelId)) as StaffPaymentOrder };
  });

  app.post('/yonetim/mali/talimatlar/:id/onay', { config: MALI }, async (request) => {
    const { id } = validate(recordIdParamsSchema, request.params);
    const actor = auditActor(request);
    const personelId = callerId(request);
    const now = app.now();
    await inTx(async (tx) => {
      const { talepIdleri, mesajKimligi, debtor } = await approvePaymentOrder(tx, {
        id,
        personelId,
        now,
        debtorOf: (currency) => institutionAccount(tx, currency),
      });
      await recordAudit(
        tx,
        actor,
        {
          islem: 'mali.talimat-onay',
          hedefTuru: 'odeme_talimati',
          hedefId: id,
          onceki: { durum: 'hazirlandi' },
          sonraki: { durum: 'onaylandi', talepIdleri, mesajKimligi, borcluIban: debtor.iban },
        },
        now,
      );
    });
    return { data: await findPaymentOrder(app.db, id, personelId) };
  });

  app.post('/yonetim/mali/talimatlar/:id/iptal', { config: MALI }, async (request) => {
    const { id } = validate(recordIdParamsSchema, request.params);
    const actor = auditActor(request);
    const now = app.now();
    await inTx(async (tx) => {
      const { talepIdleri } = await cancelPaymentOrder(tx, { id });
      await recordAudit(
        tx,
        actor,
        {
          islem: 'mali.talimat-iptal',
          hedefTuru: 'odeme_talimati',
          hedefId: id,
          onceki: { durum: 'hazirlandi' },
          sonraki: { durum: 'iptal', beklemeyeDonenTalepler: talepIdleri },
        },
        now,
      );
    });
    return { data: await findPaymentOrder(app.db, id, callerId(request)) };
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
      const preview = await paymentOrderPreview(app.db, id);
      if (!preview) throw notFound(M.orderNotFound);
      return { data: preview };
    },
  );

  /**
   * The bank file (pain.001.001.03) of an approved order, built only from what its approval fixed
   * (message id, creation time, debtor, payees): every download is the same bytes, so the bank's
   * duplicate check on MsgId stops a second payment. An order not approved has no file (409). The
   * first download is the refunds sent (`markOrderSent`); they are settled by the bank statement.
   */
  app.get('/yonetim/mali/talimatlar/:id/dosya', { config: MALI }, async (request, reply) => {
    const { id } = validate(recordIdParamsSchema, request.params);
    const found = await orderFileData(app.db, id);
    if (!found) throw notFound(M.orderNotFound);
    const { order, transfers } = found;
    if (order.durum === 'iptal') throw conflict(M.orderCancelled);
    if (order.durum !== 'onaylandi' || !order.mesajKimligi || !order.dosyaOlusturmaTarihi)
      throw conflict(M.fileNeedsApproval, 'NotApproved');
    // Orders approved before the debtor was stored (migration 0010 found no account set) pay from today's.
    const debtor = order.borclu ?? (await institutionAccount(app.db, order.paraBirimi));
    if (!debtor) throw conflict(M.noInstitutionAccount);
    const xml = buildPain001({
      messageId: order.mesajKimligi,
      currency: order.paraBirimi,
      createdAt: order.dosyaOlusturmaTarihi,
      executionDate: istanbulDay(order.dosyaOlusturmaTarihi),
      debtor,
      initiatingParty: debtor.hesapAdi,
      transfers,
    });
    // The first file produced is the refund sent: the order records when and by whom, its requests
    // go 'onaylandi' → 'gonderildi', with the download's audit record, in one transaction.
    const actor = auditActor(request);
    const personelId = callerId(request);
    const now = app.now();
    await inTx(async (tx) => {
      const sent = await markOrderSent(tx, { id, personelId, now });
      await recordAudit(
        tx,
        actor,
        {
          islem: 'mali.talimat-indir',
          hedefTuru: 'odeme_talimati',
          hedefId: id,
          sonraki: {
            talepSayisi: transfers.length,
            paraBirimi: order.paraBirimi,
            mesajKimligi: order.mesajKimligi,
            ilkGonderim: sent.ilkGonderim,
            ...(sent.ilkGonderim ? { gonderilenTalepler: sent.talepIdleri } : {}),
          },
        },
        now,
      );
    });
    return reply
      .header('Content-Type', 'application/xml; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="odeme-talimati-${id}.xml"`)
      .header('Cache-Control', 'no-store')
      .send(xml);
  });
};

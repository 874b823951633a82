import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { notFound } from '../../http/errors';
import { validate } from '../../http/validate';
import { parseId } from '../../kernel/parse-id';
import type { IhaleWire } from '../../../lib/contract/wire-types';
import { TENDER_DRAFT_LIMITS, TENDER_DRAFT_MESSAGES as M } from '../../../lib/rules/tender-draft';
import {
  tenderDraftSchema,
  tenderEditSchema,
  tenderListQuerySchema,
  tenderPublishSchema,
} from '../../../lib/rules/tender-draft-schemas';
import type {
  StaffTenderDetailWire,
  StaffTenderListWire,
  StaffTenderOptionsWire,
  StaffTenderSavedWire,
} from '../../../lib/rules/tender-draft-wire';
import { auditActor } from '../../kernel/record-audit';
import { currentStaff } from '../../auth/staff/staff-scope';
import { previewTender } from './preview';
import {
  createDraft,
  editTender,
  listTenders,
  publishTender,
  tenderDetail,
  tenderOptions,
  type TenderRow,
} from './queries';

const ROLES = { roles: ['ihale'] } as const;

const tenderId = (request: FastifyRequest) => {
  const id = parseId((request.params as { id?: unknown }).id);
  if (id === null) throw notFound(M.notFound);
  return id;
};

const saved = (row: TenderRow): StaffTenderSavedWire => ({
  id: row.id,
  ihaleDurumuId: row.ihaleDurumuId,
  guncellemeTarihi: row.guncellemeTarihi.toISOString(),
});

/**
 * Tender preparation for the İhale Sorumlusu (docs/architecture.md §8, "Tenders"), under
 * /api/yonetim: the list of every tender of the portal, create and edit a draft (and a published
 * tender before its start), preview it in the public shape, publish it (211 → 212). Each change
 * writes its audit row in its own transaction (./queries); an edit or publish names the version it
 * was made on. A change to a public tender drops the page caches once committed.
 */
export const tenderPrepRoutes: FastifyPluginAsync = async (app) => {
  app.get('/yonetim/ihaleler', { config: ROLES }, async (request): Promise<{ data: StaffTenderListWire }> => {
    const q = validate(tenderListQuerySchema, request.query);
    const size = TENDER_DRAFT_LIMITS.pageSize;
    const { rows, total } = await listTenders(app.db, q, size);
    return { data: { items: rows, toplam: total, sayfa: q.sayfa, sayfaBoyutu: size } };
  });

  app.get('/yonetim/ihaleler/secenekler', { config: ROLES }, async (): Promise<{ data: StaffTenderOptionsWire }> => {
    return { data: await tenderOptions(app.db) };
  });

  app.get('/yonetim/ihaleler/:id', { config: ROLES }, async (request): Promise<{ data: StaffTenderDetailWire }> => {
    return { data: await tenderDetail(app.db, tenderId(request), app.now()) };
  });

  app.get('/yonetim/ihaleler/:id/onizleme', { config: ROLES }, async (request): Promise<{ data: IhaleWire }> => {
    return { data: await previewTender(app.db, tenderId(request), app.now()) };
  });

  app.post('/yonetim/ihaleler', { config: ROLES }, async (request, reply): Promise<{ data: StaffTenderSavedWire }> => {
    const draft = validate(tenderDraftSchema, request.body, { object: true });
    const { personelId } = currentStaff(request);
    const row = await createDraft(app.db, auditActor(request), { draft, personelId, now: app.now() });
    reply.code(201);
    return { data: saved(row) };
  });

  app.put('/yonetim/ihaleler/:id', { config: ROLES }, async (request): Promise<{ data: StaffTenderSavedWire }> => {
    const id = tenderId(request);
    const { guncellemeTarihi: version, ...draft } = validate(tenderEditSchema, request.body, { object: true });
    const row = await editTender(app.db, auditActor(request), { id, draft, version, now: app.now() });
    if (row.published) app.auctionEvents.emit({ type: 'pagesChanged', ihaleId: id });
    return { data: saved(row.updated) };
  });

  app.post(
    '/yonetim/ihaleler/:id/yayinla',
    { config: ROLES },
    async (request): Promise<{ data: StaffTenderSavedWire }> => {
      const id = tenderId(request);
      const { guncellemeTarihi: version } = validate(tenderPublishSchema, request.body, { object: true });
      const row = await publishTender(app.db, auditActor(request), { id, version, now: app.now() });
      app.auctionEvents.emit({ type: 'pagesChanged', ihaleId: id });
      return { data: saved(row) };
    },
  );
};

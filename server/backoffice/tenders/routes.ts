import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { ApiError, conflict, notFound, validationError } from '../../http/errors';
import { validate } from '../../http/validate';
import { parseId } from '../../kernel/parse-id';
import { TENDER_STATUS } from '../../../lib/contract/lookups';
import type { IhaleWire } from '../../../lib/contract/wire-types';
import { sanitizeHtml } from '../../../lib/html/sanitize-html';
import {
  dateProblems,
  isTenderEditable,
  missingForPublish,
  TENDER_DRAFT_LIMITS,
  TENDER_DRAFT_MESSAGES as M,
} from '../../../lib/rules/tender-draft';
import {
  payloadDates,
  tenderDraftSchema,
  tenderEditSchema,
  tenderListQuerySchema,
  tenderPublishSchema,
  type TenderDraft,
} from '../../../lib/rules/tender-draft-schemas';
import type {
  StaffTenderDetailWire,
  StaffTenderListWire,
  StaffTenderOptionsWire,
  StaffTenderSavedWire,
} from '../../../lib/rules/tender-draft-wire';
import { auditActor, recordAudit } from '../../kernel/record-audit';
import { currentStaff } from '../../auth/staff/staff-scope';
import { previewTender } from './preview';
import {
  draftFacts,
  insertDraft,
  listTenders,
  loadTender,
  publishDraft,
  referenceProblems,
  saveItem,
  saveTags,
  tenderOptions,
  type TenderRow,
  updateTender,
} from './queries';
import { auditSnapshot, changedFields, toDetailWire } from './tender-wire';

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

const sameVersion = (row: TenderRow, version: string) =>
  row.guncellemeTarihi.toISOString() === new Date(version).toISOString();

/**
 * Tender preparation for the İhale Sorumlusu (docs/architecture.md §9, "Tenders"), under
 * /api/yonetim: the list of every tender of the portal, create and edit a draft (and a published
 * tender before its start), preview it in the public shape, publish it (211 → 212). Each change
 * writes its audit row in its own transaction; an edit or publish names the version it was made on.
 */
export const tenderPrepRoutes: FastifyPluginAsync = async (app) => {
  /**
   * The draft's fields: its dates by the rules publishing applies (a draft may lack things, but not
   * contradict itself: the form refuses the same before sending), checked against the lookups, with
   * the description sanitised for the public page.
   */
  const checkedDraft = async <T extends TenderDraft>(draft: T): Promise<T> => {
    const dates = dateProblems(payloadDates(draft), app.now());
    if (dates.length > 0) throw validationError(dates.map((p) => p.message));
    const problems = await referenceProblems(app.db, draft);
    if (problems.length > 0) throw validationError(problems);
    return { ...draft, aciklama: sanitizeHtml(draft.aciklama) };
  };

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
    const stored = await loadTender(app.db, tenderId(request));
    if (!stored) throw notFound(M.notFound);
    return { data: toDetailWire(stored, app.now()) };
  });

  app.get('/yonetim/ihaleler/:id/onizleme', { config: ROLES }, async (request): Promise<{ data: IhaleWire }> => {
    const tender = await previewTender(app.db, tenderId(request), app.now());
    if (!tender) throw notFound(M.notFound);
    return { data: tender };
  });

  app.post('/yonetim/ihaleler', { config: ROLES }, async (request, reply): Promise<{ data: StaffTenderSavedWire }> => {
    const draft = await checkedDraft(validate(tenderDraftSchema, request.body, { object: true }));
    const staff = currentStaff(request);
    const now = app.now();
    const row = await app.db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const created = await insertDraft(tx, draft, staff.personelId, now);
      await saveItem(tx, created.id, null, draft.kalem);
      await saveTags(tx, created.id, draft.etiketler);
      const after = await loadTender(tx, created.id);
      await recordAudit(
        tx,
        auditActor(request),
        {
          islem: 'ihale.olustur',
          hedefTuru: 'ihale',
          hedefId: created.id,
          onceki: null,
          sonraki: after && auditSnapshot(after),
        },
        now,
      );
      return created;
    });
    reply.code(201);
    return { data: saved(row) };
  });

  app.put('/yonetim/ihaleler/:id', { config: ROLES }, async (request): Promise<{ data: StaffTenderSavedWire }> => {
    const id = tenderId(request);
    const { guncellemeTarihi: version, ...fields } = validate(tenderEditSchema, request.body, { object: true });
    const draft = await checkedDraft(fields);
    const now = app.now();
    const row = await app.db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const before = await loadTender(tx, id, { lock: true });
      if (!before) throw notFound(M.notFound);
      if (!isTenderEditable(before.tender.ihaleDurumuId, before.tender.baslangicTarihi, now))
        throw conflict(M.readOnly, 'ReadOnly');
      if (!sameVersion(before.tender, version)) throw conflict(M.staleEdit, 'StaleEdit');
      const published = before.tender.ihaleDurumuId === TENDER_STATUS.baslamadi;
      // The conditional UPDATE decides the race: two editors of one version, one wins, one gets 409.
      const updated = await updateTender(tx, id, draft, version, now);
      if (!updated) throw conflict(M.staleEdit, 'StaleEdit');
      if ((await saveItem(tx, id, before.item, draft.kalem)) === 'has-files') throw validationError([M.item]);
      await saveTags(tx, id, draft.etiketler);
      const after = await loadTender(tx, id);
      if (!after) throw notFound(M.notFound);
      // A published tender stays publishable: an edit cannot leave it without what publishing required.
      if (published) {
        const missing = missingForPublish(draftFacts(after), now);
        if (missing.length > 0) throw validationError(missing);
      }
      const diff = changedFields(auditSnapshot(before), auditSnapshot(after));
      await recordAudit(
        tx,
        auditActor(request),
        { islem: 'ihale.duzenle', hedefTuru: 'ihale', hedefId: id, ...diff },
        now,
      );
      return { updated, published };
    });
    if (row.published) app.auctionEvents.emit({ type: 'pagesChanged', ihaleId: id });
    return { data: saved(row.updated) };
  });

  app.post(
    '/yonetim/ihaleler/:id/yayinla',
    { config: ROLES },
    async (request): Promise<{ data: StaffTenderSavedWire }> => {
      const id = tenderId(request);
      const { guncellemeTarihi: version } = validate(tenderPublishSchema, request.body, { object: true });
      const now = app.now();
      const row = await app.db.transaction(async (t) => {
        const tx = t as unknown as Db;
        const stored = await loadTender(tx, id, { lock: true });
        if (!stored) throw notFound(M.notFound);
        if (stored.tender.ihaleDurumuId !== TENDER_STATUS.taslak) throw conflict(M.notDraft, 'NotDraft');
        if (!sameVersion(stored.tender, version)) throw conflict(M.staleEdit, 'StaleEdit');
        const missing = missingForPublish(draftFacts(stored), now);
        if (missing.length > 0) throw new ApiError(400, 'ValidationError', M.publishMissing, missing);
        // Conditional on 211 and the version: a second publish (a double click, another tab) changes nothing.
        const published = await publishDraft(tx, id, version, now);
        if (!published) throw conflict(M.notDraft, 'NotDraft');
        await recordAudit(
          tx,
          auditActor(request),
          {
            islem: 'ihale.yayinla',
            hedefTuru: 'ihale',
            hedefId: id,
            onceki: { ihaleDurumuId: TENDER_STATUS.taslak },
            sonraki: { ihaleDurumuId: TENDER_STATUS.baslamadi, yayinTarihi: published.yayinTarihi.toISOString() },
          },
          now,
        );
        return published;
      });
      app.auctionEvents.emit({ type: 'pagesChanged', ihaleId: id });
      return { data: saved(row) };
    },
  );
};

import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { StaffAnnouncement, StaffPage, StaffPortalPage } from '../../lib/contract/staff';
import { normaliseEditorHtml } from '../../lib/backoffice/rich-text';
import { type ContactDetails, contactDetailsSchema } from '../../lib/rules/contact-details';
import {
  announcementListQuerySchema,
  announcementPayloadSchema,
  announcementVisibilitySchema,
  CONTENT_LIMITS,
  CONTENT_MESSAGES as M,
  EDITABLE_PAGE_IDS,
  portalPageFormSchema,
  recordIdParamsSchema,
} from '../../lib/rules/content-schemas';
import type { Db } from '../db/client';
import { conflict, notFound, validationError } from '../http/errors';
import { validate } from '../http/validate';
import { auditActor, recordAudit } from '../kernel/record-audit';
import {
  findAnnouncement,
  findPortalPage,
  insertAnnouncement,
  listAnnouncements,
  listPortalPages,
  readContactDetails,
  setAnnouncementWithdrawn,
  updateAnnouncement,
  updatePortalPage,
  writeContactDetails,
} from './queries';

const DESTEK = { roles: ['destek'] } as const;

const pageParamsSchema = z.object({ sayfaId: recordIdParamsSchema.shape.id });

/** The stored form of rich text: the public sanitiser's output; nothing left of it is no content. */
function storedHtml(html: string): string {
  const clean = normaliseEditorHtml(html);
  if (clean === '') throw validationError([M.contentRequired]);
  return clean;
}

/** The fields of an announcement the audit trail compares. */
const auditedAnnouncement = ({ id: _id, ...rest }: StaffAnnouncement) => rest;

/**
 * Content (docs/architecture.md §9 Content), for Destek: announcements, portal pages 141–145 and
 * the contact details. Every change is audited in its own transaction and, once committed, drops
 * every instance's anonymous page cache (a pagesChanged event, docs/architecture.md §15), so public pages show it at once.
 */
export const contentAdminRoutes: FastifyPluginAsync = async (app) => {
  const inTransaction = <T>(work: (tx: Db) => Promise<T>) =>
    app.db.transaction((tx) => work(tx as unknown as Db)) as Promise<T>;

  app.get(
    '/yonetim/icerik/duyurular',
    { config: DESTEK },
    async (request): Promise<{ data: StaffPage<StaffAnnouncement> }> => {
      const q = validate(announcementListQuerySchema, request.query);
      const sayfa = q.sayfa ?? 1;
      const size = CONTENT_LIMITS.pageSize;
      const { items, total } = await listAnnouncements(app.db, { ara: q.ara, offset: (sayfa - 1) * size, limit: size });
      return { data: { items, toplam: total, sayfa, sayfaBoyutu: size } };
    },
  );

  app.get('/yonetim/icerik/duyurular/:id', { config: DESTEK }, async (request) => {
    const { id } = validate(recordIdParamsSchema, request.params);
    const found = await findAnnouncement(app.db, id);
    if (!found) throw notFound(M.announcementNotFound);
    return { data: found };
  });

  app.post('/yonetim/icerik/duyurular', { config: DESTEK }, async (request) => {
    const input = validate(announcementPayloadSchema, request.body, { object: true });
    const values = { ...input, icerik: storedHtml(input.icerik) };
    const created = await inTransaction(async (tx) => {
      const row = await insertAnnouncement(tx, values);
      await recordAudit(tx, auditActor(request), {
        islem: 'icerik.duyuru',
        hedefTuru: 'duyuru',
        hedefId: row.id,
        onceki: null,
        sonraki: auditedAnnouncement(row),
        ayrinti: 'Yeni duyuru',
      });
      return row;
    });
    app.auctionEvents.emit({ type: 'pagesChanged', ihaleId: null });
    return { data: created };
  });

  app.put('/yonetim/icerik/duyurular/:id', { config: DESTEK }, async (request) => {
    const { id } = validate(recordIdParamsSchema, request.params);
    const input = validate(announcementPayloadSchema, request.body, { object: true });
    const values = { ...input, icerik: storedHtml(input.icerik) };
    const updated = await inTransaction(async (tx) => {
      const before = await findAnnouncement(tx, id, true);
      if (!before) throw notFound(M.announcementNotFound);
      const after = await updateAnnouncement(tx, id, values);
      await recordAudit(tx, auditActor(request), {
        islem: 'icerik.duyuru',
        hedefTuru: 'duyuru',
        hedefId: id,
        onceki: auditedAnnouncement(before),
        sonraki: auditedAnnouncement(after),
        ayrinti: 'Duyuru düzenlendi',
      });
      return after;
    });
    app.auctionEvents.emit({ type: 'pagesChanged', ihaleId: null });
    return { data: updated };
  });

  app.put('/yonetim/icerik/duyurular/:id/yayin', { config: DESTEK }, async (request) => {
    const { id } = validate(recordIdParamsSchema, request.params);
    const { yayindanKaldir } = validate(announcementVisibilitySchema, request.body, { object: true });
    const changed = await inTransaction(async (tx) => {
      const after = await setAnnouncementWithdrawn(tx, id, yayindanKaldir);
      if (!after) {
        if (!(await findAnnouncement(tx, id))) throw notFound(M.announcementNotFound);
        throw conflict(yayindanKaldir ? M.alreadyWithdrawn : M.alreadyPublished);
      }
      await recordAudit(tx, auditActor(request), {
        islem: 'icerik.duyuru',
        hedefTuru: 'duyuru',
        hedefId: id,
        onceki: { yayindanKaldir: !yayindanKaldir },
        sonraki: { yayindanKaldir },
        ayrinti: yayindanKaldir ? 'Duyuru yayından kaldırıldı' : 'Duyuru yeniden yayına alındı',
      });
      return after;
    });
    app.auctionEvents.emit({ type: 'pagesChanged', ihaleId: null });
    return { data: changed };
  });

  app.get('/yonetim/icerik/sayfalar', { config: DESTEK }, async (): Promise<{ data: StaffPortalPage[] }> => {
    const pages = await listPortalPages(app.db);
    return { data: pages.filter((p) => (EDITABLE_PAGE_IDS as readonly number[]).includes(p.sayfaId)) };
  });

  const editablePageId = (request: FastifyRequest) => {
    const { sayfaId } = validate(pageParamsSchema, request.params);
    if (!(EDITABLE_PAGE_IDS as readonly number[]).includes(sayfaId)) throw notFound(M.portalPageNotFound);
    return sayfaId;
  };

  app.get('/yonetim/icerik/sayfalar/:sayfaId', { config: DESTEK }, async (request) => {
    const page = await findPortalPage(app.db, editablePageId(request));
    if (!page) throw notFound(M.portalPageNotFound);
    return { data: page };
  });

  app.put('/yonetim/icerik/sayfalar/:sayfaId', { config: DESTEK }, async (request) => {
    const sayfaId = editablePageId(request);
    const input = validate(portalPageFormSchema, request.body, { object: true });
    const values = { baslik: input.baslik, icerik: storedHtml(input.icerik) };
    const updated = await inTransaction(async (tx) => {
      const before = await findPortalPage(tx, sayfaId, true);
      if (!before) throw notFound(M.portalPageNotFound);
      const after = await updatePortalPage(tx, sayfaId, values);
      await recordAudit(tx, auditActor(request), {
        islem: 'icerik.sayfa',
        hedefTuru: 'portal_sayfa',
        hedefId: sayfaId,
        onceki: { baslik: before.baslik, icerik: before.icerik },
        sonraki: { baslik: after.baslik, icerik: after.icerik },
      });
      return after;
    });
    app.auctionEvents.emit({ type: 'pagesChanged', ihaleId: null });
    return { data: updated };
  });

  app.get(
    '/yonetim/icerik/iletisim',
    { config: DESTEK },
    async (): Promise<{ data: ContactDetails | null }> => ({
      data: await readContactDetails(app.db),
    }),
  );

  app.put('/yonetim/icerik/iletisim', { config: DESTEK }, async (request): Promise<{ data: ContactDetails }> => {
    const input = validate(contactDetailsSchema, request.body, { object: true });
    await inTransaction(async (tx) => {
      const before = await readContactDetails(tx, true);
      await writeContactDetails(tx, input, app.now());
      await recordAudit(tx, auditActor(request), {
        islem: 'icerik.iletisim',
        hedefTuru: 'portal_ayar',
        hedefId: 'iletisim',
        onceki: before,
        sonraki: input,
      });
    });
    app.auctionEvents.emit({ type: 'pagesChanged', ihaleId: null });
    return { data: input };
  });
};

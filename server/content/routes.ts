import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { StaffAnnouncement, StaffPage, StaffPortalPage } from '../../lib/contract/staff';
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
import { notFound } from '../http/errors';
import { validate } from '../http/validate';
import { auditActor } from '../kernel/record-audit';
import {
  changeAnnouncementVisibility,
  createAnnouncement,
  editAnnouncement,
  editPortalPage,
  getAnnouncement,
  getPortalPage,
  listAnnouncements,
  listEditablePortalPages,
  readContactDetails,
  saveContactDetails,
} from './queries';

const DESTEK = { roles: ['destek'] } as const;

const pageParamsSchema = z.object({ sayfaId: recordIdParamsSchema.shape.id });

/**
 * Content (docs/architecture.md §8 Content), for Destek: announcements, portal pages 141–145 and
 * the contact details. Every change is audited in its own transaction (./queries) and, once
 * committed, drops every instance's anonymous page cache (a pagesChanged event,
 * docs/architecture.md §14), so public pages show it at once.
 */
export const contentAdminRoutes: FastifyPluginAsync = async (app) => {
  /** After a change has committed: every instance's page cache drops its pages. */
  const pagesChanged = () => app.auctionEvents.emit({ type: 'pagesChanged', ihaleId: null });

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
    return { data: await getAnnouncement(app.db, id) };
  });

  app.post('/yonetim/icerik/duyurular', { config: DESTEK }, async (request) => {
    const input = validate(announcementPayloadSchema, request.body, { object: true });
    const created = await createAnnouncement(app.db, auditActor(request), input);
    pagesChanged();
    return { data: created };
  });

  app.put('/yonetim/icerik/duyurular/:id', { config: DESTEK }, async (request) => {
    const { id } = validate(recordIdParamsSchema, request.params);
    const input = validate(announcementPayloadSchema, request.body, { object: true });
    const updated = await editAnnouncement(app.db, auditActor(request), id, input);
    pagesChanged();
    return { data: updated };
  });

  app.put('/yonetim/icerik/duyurular/:id/yayin', { config: DESTEK }, async (request) => {
    const { id } = validate(recordIdParamsSchema, request.params);
    const { yayindanKaldir } = validate(announcementVisibilitySchema, request.body, { object: true });
    const changed = await changeAnnouncementVisibility(app.db, auditActor(request), id, yayindanKaldir);
    pagesChanged();
    return { data: changed };
  });

  app.get('/yonetim/icerik/sayfalar', { config: DESTEK }, async (): Promise<{ data: StaffPortalPage[] }> => {
    return { data: await listEditablePortalPages(app.db) };
  });

  const editablePageId = (request: FastifyRequest) => {
    const { sayfaId } = validate(pageParamsSchema, request.params);
    if (!(EDITABLE_PAGE_IDS as readonly number[]).includes(sayfaId)) throw notFound(M.portalPageNotFound);
    return sayfaId;
  };

  app.get('/yonetim/icerik/sayfalar/:sayfaId', { config: DESTEK }, async (request) => {
    return { data: await getPortalPage(app.db, editablePageId(request)) };
  });

  app.put('/yonetim/icerik/sayfalar/:sayfaId', { config: DESTEK }, async (request) => {
    const sayfaId = editablePageId(request);
    const input = validate(portalPageFormSchema, request.body, { object: true });
    const updated = await editPortalPage(app.db, auditActor(request), sayfaId, input);
    pagesChanged();
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
    await saveContactDetails(app.db, auditActor(request), input, app.now());
    pagesChanged();
    return { data: input };
  });
};

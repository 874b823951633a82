import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { INSTITUTION_NAME } from '../../lib/brand';
import { OPEN_DATA_PATHS } from '../../lib/contract/open-data';
import { notFound } from '../http/errors';
import { parseId, validate } from '../http/validate';
import { tenderFeed } from './atom-feed';
import { endedTenderIds, endedTenders } from './ended-tenders';
import { OCDS_PAGE_SIZE } from './ocds-constants';
import { releasePackage } from './ocds-package';
import { type ReleaseContext, tenderRelease } from './ocds-release';

const PAGE_INVALID = 'Geçersiz sayfa numarası.';
/** `sayfa`, 1-based; anything else (letters, 0, a huge number, a list) is a 400. */
const pageQuerySchema = z.object({
  sayfa: z
    .string({ error: PAGE_INVALID })
    .regex(/^\d{1,6}$/, { error: PAGE_INVALID })
    .transform(Number)
    .refine((n) => n >= 1, { error: PAGE_INVALID })
    .optional(),
});

/** Open data changes when a tender ends or is decided: a few minutes of caching by anyone is fine. */
const CACHE = 'public, max-age=300';

/**
 * Open data (docs/architecture.md §13), all public and anonymous: the OCDS release package of one
 * ended tender, the bulk package of all of them a page at a time, and the Atom feed that
 * /ihaleler/feed.xml serves. Every absolute address is built from the configured origins, never
 * from the request's Host header.
 */
export const openDataPublicRoutes: FastifyPluginAsync = async (app) => {
  const ctx: ReleaseContext = {
    ocidPrefix: app.config.ocdsOcidPrefix,
    publicOrigin: app.config.publicOrigin,
    institutionName: INSTITUTION_NAME,
  };
  const base = `${app.config.portalApiUrl}${OPEN_DATA_PATHS.ocdsPackages}`;
  const pkg = (uri: string, releases: ReturnType<typeof tenderRelease>[], now: Date, next?: string) =>
    releasePackage({
      uri,
      publisherName: INSTITUTION_NAME,
      publicOrigin: app.config.publicOrigin,
      publishedDate: now,
      releases,
      next,
    });

  app.get('/acik-veri/ocds/ihaleler/:id', async (request, reply) => {
    const id = parseId((request.params as { id?: unknown }).id);
    const now = app.now();
    // Unknown, running, draft, withdrawn or unpublished: all answer exactly as missing.
    const [tender] = id === null ? [] : await endedTenders(app.db, now, [id]);
    if (!tender) throw notFound('İhale bulunamadı.');
    reply.header('Cache-Control', CACHE);
    return pkg(`${base}/${tender.id}`, [tenderRelease(tender, ctx, now)], now);
  });

  app.get('/acik-veri/ocds/ihaleler', async (request, reply) => {
    const { sayfa = 1 } = validate(pageQuerySchema, request.query);
    const now = app.now();
    const ids = await endedTenderIds(app.db, now, (sayfa - 1) * OCDS_PAGE_SIZE, OCDS_PAGE_SIZE + 1);
    const more = ids.length > OCDS_PAGE_SIZE;
    const tenders = await endedTenders(app.db, now, ids.slice(0, OCDS_PAGE_SIZE));
    // A release package holds at least one release: an empty page (past the end, or no ended tender yet) is missing.
    if (tenders.length === 0) throw notFound('Bu sayfada yayımlanmış ihale yok.');
    reply.header('Cache-Control', CACHE);
    return pkg(
      sayfa === 1 ? base : `${base}?sayfa=${sayfa}`,
      tenders.map((t) => tenderRelease(t, ctx, now)),
      now,
      more ? `${base}?sayfa=${sayfa + 1}` : undefined,
    );
  });

  app.get('/acik-veri/ihaleler/feed.xml', async (_request, reply) => {
    const xml = await tenderFeed(app.db, app.now(), app.config.publicOrigin);
    reply.header('Cache-Control', CACHE).type('application/atom+xml; charset=utf-8');
    return xml;
  });
};

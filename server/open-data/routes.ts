import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { INSTITUTION_NAME } from '../../lib/brand';
import { OPEN_DATA_PATHS } from '../../lib/contract/open-data';
import { notFound } from '../http/errors';
import { validate } from '../http/validate';
import { parseId } from '../kernel/parse-id';
import { tenderFeed } from './atom-feed';
import { endedTenderIds, endedTenders } from './ended-tenders';
import { OCDS_PAGE_SIZE } from './ocds-constants';
import { recordPackage, releasePackage } from './ocds-package';
import type { ReleaseContext } from './ocds-release';
import { publishedReleases } from './published-releases';

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
 * Open data (docs/architecture.md §12), all public and anonymous: the OCDS release package of one
 * ended tender (every release it has had), its record package (the same releases and the compiled
 * release), the bulk release and record packages of all of them a page at a time, and the Atom feed
 * that /ihaleler/feed.xml serves. Reading a tender publishes its changed state as a new release
 * (published-releases.ts). Every absolute address is built from the configured origins, never
 * from the request's Host header.
 */
export const openDataPublicRoutes: FastifyPluginAsync = async (app) => {
  const ctx: ReleaseContext = {
    ocidPrefix: app.config.ocdsOcidPrefix,
    publicOrigin: app.config.publicOrigin,
    institutionName: INSTITUTION_NAME,
  };
  const releasesBase = `${app.config.portalApiUrl}${OPEN_DATA_PATHS.ocdsPackages}`;
  const recordsBase = `${app.config.portalApiUrl}${OPEN_DATA_PATHS.ocdsRecords}`;
  const meta = (uri: string, now: Date, next?: string) => ({
    uri,
    publisherName: INSTITUTION_NAME,
    publicOrigin: app.config.publicOrigin,
    publishedDate: now,
    next,
  });

  /** One ended tender's published releases, oldest first; anything else answers exactly as missing. */
  const oneTender = async (rawId: unknown, now: Date) => {
    const id = parseId(rawId);
    // Unknown, running, draft, withdrawn or unpublished: all answer exactly as missing.
    const [tender] = id === null ? [] : await endedTenders(app.db, now, [id]);
    if (!tender) throw notFound('İhale bulunamadı.');
    const releases = (await publishedReleases(app.db, [tender], ctx, now)).get(tender.id) ?? [];
    return { id: tender.id, releases };
  };

  /** One page of ended tenders, newest end first, each with its published releases oldest first. */
  const onePage = async (query: unknown, now: Date) => {
    const { sayfa = 1 } = validate(pageQuerySchema, query);
    const ids = await endedTenderIds(app.db, now, (sayfa - 1) * OCDS_PAGE_SIZE, OCDS_PAGE_SIZE + 1);
    const tenders = await endedTenders(app.db, now, ids.slice(0, OCDS_PAGE_SIZE));
    // A package holds at least one release or record: an empty page (past the end, or no ended tender yet) is missing.
    if (tenders.length === 0) throw notFound('Bu sayfada yayımlanmış ihale yok.');
    const published = await publishedReleases(app.db, tenders, ctx, now);
    const page = (base: string) => (sayfa === 1 ? base : `${base}?sayfa=${sayfa}`);
    return {
      chains: tenders.map((t) => published.get(t.id) ?? []),
      uri: page,
      next: ids.length > OCDS_PAGE_SIZE ? (base: string) => `${base}?sayfa=${sayfa + 1}` : undefined,
    };
  };

  app.get('/acik-veri/ocds/ihaleler/:id', async (request, reply) => {
    const now = app.now();
    const { id, releases } = await oneTender((request.params as { id?: unknown }).id, now);
    reply.header('Cache-Control', CACHE);
    return releasePackage({ ...meta(`${releasesBase}/${id}`, now), releases });
  });

  app.get('/acik-veri/ocds/ihaleler', async (request, reply) => {
    const now = app.now();
    const { chains, uri, next } = await onePage(request.query, now);
    reply.header('Cache-Control', CACHE);
    return releasePackage({ ...meta(uri(releasesBase), now, next?.(releasesBase)), releases: chains.flat() });
  });

  app.get('/acik-veri/ocds/kayitlar/:id', async (request, reply) => {
    const now = app.now();
    const { id, releases } = await oneTender((request.params as { id?: unknown }).id, now);
    reply.header('Cache-Control', CACHE);
    return recordPackage({
      ...meta(`${recordsBase}/${id}`, now),
      chains: [releases],
      packages: [`${releasesBase}/${id}`],
    });
  });

  app.get('/acik-veri/ocds/kayitlar', async (request, reply) => {
    const now = app.now();
    const { chains, uri, next } = await onePage(request.query, now);
    reply.header('Cache-Control', CACHE);
    return recordPackage({
      ...meta(uri(recordsBase), now, next?.(recordsBase)),
      chains,
      packages: [uri(releasesBase)],
    });
  });

  app.get('/acik-veri/ihaleler/feed.xml', async (_request, reply) => {
    const xml = await tenderFeed(app.db, app.now(), app.config.publicOrigin);
    reply.header('Cache-Control', CACHE).type('application/atom+xml; charset=utf-8');
    return xml;
  });
};

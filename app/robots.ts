import type { MetadataRoute } from 'next';
import { getPublicConfig } from '@/lib/config';
import { GUARDED_PATHS } from '@/lib/session/route-guard';

// Rendered per request: the origin is runtime configuration, so one build serves any host.
export const dynamic = 'force-dynamic';

/**
 * The parts of the API that exist to be harvested (docs/architecture.md §10–13): the OCDS packages
 * and the API's Atom feed (server/open-data/routes.ts), the public OData service with its service
 * document and $metadata (server/odata/service.ts; its per-caller sets answer 401 to a crawler and
 * hold nothing public), and the verifiable bid records (server/transparency/routes.ts: the verifier
 * key, each tender's checkpoint, entries and inclusion proofs). RFC 9309 §2.2.2: the longest
 * matching path wins, so each of these beats `Disallow: /api/` and the rest of the API stays out.
 */
const HARVESTED_API_PATHS = ['/api/acik-veri/', '/api/external-odata/', '/api/seffaflik/'] as const;

/**
 * Crawlers may read the public portal and the open data; account areas, the back-office, the login
 * return page and the rest of the API stay out. No `Host` line: it is not an RFC 9309 record (the
 * sitemap's absolute addresses name the origin).
 */
export default function robots(): MetadataRoute.Robots {
  const { publicOrigin } = getPublicConfig();
  return {
    rules: {
      userAgent: '*',
      allow: ['/', ...HARVESTED_API_PATHS],
      // Every page behind the login guard (one list: lib/session/route-guard.ts), so a new profile
      // page cannot be forgotten here.
      disallow: ['/api/', '/auth/', '/callback', ...GUARDED_PATHS, '/yonetim'],
    },
    sitemap: `${publicOrigin}/sitemap.xml`,
  };
}

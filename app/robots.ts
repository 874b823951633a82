import type { MetadataRoute } from 'next';
import { getPublicConfig } from '@/lib/config';
import { GUARDED_PATHS } from '@/lib/session/route-guard';

// Rendered per request: the origin is runtime configuration, so one build serves any host.
export const dynamic = 'force-dynamic';

/** Crawlers may read the public portal; account areas, the back-office, the login return page and the API stay out. */
export default function robots(): MetadataRoute.Robots {
  const { publicOrigin } = getPublicConfig();
  return {
    rules: {
      userAgent: '*',
      allow: '/',
      // Every page behind the login guard (one list: lib/session/route-guard.ts), so a new profile
      // page cannot be forgotten here.
      disallow: ['/api/', '/auth/', '/callback', ...GUARDED_PATHS, '/yonetim'],
    },
    sitemap: `${publicOrigin}/sitemap.xml`,
    host: publicOrigin,
  };
}

import type { MetadataRoute } from 'next';
import { getPublicConfig } from '@/lib/config';

// Rendered per request: the origin is runtime configuration, so one build serves any host.
export const dynamic = 'force-dynamic';

/** Crawlers may read the public portal; account areas, the back-office, the login return page and the API stay out. */
export default function robots(): MetadataRoute.Robots {
  const { publicOrigin } = getPublicConfig();
  return {
    rules: {
      userAgent: '*',
      allow: '/',
      disallow: [
        '/api/',
        '/auth/',
        '/callback',
        '/hesabim',
        '/finansal-bilgilerim',
        '/firmalarim',
        '/katildigim-ihaleler',
        '/favori-ihaleler',
        '/profil-iletisim',
        '/yonetim',
      ],
    },
    sitemap: `${publicOrigin}/sitemap.xml`,
    host: publicOrigin,
  };
}

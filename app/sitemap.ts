import type { MetadataRoute } from 'next';
import { getPublicConfig } from '@/lib/config';
import { ARCHIVE_PATH } from '@/lib/rules/tender-archive';
import { fetchSitemapAnnouncements, fetchSitemapTenders, type SitemapEntry } from '@/lib/api/sitemap';

const STATIC_PATHS = [
  '/',
  '/ihaleler',
  ARCHIVE_PATH,
  '/duyurular',
  '/iletisim',
  '/acik-veri',
  '/portal-hakkinda/uyelik-sartlari',
  '/portal-hakkinda/kvkk-metni',
  '/portal-hakkinda/kullanici-sozlesmesi',
  '/yardim/sikca-sorulan-sorular',
  '/yardim/portal-kullanim-kilavuzu',
  '/yardim/cerez-politikasi',
];

// Rendered per request (the list changes as tenders are published), cached by the data cache.
export const dynamic = 'force-dynamic';

/** Public pages, every public tender (finished ones too: their pages state the result) and every announcement, with absolute URLs. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const { publicOrigin } = getPublicConfig();
  // A failing set leaves its part out rather than failing the whole sitemap.
  const [tenders, announcements] = await Promise.all([
    fetchSitemapTenders().catch((): SitemapEntry[] => []),
    fetchSitemapAnnouncements().catch((): SitemapEntry[] => []),
  ]);
  const date = (iso: string) => (iso && !Number.isNaN(Date.parse(iso)) ? new Date(iso) : undefined);
  return [
    ...STATIC_PATHS.map((p) => ({ url: `${publicOrigin}${p}`, changeFrequency: 'daily' as const })),
    ...tenders.map((t) => ({
      url: `${publicOrigin}/ihaleler/${t.id}`,
      lastModified: date(t.lastModified),
      changeFrequency: 'hourly' as const,
    })),
    ...announcements.map((a) => ({
      url: `${publicOrigin}/duyurular/${a.id}`,
      lastModified: date(a.lastModified),
      changeFrequency: 'weekly' as const,
    })),
  ];
}

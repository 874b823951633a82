import { resolveRobots } from 'next/dist/build/webpack/loaders/metadata/resolve-route-data';
// An independent RFC 9309 reader (longest match wins, Allow on a tie), not our own rules.
import robotsParser from 'robots-parser';
import { getPublicConfig } from '@/lib/config';
import { OPEN_DATA_PATHS } from '@/lib/contract/open-data';
import { GUARDED_PATHS } from '@/lib/session/route-guard';
import robots from './robots';

/** The robots.txt as Next serves it (the same renderer its metadata route uses), read by the parser. */
function served() {
  const { publicOrigin } = getPublicConfig();
  const text = resolveRobots(robots());
  return { text, origin: publicOrigin, parser: robotsParser(`${publicOrigin}/robots.txt`, text) };
}

/** The API's path on the portal's origin (`/api` unless PORTAL_API_URL says otherwise). */
const apiPath = () => new URL(getPublicConfig().portalApiUrl).pathname.replace(/\/$/, '');

describe('robots.txt', () => {
  it('keeps crawlers out of every guarded profile page, the back office, the API and the login return', () => {
    const rules = robots().rules;
    const disallow = (Array.isArray(rules) ? rules[0] : rules).disallow;
    expect(disallow).toEqual(
      expect.arrayContaining([...GUARDED_PATHS, '/bildirimler', '/yonetim', '/api/', '/auth/', '/callback']),
    );
  });

  it('lets crawlers harvest the open data, the OData service and the bid records (RFC 9309 longest match)', () => {
    const { parser, origin } = served();
    const api = apiPath();
    expect(api).toBe('/api');
    const harvested = [
      `${api}${OPEN_DATA_PATHS.ocdsPackages}`,
      `${api}${OPEN_DATA_PATHS.ocdsPackages}?sayfa=2`,
      `${api}${OPEN_DATA_PATHS.ocdsPackages}/42`,
      `${api}${OPEN_DATA_PATHS.feedSource}`,
      `${api}/external-odata/`,
      `${api}/external-odata/$metadata`,
      `${api}/external-odata/HerkeseAcikIhaleAnaSayfaOData?$top=5&$count=true`,
      `${api}/external-odata/SonuclananIhaleOData`,
      `${api}/seffaflik/anahtar`,
      `${api}/seffaflik/ihaleler/42/checkpoint`,
      `${api}/seffaflik/ihaleler/42/kayitlar`,
      `${api}/seffaflik/ihaleler/42/kanit?sira=0`,
    ];
    for (const path of harvested) expect([path, parser.isAllowed(`${origin}${path}`)]).toEqual([path, true]);
  });

  it('still lets crawlers read the public pages, the site feed and the verifier page', () => {
    const { parser, origin } = served();
    for (const path of [
      '/',
      '/ihaleler',
      '/ihaleler/42',
      '/ihaleler/42/kayit',
      OPEN_DATA_PATHS.tenderFeed,
      '/acik-veri',
    ]) {
      expect([path, parser.isAllowed(`${origin}${path}`)]).toEqual([path, true]);
    }
  });

  it('keeps the rest of the API, the sign-in, the accounts and the back office out', () => {
    const { parser, origin } = served();
    const api = apiPath();
    const kept = [
      `${api}/`,
      `${api}/ihaleler`,
      `${api}/yonetim/ben`,
      `${api}/acik-verix`,
      `${api}/seffaflikx/anahtar`,
      `${api}/external-odatax`,
      '/auth/connect/token',
      '/callback',
      '/callback?code=x',
      '/yonetim',
      '/yonetim/ihaleler',
      ...GUARDED_PATHS,
      ...GUARDED_PATHS.map((p) => `${p}/alt`),
    ];
    for (const path of kept) expect([path, parser.isAllowed(`${origin}${path}`)]).toEqual([path, false]);
  });

  it('writes only RFC 9309 records and the sitemap: no Host line', () => {
    const { text, parser, origin } = served();
    const records = text.split('\n').filter((line) => line.trim() !== '');
    for (const line of records) expect(line).toMatch(/^(User-Agent|Allow|Disallow|Sitemap): \S+$/);
    expect(text).not.toMatch(/^host:/im);
    expect(parser.getPreferredHost()).toBeNull();
    expect(parser.getSitemaps()).toEqual([`${origin}/sitemap.xml`]);
  });
});

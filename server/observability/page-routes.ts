/**
 * The route pattern of a page request, for metric labels and access logs: a small fixed set, so
 * raw ids and arbitrary paths never become label values. Keep in step with app/ (a page missing
 * here is still counted, as `other`).
 */
const STATIC_PAGES = new Set([
  '/',
  '/ihaleler',
  '/ihaleler/sonuclanan',
  '/duyurular',
  '/callback',
  '/iletisim',
  '/sartlar',
  '/yardim',
  '/yardim/cerez-politikasi',
  '/yardim/portal-kullanim-kilavuzu',
  '/yardim/sikca-sorulan-sorular',
  '/portal-hakkinda/kullanici-sozlesmesi',
  '/portal-hakkinda/kvkk-metni',
  '/portal-hakkinda/uyelik-sartlari',
  '/hesabim',
  '/firmalarim',
  '/favori-ihaleler',
  '/katildigim-ihaleler',
  '/profil-iletisim',
  '/bildirimler',
  '/finansal-bilgilerim',
  '/finansal-bilgilerim/banka-bilgileri',
  '/finansal-bilgilerim/finansal-ozet',
  '/finansal-bilgilerim/teminat-bilgileri',
]);

const DYNAMIC_PAGES: Array<[RegExp, string]> = [
  [/^\/ihaleler\/[^/]+$/, '/ihaleler/[id]'],
  [/^\/duyurular\/[^/]+$/, '/duyurular/[id]'],
];

const PREFIXES: Array<[string, string]> = [
  ['/_next/static/', '/_next/static'],
  ['/_next/image', '/_next/image'],
  ['/_next/', '/_next'],
  ['/media/', '/media'],
  ['/logos/', '/logos'],
];

export function pageRoute(url: string): string {
  let path = url.split('?')[0].split('#')[0];
  if (path.length > 1 && path.endsWith('/')) path = path.slice(0, -1);
  if (STATIC_PAGES.has(path)) return path;
  for (const [re, pattern] of DYNAMIC_PAGES) if (re.test(path)) return pattern;
  for (const [prefix, pattern] of PREFIXES) if (path.startsWith(prefix)) return pattern;
  return 'other';
}

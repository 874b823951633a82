/** The public header menu of docs/spec.md §2, in order. Shared by the desktop bar, the mobile menu and the footer. */
export interface NavLink {
  label: string;
  href: string;
}

export interface NavGroup {
  label: string;
  /** Every path under this prefix belongs to the group (e.g. /yardim/cerez-politikasi). */
  basePath: string;
  children: NavLink[];
}

export type NavItem = NavLink | NavGroup;

export const isNavGroup = (item: NavItem): item is NavGroup => 'children' in item;

export const PORTAL_HAKKINDA_LINKS: NavLink[] = [
  { label: 'Üyelik Şartları', href: '/portal-hakkinda/uyelik-sartlari' },
  { label: 'KVKK Metni', href: '/portal-hakkinda/kvkk-metni' },
  { label: 'Kullanıcı Sözleşmesi', href: '/portal-hakkinda/kullanici-sozlesmesi' },
];

export const YARDIM_LINKS: NavLink[] = [
  { label: 'Sıkça Sorulan Sorular', href: '/yardim/sikca-sorulan-sorular' },
  { label: 'Portal Kullanım Kılavuzu', href: '/yardim/portal-kullanim-kilavuzu' },
];

export const COOKIE_POLICY_LINK: NavLink = { label: 'Çerez Politikası', href: '/yardim/cerez-politikasi' };

export const MAIN_NAV: NavItem[] = [
  { label: 'Ana Sayfa', href: '/' },
  { label: 'İhaleler', href: '/ihaleler' },
  { label: 'Portal Hakkında', basePath: '/portal-hakkinda', children: PORTAL_HAKKINDA_LINKS },
  { label: 'Duyurular', href: '/duyurular' },
  { label: 'Yardım', basePath: '/yardim', children: YARDIM_LINKS },
  { label: 'İletişim', href: '/iletisim' },
];

/** Drops the query, hash and trailing slash so '/duyurular/' and '/duyurular?sayfa=2' compare equal. */
export function normalizePath(path: string | null | undefined): string {
  const bare = (path ?? '/').split(/[?#]/)[0] || '/';
  return bare.length > 1 ? bare.replace(/\/+$/, '') || '/' : bare;
}

/** Whether `pathname` is `href` itself or a page below it ('/' only matches the home page). */
export function isPathWithin(pathname: string, href: string): boolean {
  const p = normalizePath(pathname);
  const h = normalizePath(href);
  if (h === '/') return p === '/';
  return p === h || p.startsWith(`${h}/`);
}

/** The link the user is on: exactly that page (aria-current="page"). Detail pages mark their section. */
export function isLinkActive(pathname: string, href: string): boolean {
  return isPathWithin(pathname, href);
}

export function isGroupActive(pathname: string, group: NavGroup): boolean {
  return isPathWithin(pathname, group.basePath) || group.children.some((c) => isPathWithin(pathname, c.href));
}

/** Index of the top-level item that carries the active underline, or -1 (e.g. on /sartlar). */
export function activeNavIndex(pathname: string, items: NavItem[] = MAIN_NAV): number {
  return items.findIndex((item) =>
    isNavGroup(item) ? isGroupActive(pathname, item) : isLinkActive(pathname, item.href),
  );
}

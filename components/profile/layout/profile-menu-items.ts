/** The profile area's left menu (docs/spec.md §2), in order. */
export interface ProfileMenuItem {
  href: string;
  label: string;
  children?: ProfileMenuItem[];
}

export const PROFILE_MENU: readonly ProfileMenuItem[] = [
  { href: '/hesabim', label: 'Hesabım' },
  {
    href: '/finansal-bilgilerim',
    label: 'Finansal Bilgilerim',
    children: [
      { href: '/finansal-bilgilerim/finansal-ozet', label: 'Finansal Özet' },
      { href: '/finansal-bilgilerim/teminat-bilgileri', label: 'Teminat Bilgileri' },
      { href: '/finansal-bilgilerim/banka-bilgileri', label: 'Banka Bilgileri' },
    ],
  },
  { href: '/firmalarim', label: 'Firmalarım' },
  { href: '/katildigim-ihaleler', label: 'Katıldığım İhalelerim' },
  { href: '/favori-ihaleler', label: 'Favori İhalelerim' },
  { href: '/profil-iletisim', label: 'İletişim' },
  { href: '/bildirimler', label: 'Bildirimler' },
];

/** Whether the path is the item's page or below it ('/firmalarim/…'), ignoring a trailing slash. */
export function isUnder(pathname: string, href: string): boolean {
  const p = pathname.replace(/\/+$/, '') || '/';
  return p === href || p.startsWith(`${href}/`);
}

/** The page entries (leaves) in menu order: what the narrow-screen select offers. */
export function menuLeaves(
  items: readonly ProfileMenuItem[] = PROFILE_MENU,
): Array<ProfileMenuItem & { group?: string }> {
  return items.flatMap((i) => (i.children ? i.children.map((c) => ({ ...c, group: i.label })) : [i]));
}

/** The leaf the path belongs to (the one marked aria-current), or null outside the area. */
export function activeLeaf(pathname: string, items: readonly ProfileMenuItem[] = PROFILE_MENU): ProfileMenuItem | null {
  return menuLeaves(items).find((l) => isUnder(pathname, l.href)) ?? null;
}

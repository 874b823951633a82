import type { StaffRole } from '../contract/staff';

/**
 * The back-office menu (docs/architecture.md §8): each section with the roles that may open it.
 * The menu shows a staff member only their sections; the API checks the same roles.
 */
export interface StaffNavItem {
  href: string;
  label: string;
  description: string;
  roles: readonly StaffRole[];
}

export const STAFF_NAV: readonly StaffNavItem[] = [
  {
    href: '/yonetim/ihaleler',
    label: 'İhaleler',
    description: 'İhale hazırlama, yayın, izleme ve sonuçlandırma',
    roles: ['ihale'],
  },
  {
    href: '/yonetim/destek',
    label: 'Destek Talepleri',
    description: 'Teklif verenlerin soruları ve yanıtları',
    roles: ['destek'],
  },
  {
    href: '/yonetim/icerik',
    label: 'İçerik',
    description: 'Duyurular, ana sayfa slider, portal sayfaları ve iletişim bilgileri',
    roles: ['destek'],
  },
  {
    href: '/yonetim/mali/ekstreler',
    label: 'Banka Ekstreleri',
    description: 'Havale/EFT ile gelen teminatlar: ekstre yükleme ve eşleşmeyen satırlar',
    roles: ['mali'],
  },
  {
    href: '/yonetim/mali/iadeler',
    label: 'Teminat İadeleri',
    description: 'İade talepleri, ödeme talimatı hazırlama ve dört göz onayı',
    roles: ['mali'],
  },
  {
    href: '/yonetim/mali/kart-uyusmazliklari',
    label: 'Kart Ödemesi Uyuşmazlıkları',
    description: 'Bankanın onaylayıp portalın işlemediği kart ödemeleri: karta iade veya teminata aktarma',
    roles: ['mali'],
  },
  {
    href: '/yonetim/mali/mutabakat',
    label: 'Mutabakat',
    description: 'Günlük banka ve sanal POS hareketleri ile portal kayıtlarının karşılaştırması ve farkların nedenleri',
    roles: ['mali'],
  },
  {
    href: '/yonetim/mali/odemeler',
    label: 'Satış Ödemeleri',
    description: 'Kazanılan ihalelerin ödeme takibi, yanan teminatlar ve ikinci teklif sahibine teklifler',
    roles: ['mali'],
  },
  {
    href: '/yonetim/personel',
    label: 'Personel ve Roller',
    description: 'Kurum personeli, rolleri ve doğrulama uygulamaları',
    roles: ['yonetici'],
  },
  {
    href: '/yonetim/denetim',
    label: 'Denetim Kaydı',
    description: 'Tüm personel işlemlerinin değiştirilemez kaydı',
    roles: ['yonetici'],
  },
];

export const navFor = (roles: readonly StaffRole[]) => STAFF_NAV.filter((i) => i.roles.some((r) => roles.includes(r)));

/** Whether a staff member may open the section a path belongs to (the dashboard: everyone). */
export function mayOpen(pathname: string, roles: readonly StaffRole[]): boolean {
  const item = STAFF_NAV.find((i) => pathname === i.href || pathname.startsWith(`${i.href}/`));
  return !item || item.roles.some((r) => roles.includes(r));
}

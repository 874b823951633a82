import Link from 'next/link';
import { Icon } from '@/components/ui/icon';
import { FacebookIcon } from '@/components/ui/icons/facebook';
import { InstagramIcon } from '@/components/ui/icons/instagram';
import type { IconDef } from '@/components/ui/icon';
import { LinkedInIcon } from '@/components/ui/icons/linked-in';
import { XIcon } from '@/components/ui/icons/x';
import { YouTubeIcon } from '@/components/ui/icons/you-tube';
import { INSTITUTION_NAME, PORTAL_NAME } from '@/lib/brand';
import { OPEN_DATA_PATHS } from '@/lib/contract/open-data';
import { ARCHIVE_PATH, ARCHIVE_TITLE } from '@/lib/rules/tender-archive';
import { COOKIE_POLICY_LINK, PORTAL_HAKKINDA_LINKS, YARDIM_LINKS, type NavLink } from './nav-items';
import { SOCIAL_LINKS, type SocialLink } from './social-links';
import styles from './footer.module.css';

const ICONS: Record<SocialLink['network'], IconDef> = {
  x: XIcon,
  facebook: FacebookIcon,
  instagram: InstagramIcon,
  youtube: YouTubeIcon,
  linkedin: LinkedInIcon,
};

const COLUMNS: Array<{ title: string; links: NavLink[] }> = [
  { title: 'Portal Hakkında', links: PORTAL_HAKKINDA_LINKS },
  { title: 'Yardım', links: [...YARDIM_LINKS, COOKIE_POLICY_LINK] },
  {
    title: 'Hızlı Erişim',
    links: [
      { label: 'İhaleler', href: '/ihaleler' },
      { label: ARCHIVE_TITLE, href: ARCHIVE_PATH },
      { label: 'Duyurular', href: '/duyurular' },
      { label: 'İletişim', href: '/iletisim' },
      { label: 'Açık Veri', href: OPEN_DATA_PATHS.page },
    ],
  },
];

/** '© 2026 Kurum A.Ş. Tüm hakları saklıdır.': the sentence's full stop is not doubled after 'A.Ş.'. */
export function copyrightLine(year: number, institution = INSTITUTION_NAME): string {
  return `© ${year} ${institution}${institution.endsWith('.') ? '' : '.'} Tüm hakları saklıdır.`;
}

/** The footer of docs/spec.md §2: contract and help pages, announcements, contact, social links, copyright. */
export function SiteFooter({ year = new Date().getFullYear() }: { year?: number }) {
  return (
    <footer className={styles.footer}>
      <div className={styles.columns}>
        <div>
          <p className={styles.portalName}>{PORTAL_NAME}</p>
          <p className={styles.about}>
            {INSTITUTION_NAME} hurda, atık ve ihtiyaç fazlası malzemelerinin herkese açık elektronik satış ihaleleri.
          </p>
          <ul aria-label="Sosyal medya hesaplarımız" className={styles.social}>
            {SOCIAL_LINKS.map((s) => (
              <li key={s.network}>
                <a
                  href={s.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`${s.label} (yeni sekmede açılır)`}
                  className={styles.socialLink}
                >
                  <Icon def={ICONS[s.network]} size={20} />
                </a>
              </li>
            ))}
          </ul>
        </div>
        {COLUMNS.map((col) => (
          <nav key={col.title} aria-label={col.title}>
            <h2 className={styles.columnTitle}>{col.title}</h2>
            <ul className={styles.links}>
              {col.links.map((l) => (
                <li key={l.href}>
                  <Link href={l.href} className={styles.link}>
                    {l.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className={styles.bottom}>
        <p className={styles.copyright}>{copyrightLine(year)}</p>
      </div>
    </footer>
  );
}

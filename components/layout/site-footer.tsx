import Box from '@mui/material/Box';
import XIcon from '@mui/icons-material/X';
import FacebookIcon from '@mui/icons-material/Facebook';
import InstagramIcon from '@mui/icons-material/Instagram';
import YouTubeIcon from '@mui/icons-material/YouTube';
import LinkedInIcon from '@mui/icons-material/LinkedIn';
import { INSTITUTION_NAME, PORTAL_NAME } from '@/lib/config';
import { COOKIE_POLICY_LINK, PORTAL_HAKKINDA_LINKS, YARDIM_LINKS, type NavLink } from './nav-items';
import { SOCIAL_LINKS, type SocialLink } from './social-links';
import { LinkBox } from '@/components/common/links';

const ICONS: Record<SocialLink['network'], typeof XIcon> = {
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
      { label: 'Duyurular', href: '/duyurular' },
      { label: 'İletişim', href: '/iletisim' },
    ],
  },
];

const linkSx = {
  color: '#dce6f0',
  textDecoration: 'none',
  borderRadius: 0.5,
  '&:hover': { color: '#fff', textDecoration: 'underline' },
  '&:focus-visible': { outline: '3px solid #fff', outlineOffset: 2 },
} as const;

/** '© 2026 Kurum A.Ş. Tüm hakları saklıdır.': the sentence's full stop is not doubled after 'A.Ş.'. */
export function copyrightLine(year: number, institution = INSTITUTION_NAME): string {
  return `© ${year} ${institution}${institution.endsWith('.') ? '' : '.'} Tüm hakları saklıdır.`;
}

/** The footer of SPEC §2: contract and help pages, announcements, contact, social links, copyright. */
export function SiteFooter({ year = new Date().getFullYear() }: { year?: number }) {
  return (
    <Box component="footer" sx={{ bgcolor: 'primary.dark', color: '#dce6f0', mt: 'auto' }}>
      <Box
        sx={{
          maxWidth: 1366,
          mx: 'auto',
          px: { xs: 2.5, sm: 3 },
          py: { xs: 5, sm: 6 },
          display: 'grid',
          gap: { xs: 4, sm: 5 },
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1.4fr 1fr 1fr 1fr' },
        }}
      >
        <Box>
          <Box component="p" sx={{ m: 0, fontSize: '1.25rem', fontWeight: 700, color: '#fff' }}>
            {PORTAL_NAME}
          </Box>
          <Box component="p" sx={{ mt: 1, mb: 2.5, lineHeight: 1.6, maxWidth: 360 }}>
            {INSTITUTION_NAME} hurda, atık ve ihtiyaç fazlası malzemelerinin herkese açık elektronik satış
            ihaleleri.
          </Box>
          <Box component="ul" aria-label="Sosyal medya hesaplarımız" sx={{ display: 'flex', gap: 1, listStyle: 'none', m: 0, p: 0 }}>
            {SOCIAL_LINKS.map((s) => {
              const Icon = ICONS[s.network];
              return (
                <li key={s.network}>
                  <Box
                    component="a"
                    href={s.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={`${s.label} (yeni sekmede açılır)`}
                    sx={{
                      display: 'grid',
                      placeItems: 'center',
                      width: 40,
                      height: 40,
                      borderRadius: '50%',
                      border: '1px solid rgba(255,255,255,.35)',
                      color: '#fff',
                      transition: 'background-color .15s',
                      '&:hover': { bgcolor: 'rgba(255,255,255,.12)' },
                      '&:focus-visible': { outline: '3px solid #fff', outlineOffset: 2 },
                    }}
                  >
                    <Icon aria-hidden sx={{ fontSize: 20 }} />
                  </Box>
                </li>
              );
            })}
          </Box>
        </Box>
        {COLUMNS.map((col) => (
          <Box component="nav" key={col.title} aria-label={col.title}>
            <Box component="h2" sx={{ m: 0, mb: 1.5, fontSize: '0.9375rem', fontWeight: 700, color: '#fff', letterSpacing: '.02em' }}>
              {col.title}
            </Box>
            <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.25 }}>
              {col.links.map((l) => (
                <li key={l.href}>
                  <LinkBox href={l.href} sx={linkSx}>
                    {l.label}
                  </LinkBox>
                </li>
              ))}
            </Box>
          </Box>
        ))}
      </Box>
      <Box sx={{ borderTop: '1px solid rgba(255,255,255,.15)' }}>
        <Box
          component="p"
          sx={{ maxWidth: 1366, mx: 'auto', my: 0, px: { xs: 2.5, sm: 3 }, py: 2.5, fontSize: '0.875rem', color: '#c5d3e0' }}
        >
          {copyrightLine(year)}
        </Box>
      </Box>
    </Box>
  );
}

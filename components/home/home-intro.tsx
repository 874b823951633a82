import Box from '@mui/material/Box';
import HowToReg from '@mui/icons-material/HowToReg';
import Gavel from '@mui/icons-material/Gavel';
import AccountBalance from '@mui/icons-material/AccountBalance';
import { INSTITUTION_NAME, PORTAL_NAME } from '@/lib/config';
import { ButtonLink } from '@/components/common/links';

const STEPS = [
  {
    Icon: HowToReg,
    title: 'e-Devlet ile giriş yapın',
    text: 'Ayrı bir üyelik gerekmez: e-Devlet Kapısı ile kimliğinizi doğrulayarak şahsınız ya da yetkilisi olduğunuz firma adına giriş yapın.',
  },
  {
    Icon: AccountBalance,
    title: 'Teminatınızı yatırın',
    text: 'İhaleye katılırken ihalenin teminat tutarı kullanılabilir teminatınızdan bloke edilir; kaybederseniz bloke çözülür.',
  },
  {
    Icon: Gavel,
    title: 'Canlı teklif verin',
    text: 'İhaleye özel rumuzunuzla katılın, teklifleri anlık izleyin ve süre bitene kadar teklifinizi artırın.',
  },
];

/** The intro of SPEC §2: sign in with e-Devlet to join the sale tenders and bid. Holds the page's h1. */
export function HomeIntro() {
  return (
    <Box component="section" aria-labelledby="tanitim-baslik">
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 3, md: 5 },
          gridTemplateColumns: { xs: '1fr', md: '5fr 7fr' },
          alignItems: 'start',
        }}
      >
        <Box>
          <Box component="h1" id="tanitim-baslik" sx={{ m: 0, fontSize: { xs: '1.625rem', sm: '2rem' }, lineHeight: 1.25, color: 'primary.main' }}>
            {PORTAL_NAME}&apos;na hoş geldiniz
          </Box>
          <Box component="p" sx={{ mt: 1.5, mb: 3, fontSize: '1.0625rem', lineHeight: 1.65, color: 'text.primary' }}>
            {INSTITUTION_NAME} tarafından satışa sunulan hurda, atık ve ihtiyaç fazlası malzemeler bu portalda
            herkese açık elektronik satış ihaleleriyle satılır. e-Devlet girişi ile portala giriş yaparak satış
            ihalelerine katılabilir ve canlı olarak teklif verebilirsiniz.
          </Box>
          <ButtonLink href="/ihaleler" variant="contained" color="primary" size="large" sx={{ minHeight: 48, px: 4 }}>
            İhaleleri İncele
          </ButtonLink>
        </Box>
        <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}>
          {STEPS.map(({ Icon, title, text }, i) => (
            <Box
              component="li"
              key={title}
              sx={{ bgcolor: '#fff', border: '1px solid', borderColor: 'divider', borderRadius: '6px', p: 2.5 }}
            >
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 1 }}>
                <Box sx={{ width: 44, height: 44, borderRadius: '50%', display: 'grid', placeItems: 'center', bgcolor: 'primary.main', color: '#fff', flexShrink: 0 }}>
                  <Icon aria-hidden />
                </Box>
                <Box component="span" sx={{ fontSize: '0.8125rem', fontWeight: 700, color: 'secondary.main', letterSpacing: '.06em' }}>
                  ADIM {i + 1}
                </Box>
              </Box>
              <Box component="h2" sx={{ m: 0, mb: 0.75, fontSize: '1.0625rem', fontWeight: 700, color: 'primary.main' }}>
                {title}
              </Box>
              <Box component="p" sx={{ m: 0, color: 'text.secondary', lineHeight: 1.55 }}>
                {text}
              </Box>
            </Box>
          ))}
        </Box>
      </Box>
    </Box>
  );
}

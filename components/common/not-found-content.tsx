import Box from '@mui/material/Box';
import { ButtonLink } from '@/components/common/links';

/** SPEC §2: any unknown path shows this text and a button back to the home page. */
export function NotFoundContent() {
  return (
    <Box sx={{ maxWidth: 640, mx: 'auto', px: 2, py: { xs: 8, sm: 12 }, textAlign: 'center' }}>
      <Box component="p" aria-hidden sx={{ m: 0, fontSize: { xs: '4rem', sm: '5.5rem' }, fontWeight: 700, lineHeight: 1, color: '#6b7c8d' }}>
        404
      </Box>
      <Box component="h1" sx={{ mt: 2, mb: 1, fontSize: { xs: '1.5rem', sm: '1.875rem' }, fontWeight: 700, color: 'primary.main' }}>
        Aradığınız sayfa bulunamadı.
      </Box>
      <Box component="p" sx={{ mt: 0, mb: 4, color: 'text.secondary' }}>
        Sayfa kaldırılmış, adı değişmiş ya da geçici olarak kullanılamıyor olabilir.
      </Box>
      <ButtonLink href="/" variant="contained" color="primary" size="large" sx={{ px: 4, minHeight: 48 }}>
        Ana Sayfaya Git
      </ButtonLink>
    </Box>
  );
}

'use client';
import NextLink from 'next/link';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { SectionHeader, STAFF_HOME_TRAIL } from '@/components/backoffice/layout/section-header';

/** The content sections (docs/architecture.md §9 Content); the slider screen is its own module. */
const SECTIONS = [
  {
    href: '/yonetim/icerik/duyurular',
    label: 'Duyurular',
    description: 'Duyuru ekleme, düzenleme ve yayından kaldırma',
  },
  {
    href: '/yonetim/icerik/slider',
    label: 'Ana Sayfa Slider',
    description: 'Ana sayfadaki görsellerin sırası ve açıklamaları',
  },
  {
    href: '/yonetim/icerik/sayfalar',
    label: 'Portal Sayfaları',
    description: 'Üyelik şartları, KVKK metni, kullanıcı sözleşmesi, SSS ve kullanım kılavuzu',
  },
  {
    href: '/yonetim/icerik/iletisim',
    label: 'İletişim Bilgileri',
    description: 'İletişim sayfasındaki adres, telefon ve e-posta',
  },
] as const;

/** /yonetim/icerik: the content sections. */
export function ContentIndex() {
  return (
    <>
      <SectionHeader trail={STAFF_HOME_TRAIL} title="İçerik" />
      <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {SECTIONS.map((s) => (
          <Grid key={s.href} size={{ xs: 12, sm: 6 }} component="li">
            <Card variant="outlined" sx={{ height: '100%' }}>
              <CardActionArea component={NextLink} href={s.href} sx={{ height: '100%' }}>
                <CardContent>
                  <Typography component="h2" variant="h6">
                    {s.label}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {s.description}
                  </Typography>
                </CardContent>
              </CardActionArea>
            </Card>
          </Grid>
        ))}
      </Grid>
    </>
  );
}

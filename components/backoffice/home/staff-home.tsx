'use client';
import NextLink from 'next/link';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useStaffMe } from '@/lib/api/queries/staff-me';
import { navFor } from '@/lib/backoffice/staff-nav';
import { SectionHeader } from '@/components/backoffice/layout/section-header';

/** /yonetim: a welcome and the sections the staff member's roles open. */
export function StaffHome() {
  const me = useStaffMe();
  if (!me.data) return null;
  const items = navFor(me.data.roller);
  return (
    <>
      <SectionHeader trail={[]} crumb="Ana Sayfa" title={`Hoş geldiniz, ${me.data.adiSoyadi}`} />
      {items.length === 0 ? (
        <Typography>Rolünüze ait bir bölüm henüz bulunmamaktadır.</Typography>
      ) : (
        <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {items.map((i) => (
            <Grid key={i.href} size={{ xs: 12, sm: 6, lg: 4 }} component="li">
              <Card variant="outlined" sx={{ height: '100%' }}>
                <CardActionArea component={NextLink} href={i.href} sx={{ height: '100%' }}>
                  <CardContent>
                    <Typography component="h2" variant="h6">
                      {i.label}
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      {i.description}
                    </Typography>
                  </CardContent>
                </CardActionArea>
              </Card>
            </Grid>
          ))}
        </Grid>
      )}
    </>
  );
}

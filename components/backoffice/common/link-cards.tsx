'use client';
import NextLink from 'next/link';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';

export interface LinkCard {
  href: string;
  label: string;
  description: string;
}

/**
 * A back-office index (docs/architecture.md §3, "UI kit"): a list of cards, each a link to a section
 * with its name as a heading and what it holds; `wide` puts three on a row from the large breakpoint;
 * `heading` is h3 where the cards sit under a heading of their own (the staff home's "Bölümler").
 */
export function LinkCards({
  items,
  wide = false,
  heading = 'h2',
}: {
  items: readonly LinkCard[];
  wide?: boolean;
  heading?: 'h2' | 'h3';
}) {
  return (
    <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {items.map((i) => (
        <Grid key={i.href} size={{ xs: 12, sm: 6, ...(wide ? { lg: 4 } : {}) }} component="li">
          <Card variant="outlined" sx={{ height: '100%' }}>
            <CardActionArea component={NextLink} href={i.href} sx={{ height: '100%' }}>
              <CardContent>
                <Typography component={heading} variant="h6">
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
  );
}

import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import type { TenderCardModel } from '@/lib/api/tenders';
import { formatDateTime } from '@/lib/format/date';
import { palette } from '@/components/tenders/colors';
import { LiveCardPrice } from '@/components/auction/live-card-price';
import { LinkBox } from './link-parts';
import { StatusChip } from './status-chip';
import { visuallyHidden } from '@/components/common/visually-hidden';

export type { TenderCardModel } from '@/lib/api/tenders';

export interface TenderCardProps {
  tender: TenderCardModel;
  hideStatus?: boolean;
  hideImage?: boolean;
  /** Heading level of the title, so pages keep their heading order (default h3). */
  headingLevel?: 'h2' | 'h3';
  /** Above-the-fold cards load their image eagerly. */
  eagerImage?: boolean;
  /** Favourite toggle (filled by the live-auction work); sits above the card-wide link. */
  favoriteSlot?: ReactNode;
}

/**
 * A tender in a list or carousel. The whole card is clickable through the title link stretched over
 * it, so keyboard and screen-reader users meet one link per card.
 */
export function TenderCard({
  tender,
  hideStatus,
  hideImage,
  headingLevel = 'h3',
  eagerImage,
  favoriteSlot,
}: TenderCardProps) {
  const href = `/ihaleler/${tender.id}`;
  return (
    <Box
      component="article"
      data-testid="tender-card"
      sx={{
        position: 'relative',
        display: 'flex',
        flexDirection: 'column',
        height: '100%',
        bgcolor: 'background.paper',
        border: `1px solid ${palette.line}`,
        borderRadius: '6px',
        overflow: 'hidden',
        transition: 'box-shadow .15s, border-color .15s',
        '&:hover': { borderColor: '#aab7c4', boxShadow: '0 4px 14px rgba(11,53,88,.10)' },
        '&:focus-within': { outline: `3px solid ${palette.red}`, outlineOffset: 2 },
      }}
    >
      {!hideImage && (
        <Box
          sx={{
            position: 'relative',
            aspectRatio: '4 / 3',
            bgcolor: '#e9eef3',
            borderBottom: `1px solid ${palette.line}`,
          }}
        >
          {tender.imageUrl ? (
            // eslint-disable-next-line @next/next/no-img-element -- SVGs served as-is; sized to avoid layout shift
            <img
              src={tender.imageUrl}
              alt={tender.imageAlt}
              width={800}
              height={600}
              loading={eagerImage ? 'eager' : 'lazy'}
              decoding="async"
              style={{ display: 'block', width: '100%', height: '100%', objectFit: 'cover' }}
            />
          ) : (
            <Box sx={{ height: '100%', display: 'grid', placeItems: 'center', color: palette.muted }}>
              <ImageOutlined fontSize="large" aria-hidden />
            </Box>
          )}
        </Box>
      )}
      <Box sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1, flexGrow: 1 }}>
        <Box sx={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: 1, minHeight: 24 }}>
          <Typography component="span" sx={{ fontSize: '0.875rem', color: 'text.secondary' }}>
            İhale No: <strong>{tender.number}</strong>
          </Typography>
          {!hideStatus && <StatusChip statusId={tender.statusId} name={tender.statusName} />}
        </Box>
        <Typography
          component={headingLevel}
          sx={{
            fontSize: '1.0625rem',
            fontWeight: 700,
            lineHeight: 1.35,
            color: 'primary.main',
            overflowWrap: 'anywhere',
          }}
        >
          <LinkBox
            href={href}
            sx={{
              color: 'inherit',
              textDecoration: 'none',
              outline: 'none',
              '&:hover': { textDecoration: 'underline' },
              // Stretch the link over the card; the slot above it stays clickable on its own.
              '&::after': { content: '""', position: 'absolute', inset: 0, zIndex: 1 },
            }}
          >
            {tender.title}
          </LinkBox>
        </Typography>
        {tender.deliveryPlace && (
          <Typography
            component="p"
            sx={{ display: 'flex', alignItems: 'center', gap: 0.5, fontSize: '0.875rem', color: 'text.secondary' }}
          >
            <PlaceOutlined sx={{ fontSize: 18 }} aria-hidden />
            <span>
              <Box component="span" sx={visuallyHidden}>
                Teslimat yeri:{' '}
              </Box>
              {tender.deliveryPlace}
            </span>
          </Typography>
        )}
        <Box
          component="dl"
          sx={{
            m: 0,
            display: 'grid',
            gridTemplateColumns: 'auto 1fr',
            columnGap: 1.5,
            rowGap: 0.25,
            fontSize: '0.875rem',
          }}
        >
          <Box component="dt" sx={{ color: 'text.secondary' }}>
            Başlangıç
          </Box>
          <Box component="dd" sx={{ m: 0, fontWeight: 600 }}>
            {formatDateTime(tender.startDate)}
          </Box>
          <Box component="dt" sx={{ color: 'text.secondary' }}>
            Bitiş
          </Box>
          <Box component="dd" sx={{ m: 0, fontWeight: 600 }}>
            {formatDateTime(tender.endDate)}
          </Box>
        </Box>
        {tender.currentPrice !== null && (
          <Box
            sx={{
              mt: 'auto',
              pt: 1.25,
              borderTop: `1px solid ${palette.line}`,
              display: 'flex',
              alignItems: 'baseline',
              justifyContent: 'space-between',
              gap: 1,
            }}
          >
            <Typography component="span" sx={{ fontSize: '0.8125rem', color: 'text.secondary' }}>
              Güncel Fiyat
            </Typography>
            <Typography
              component="span"
              data-testid="tender-card-price"
              sx={{ fontSize: '1.125rem', fontWeight: 700, color: 'primary.main', whiteSpace: 'nowrap' }}
            >
              <LiveCardPrice
                ihaleId={tender.id}
                statusId={tender.statusId}
                amount={tender.currentPrice}
                currency={tender.currency}
              />
            </Typography>
          </Box>
        )}
      </Box>
      {favoriteSlot && <Box sx={{ position: 'absolute', top: 8, right: 8, zIndex: 2 }}>{favoriteSlot}</Box>}
    </Box>
  );
}

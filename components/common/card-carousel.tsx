'use client';
import { Children, type ReactNode } from 'react';
import useEmblaCarousel from 'embla-carousel-react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { useEmblaControls } from './use-embla-controls';

export interface CardCarouselProps {
  /** Accessible name of the carousel, e.g. 'Öne çıkan ihaleler'. */
  label: string;
  children: ReactNode;
  /** Cards visible at once from 768 px, 1024 px and 1200 px (below 768 px one card and a peek). */
  perView?: { sm: number; md: number; lg: number };
}

/**
 * A row of cards that slides sideways when it does not fit (home sections). The arrow buttons float
 * over the row's edges and appear only when there is somewhere to go, so they never move the layout.
 */
export function CardCarousel({ label, children, perView = { sm: 2, md: 3, lg: 3 } }: CardCarouselProps) {
  const [ref, api] = useEmblaCarousel({ align: 'start', containScroll: 'trimSnaps', slidesToScroll: 1 });
  const { canPrev, canNext } = useEmblaControls(api);
  const slides = Children.toArray(children);
  const basis = (n: number) => `${100 / n}%`;
  const showArrows = canPrev || canNext;

  return (
    <Box role="region" aria-roledescription="carousel" aria-label={label} sx={{ position: 'relative' }}>
      <Box ref={ref} sx={{ overflow: 'hidden', mx: -1, px: 0 }}>
        <Box sx={{ display: 'flex', touchAction: 'pan-y pinch-zoom' }}>
          {slides.map((slide, i) => (
            <Box
              // biome-ignore lint/suspicious/noArrayIndexKey: slides are positional (the carousel re-renders them in order only)
              key={i}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} / ${slides.length}`}
              sx={{
                flex: '0 0 auto',
                minWidth: 0,
                px: 1,
                width: { xs: '88%', sm: basis(perView.sm), md: basis(perView.md), lg: basis(perView.lg) },
              }}
            >
              {slide}
            </Box>
          ))}
        </Box>
      </Box>
      {showArrows && (
        <>
          <IconButton
            aria-label={`${label}: önceki`}
            onClick={() => api?.scrollPrev()}
            disabled={!canPrev}
            sx={{ ...arrowSx, left: { xs: -4, sm: -18 } }}
          >
            <ChevronLeft />
          </IconButton>
          <IconButton
            aria-label={`${label}: sonraki`}
            onClick={() => api?.scrollNext()}
            disabled={!canNext}
            sx={{ ...arrowSx, right: { xs: -4, sm: -18 } }}
          >
            <ChevronRight />
          </IconButton>
        </>
      )}
    </Box>
  );
}

const arrowSx = {
  position: 'absolute',
  top: '50%',
  transform: 'translateY(-50%)',
  zIndex: 3,
  boxShadow: '0 2px 8px rgba(7,37,64,.18)',
  width: 44,
  height: 44,
  bgcolor: '#fff',
  border: '1px solid',
  borderColor: 'divider',
  color: 'primary.main',
  '&:hover': { bgcolor: '#fff', borderColor: 'primary.main' },
  '&.Mui-disabled': { opacity: 0, pointerEvents: 'none' },
} as const;

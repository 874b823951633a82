'use client';
import { useEffect, useState } from 'react';
import useEmblaCarousel from 'embla-carousel-react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Pause from '@mui/icons-material/Pause';
import PlayArrow from '@mui/icons-material/PlayArrow';
import type { SlideModel } from '@/lib/api/content';
import { useEmblaControls } from '@/components/common/use-embla-controls';
import { usePrefersReducedMotion } from './use-reduced-motion';

/** SPEC §9: the slider moves on every 3000 ms. */
export const AUTOPLAY_MS = 3000;

/**
 * The full-height banner of the home page (SPEC §2): slides in SiraNo order, autoplay every 3 s
 * (a plain interval, no plugin), looping only with more than one slide. Autoplay pauses while the
 * pointer or keyboard focus is on it, when the visitor presses pause, in a background tab, and
 * never starts for visitors who prefer reduced motion. Slides that are out of view are inert so
 * keyboard users do not tab into them.
 */
export function HeroSlider({ slides }: { slides: SlideModel[] }) {
  const many = slides.length > 1;
  const reducedMotion = usePrefersReducedMotion();
  const [ref, api] = useEmblaCarousel({ loop: many, active: many, duration: 28 });
  const { selected } = useEmblaControls(api);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const playing = many && !stopped && !reducedMotion;

  useEffect(() => {
    if (!api || !playing || hovered || focused) return;
    const timer = window.setInterval(() => {
      if (!document.hidden) api.scrollNext();
    }, AUTOPLAY_MS);
    return () => window.clearInterval(timer);
  }, [api, playing, hovered, focused]);

  if (!slides.length) return null;

  return (
    <Box
      component="section"
      aria-roledescription="carousel"
      aria-label="Tanıtım slaytları"
      data-testid="hero-slider"
      data-playing={playing && !hovered && !focused ? 'true' : 'false'}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
      }}
      sx={{
        position: 'relative',
        // Full height: the first screen minus the header, within sensible bounds.
        height: 'calc(100svh - var(--header-h, 76px))',
        minHeight: { xs: 360, sm: 420 },
        maxHeight: { xs: 560, sm: 860 },
        bgcolor: 'primary.dark',
        overflow: 'hidden',
      }}
    >
      <Box ref={ref} sx={{ height: '100%', overflow: 'hidden' }}>
        <Box sx={{ display: 'flex', height: '100%', touchAction: 'pan-y pinch-zoom' }}>
          {slides.map((s, i) => (
            <Box
              key={s.id}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} / ${slides.length}`}
              inert={i !== selected}
              sx={{ position: 'relative', flex: '0 0 100%', minWidth: 0, height: '100%' }}
            >
              {/* eslint-disable-next-line @next/next/no-img-element -- SVG banner, sized, first one eager for LCP */}
              <img
                src={s.imageUrl}
                alt={s.description}
                width={1600}
                height={600}
                loading={i === 0 ? 'eager' : 'lazy'}
                fetchPriority={i === 0 ? 'high' : 'auto'}
                decoding={i === 0 ? 'sync' : 'async'}
                style={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover', objectPosition: '30% center' }}
              />
              {s.description && (
                <Box sx={{ position: 'absolute', inset: 0, display: 'flex', alignItems: 'flex-end', pointerEvents: 'none' }}>
                  <Box sx={{ width: '100%', maxWidth: 1366, mx: 'auto', px: { xs: 2, sm: 4 }, pb: { xs: 7, sm: 9 } }}>
                    <Box
                      component="p"
                      aria-hidden
                      sx={{
                        m: 0,
                        maxWidth: 620,
                        p: { xs: 2, sm: 3 },
                        bgcolor: 'rgba(7,37,64,.78)',
                        borderLeft: '4px solid',
                        borderLeftColor: 'secondary.main',
                        borderRadius: '0 6px 6px 0',
                        color: '#fff',
                        fontSize: { xs: '1.125rem', sm: '1.5rem', lg: '1.75rem' },
                        fontWeight: 600,
                        lineHeight: 1.3,
                      }}
                    >
                      {s.description}
                    </Box>
                  </Box>
                </Box>
              )}
            </Box>
          ))}
        </Box>
      </Box>

      {many && (
        <>
          <IconButton aria-label="Önceki slayt" onClick={() => api?.scrollPrev(reducedMotion)} sx={{ ...arrowSx, left: { xs: 8, sm: 20 } }}>
            <ChevronLeft fontSize="large" />
          </IconButton>
          <IconButton aria-label="Sonraki slayt" onClick={() => api?.scrollNext(reducedMotion)} sx={{ ...arrowSx, right: { xs: 8, sm: 20 } }}>
            <ChevronRight fontSize="large" />
          </IconButton>
          <Box
            sx={{
              position: 'absolute',
              left: 0,
              right: 0,
              bottom: { xs: 12, sm: 20 },
              display: 'flex',
              justifyContent: 'center',
              alignItems: 'center',
              gap: 0.5,
            }}
          >
            {slides.map((s, i) => (
              <Box
                key={s.id}
                component="button"
                type="button"
                aria-label={`${i + 1}. slayta git`}
                aria-current={i === selected ? 'true' : undefined}
                onClick={() => api?.scrollTo(i, reducedMotion)}
                sx={{
                  width: 28,
                  height: 28,
                  p: 0,
                  border: 0,
                  bgcolor: 'transparent',
                  cursor: 'pointer',
                  display: 'grid',
                  placeItems: 'center',
                  borderRadius: '50%',
                  '&::before': {
                    content: '""',
                    width: i === selected ? 28 : 12,
                    height: 12,
                    borderRadius: 6,
                    bgcolor: i === selected ? '#fff' : 'rgba(255,255,255,.55)',
                    boxShadow: '0 0 0 1px rgba(7,37,64,.6)',
                    transition: 'width .2s',
                  },
                  '&:focus-visible': { outline: '3px solid #fff', outlineOffset: 0 },
                }}
              />
            ))}
            {!reducedMotion && (
              <IconButton
                aria-label={stopped ? 'Slaytları oynat' : 'Slaytları durdur'}
                onClick={() => setStopped((v) => !v)}
                size="small"
                sx={{ ml: 1, color: '#fff', bgcolor: 'rgba(7,37,64,.6)', '&:hover': { bgcolor: 'rgba(7,37,64,.85)' } }}
              >
                {stopped ? <PlayArrow fontSize="small" /> : <Pause fontSize="small" />}
              </IconButton>
            )}
          </Box>
        </>
      )}
    </Box>
  );
}

const arrowSx = {
  position: 'absolute',
  top: '50%',
  transform: 'translateY(-50%)',
  width: 48,
  height: 48,
  color: '#fff',
  bgcolor: 'rgba(7,37,64,.55)',
  '&:hover': { bgcolor: 'rgba(7,37,64,.85)' },
  '&.Mui-focusVisible': { outline: '3px solid #fff', outlineOffset: 2 },
} as const;

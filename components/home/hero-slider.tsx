'use client';
import { useEffect, useState } from 'react';
import { SLIDER_AUTOPLAY_MS } from '@/lib/rules/home-slider';
import { CarouselSlide } from '@/components/common/carousel-slide';
import { useLazyEmbla } from '@/components/common/use-lazy-embla';
import type { SlideModel } from '@/lib/api/content';
import { useEmblaControls } from '@/components/common/use-embla-controls';
import { Icon } from '@/components/ui/icon';
import { ChevronLeftIcon } from '@/components/ui/icons/chevron-left';
import { ChevronRightIcon } from '@/components/ui/icons/chevron-right';
import { PauseIcon } from '@/components/ui/icons/pause';
import { PlayArrowIcon } from '@/components/ui/icons/play-arrow';
import { usePrefersReducedMotion } from './use-reduced-motion';
import styles from './hero-slider.module.css';

/**
 * The full-height banner of the home page (docs/spec.md §2): slides in SiraNo order, autoplay every 3 s
 * (a plain interval, no plugin), looping only with more than one slide. Autoplay pauses while the
 * pointer or keyboard focus is on it, when the visitor presses pause, in a background tab, and
 * never starts for visitors who prefer reduced motion. Slides that are out of view are inert so
 * keyboard users do not tab into them.
 */
export function HeroSlider({ slides }: { slides: SlideModel[] }) {
  const many = slides.length > 1;
  const reducedMotion = usePrefersReducedMotion();
  const [ref, api] = useLazyEmbla({ loop: many, active: many, duration: 28 });
  const { selected } = useEmblaControls(api);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const playing = many && !stopped && !reducedMotion;

  useEffect(() => {
    if (!api || !playing || hovered || focused) return;
    const timer = window.setInterval(() => {
      if (!document.hidden) api.scrollNext();
    }, SLIDER_AUTOPLAY_MS);
    return () => window.clearInterval(timer);
  }, [api, playing, hovered, focused]);

  if (!slides.length) return null;

  return (
    <section
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
      className={styles.slider}
    >
      <div ref={ref} className={styles.viewport}>
        <div className={styles.track}>
          {slides.map((s, i) => (
            <CarouselSlide key={s.id} index={i} total={slides.length} inView={i === selected} className={styles.slide}>
              {/* A plain img: SVG banner, sized, first one eager for LCP (next/image adds nothing for an SVG). */}
              <img
                src={s.imageUrl}
                alt={s.description}
                width={1600}
                height={600}
                loading={i === 0 ? 'eager' : 'lazy'}
                fetchPriority={i === 0 ? 'high' : 'auto'}
                decoding={i === 0 ? 'sync' : 'async'}
                className={styles.image}
              />
              {s.description && (
                <div className={styles.captionLayer}>
                  <div className={styles.captionBox}>
                    <p aria-hidden className={styles.caption}>
                      {s.description}
                    </p>
                  </div>
                </div>
              )}
            </CarouselSlide>
          ))}
        </div>
      </div>

      {many && (
        <>
          <button
            type="button"
            aria-label="Önceki slayt"
            onClick={() => api?.scrollPrev(reducedMotion)}
            className={`icon-btn ${styles.arrow} ${styles.prev}`}
          >
            <Icon def={ChevronLeftIcon} size={35} />
          </button>
          <button
            type="button"
            aria-label="Sonraki slayt"
            onClick={() => api?.scrollNext(reducedMotion)}
            className={`icon-btn ${styles.arrow} ${styles.next}`}
          >
            <Icon def={ChevronRightIcon} size={35} />
          </button>
          <div className={styles.controls}>
            {slides.map((s, i) => (
              <button
                key={s.id}
                type="button"
                aria-label={`${i + 1}. slayta git`}
                aria-current={i === selected ? 'true' : undefined}
                onClick={() => api?.scrollTo(i, reducedMotion)}
                className={styles.dot}
              />
            ))}
            {!reducedMotion && (
              <button
                type="button"
                aria-label={stopped ? 'Slaytları oynat' : 'Slaytları durdur'}
                onClick={() => setStopped((v) => !v)}
                className={`icon-btn icon-btn-sm ${styles.playPause}`}
              >
                <Icon def={stopped ? PlayArrowIcon : PauseIcon} size={20} />
              </button>
            )}
          </div>
        </>
      )}
    </section>
  );
}

'use client';
import { Children, type CSSProperties, type ReactNode } from 'react';
import { useLazyEmbla } from './use-lazy-embla';
import { Icon } from '@/components/ui/icon';
import { ChevronLeftIcon } from '@/components/ui/icons/chevron-left';
import { ChevronRightIcon } from '@/components/ui/icons/chevron-right';
import { useEmblaControls } from './use-embla-controls';
import styles from './common.module.css';

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
  const [ref, api] = useLazyEmbla({ align: 'start', containScroll: 'trimSnaps', slidesToScroll: 1 });
  const { canPrev, canNext } = useEmblaControls(api);
  const slides = Children.toArray(children);
  const widths = {
    '--per-sm': `${100 / perView.sm}%`,
    '--per-md': `${100 / perView.md}%`,
    '--per-lg': `${100 / perView.lg}%`,
  } as CSSProperties;
  const showArrows = canPrev || canNext;

  return (
    <section aria-roledescription="carousel" aria-label={label} className={styles.carousel} style={widths}>
      <div ref={ref} className={styles.carouselViewport}>
        <div className={styles.carouselTrack}>
          {slides.map((slide, i) => (
            // biome-ignore lint/a11y/useSemanticElements: a carousel slide is a group, not a form fieldset
            <div
              // biome-ignore lint/suspicious/noArrayIndexKey: slides are positional (the carousel re-renders them in order only)
              key={i}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} / ${slides.length}`}
              className={styles.carouselSlide}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      {showArrows && (
        <>
          <button
            type="button"
            aria-label={`${label}: önceki`}
            onClick={() => api?.scrollPrev()}
            disabled={!canPrev}
            className={`icon-btn ${styles.carouselArrow} ${styles.carouselPrev}`}
          >
            <Icon def={ChevronLeftIcon} />
          </button>
          <button
            type="button"
            aria-label={`${label}: sonraki`}
            onClick={() => api?.scrollNext()}
            disabled={!canNext}
            className={`icon-btn ${styles.carouselArrow} ${styles.carouselNext}`}
          >
            <Icon def={ChevronRightIcon} />
          </button>
        </>
      )}
    </section>
  );
}

'use client';
import { useEffect, useRef, useState } from 'react';
import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel';

/**
 * embla-carousel-react's `useEmblaCarousel` (the same `[viewportRef, api]`), with the carousel engine
 * loaded after hydration instead of in the page's first JavaScript (docs/architecture.md §3 "Light
 * on a phone"): the server-rendered slides are plain markup that shows the first slide, and the
 * buttons act once `api` is there. Options are plain data; a change re-initialises the carousel.
 */
export function useLazyEmbla(
  options: EmblaOptionsType = {},
): [(node: HTMLElement | null) => void, EmblaCarouselType | undefined] {
  const [viewport, setViewport] = useState<HTMLElement | null>(null);
  const [api, setApi] = useState<EmblaCarouselType>();
  const key = JSON.stringify(options);
  const stored = useRef(options);
  stored.current = options;
  const applied = useRef(key);

  useEffect(() => {
    if (!viewport) return;
    let live = true;
    let instance: EmblaCarouselType | undefined;
    void import('embla-carousel').then(({ default: EmblaCarousel }) => {
      if (!live) return;
      instance = EmblaCarousel(viewport, stored.current);
      applied.current = JSON.stringify(stored.current);
      setApi(instance);
    });
    return () => {
      live = false;
      instance?.destroy();
      setApi(undefined);
    };
  }, [viewport]);

  useEffect(() => {
    if (!api || applied.current === key) return;
    applied.current = key;
    api.reInit(stored.current);
  }, [api, key]);

  return [setViewport, api];
}

'use client';
import { useCallback, useEffect, useState } from 'react';
import type { EmblaCarouselType } from 'embla-carousel';

/** State of an embla carousel that buttons and dots need (selected snap, whether each way can scroll). */
export function useEmblaControls(api: EmblaCarouselType | undefined) {
  const [selected, setSelected] = useState(0);
  const [snapCount, setSnapCount] = useState(0);
  const [canPrev, setCanPrev] = useState(false);
  const [canNext, setCanNext] = useState(false);

  const sync = useCallback((a: EmblaCarouselType) => {
    setSelected(a.selectedScrollSnap());
    setSnapCount(a.scrollSnapList().length);
    setCanPrev(a.canScrollPrev());
    setCanNext(a.canScrollNext());
  }, []);

  useEffect(() => {
    if (!api) return;
    sync(api);
    api.on('select', sync).on('reInit', sync);
    return () => {
      api.off('select', sync).off('reInit', sync);
    };
  }, [api, sync]);

  return { selected, snapCount, canPrev, canNext };
}

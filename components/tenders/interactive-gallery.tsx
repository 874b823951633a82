'use client';
import { useCallback, useEffect, useState } from 'react';
import { clientIsland } from '@/components/common/client-island';
import { useLazyEmbla } from '@/components/common/use-lazy-embla';
import type { FileModel } from '@/lib/api/tenders';
import { GalleryView } from './gallery-view';

// The modal is needed only after a click: it loads then.
const GalleryModal = clientIsland(() => import('./gallery-modal').then((m) => m.GalleryModal));

/**
 * The gallery's buttons at work: the carousel and its thumbnails move together, and any image opens
 * the 'İhale Görselleri' modal at that image.
 */
export function InteractiveGallery({ images, title }: { images: FileModel[]; title: string }) {
  const [modalIndex, setModalIndex] = useState<number | null>(null);
  const [selected, setSelected] = useState(0);
  const [viewportRef, embla] = useLazyEmbla({ loop: false, align: 'start' });
  const [thumbsRef, thumbs] = useLazyEmbla({ containScroll: 'keepSnaps', dragFree: true });

  const onSelect = useCallback(() => {
    if (!embla) return;
    const i = embla.selectedScrollSnap();
    setSelected(i);
    thumbs?.scrollTo(i);
  }, [embla, thumbs]);

  useEffect(() => {
    if (!embla) return;
    embla.on('select', onSelect).on('reInit', onSelect);
    return () => {
      embla.off('select', onSelect).off('reInit', onSelect);
    };
  }, [embla, onSelect]);

  return (
    <>
      <GalleryView
        images={images}
        title={title}
        selected={selected}
        actions={{
          open: setModalIndex,
          prev: () => embla?.scrollPrev(),
          next: () => embla?.scrollNext(),
          show: (i) => embla?.scrollTo(i),
          viewportRef,
          thumbsRef,
        }}
      />
      {modalIndex !== null && (
        <GalleryModal images={images} title={title} startIndex={modalIndex} onClose={() => setModalIndex(null)} />
      )}
    </>
  );
}

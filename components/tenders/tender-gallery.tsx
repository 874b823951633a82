'use client';
import { useCallback, useEffect, useState } from 'react';
import { clientIsland } from '@/components/common/client-island';
import { useLazyEmbla } from '@/components/common/use-lazy-embla';
import { Icon } from '@/components/ui/icon';
import { ChevronLeftIcon } from '@/components/ui/icons/chevron-left';
import { ChevronRightIcon } from '@/components/ui/icons/chevron-right';
import { ImageOutlinedIcon } from '@/components/ui/icons/image-outlined';
import { ZoomInIcon } from '@/components/ui/icons/zoom-in';
import type { FileModel } from '@/lib/api/tenders';
import styles from './tender-gallery.module.css';

// The modal is needed only after a click: keep it out of the first load.
const GalleryModal = clientIsland(() => import('./gallery-modal').then((m) => m.GalleryModal));

function ImageButton({
  image,
  title,
  eager,
  onOpen,
}: {
  image: FileModel;
  title: string;
  eager: boolean;
  onOpen(): void;
}) {
  return (
    <button
      type="button"
      onClick={onOpen}
      aria-label={`Görseli büyüt: ${image.alt || title}`}
      className={styles.imageButton}
    >
      <img
        src={image.url}
        alt={image.alt || title}
        width={800}
        height={600}
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={eager ? 'high' : undefined}
        decoding="async"
        className={styles.image}
      />
      <span aria-hidden className={styles.zoomHint}>
        <Icon def={ZoomInIcon} size={20} /> Büyüt
      </span>
    </button>
  );
}

/**
 * The tender's images (usage 222): one image, or a carousel with thumbnails. Any image opens the
 * 'İhale Görselleri' modal at that image.
 */
export function TenderGallery({ images, title }: { images: FileModel[]; title: string }) {
  const [modalIndex, setModalIndex] = useState<number | null>(null);
  const [selected, setSelected] = useState(0);
  const [emblaRef, embla] = useLazyEmbla({ loop: false, align: 'start' });
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

  if (images.length === 0) {
    return (
      <div className={`${styles.frame} ${styles.empty}`}>
        <div>
          <Icon def={ImageOutlinedIcon} size={48} />
          <div className={styles.emptyText}>Bu ihale için görsel bulunmamaktadır.</div>
        </div>
      </div>
    );
  }

  const modal =
    modalIndex !== null ? (
      <GalleryModal images={images} title={title} startIndex={modalIndex} onClose={() => setModalIndex(null)} />
    ) : null;

  if (images.length === 1) {
    return (
      <>
        <div className={styles.frame}>
          <ImageButton image={images[0]} title={title} eager onOpen={() => setModalIndex(0)} />
        </div>
        {modal}
      </>
    );
  }

  return (
    <section aria-roledescription="carousel" aria-label="İhale görselleri">
      <div className={styles.frame}>
        <div ref={emblaRef} className={styles.viewport}>
          <div className={styles.track}>
            {images.map((img, i) => (
              // biome-ignore lint/a11y/useSemanticElements: a carousel slide is a group, not a form fieldset
              <div
                key={img.id}
                role="group"
                aria-roledescription="slide"
                aria-label={`${i + 1} / ${images.length}`}
                className={styles.slide}
              >
                <ImageButton image={img} title={title} eager={i === 0} onOpen={() => setModalIndex(i)} />
              </div>
            ))}
          </div>
        </div>
        <NavButton side="left" label="Önceki görsel" disabled={selected === 0} onClick={() => embla?.scrollPrev()} />
        <NavButton
          side="right"
          label="Sonraki görsel"
          disabled={selected === images.length - 1}
          onClick={() => embla?.scrollNext()}
        />
      </div>
      <div ref={thumbsRef} className={styles.thumbs}>
        <ul className={styles.thumbList}>
          {images.map((img, i) => (
            <li key={img.id} className={styles.thumbItem}>
              <button
                type="button"
                aria-label={`${i + 1}. görseli göster`}
                aria-current={i === selected ? 'true' : undefined}
                onClick={() => embla?.scrollTo(i)}
                className={styles.thumb}
              >
                <img
                  src={img.url}
                  alt=""
                  width={160}
                  height={120}
                  loading="lazy"
                  decoding="async"
                  className={styles.image}
                />
              </button>
            </li>
          ))}
        </ul>
      </div>
      {modal}
    </section>
  );
}

function NavButton({
  side,
  label,
  disabled,
  onClick,
}: {
  side: 'left' | 'right';
  label: string;
  disabled: boolean;
  onClick(): void;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      onClick={onClick}
      disabled={disabled}
      className={`icon-btn ${styles.nav} ${side === 'left' ? styles.left : styles.right}`}
    >
      <Icon def={side === 'left' ? ChevronLeftIcon : ChevronRightIcon} />
    </button>
  );
}

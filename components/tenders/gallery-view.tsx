import { CarouselSlide } from '@/components/common/carousel-slide';
import { Icon } from '@/components/ui/icon';
import { ChevronLeftIcon } from '@/components/ui/icons/chevron-left';
import { ChevronRightIcon } from '@/components/ui/icons/chevron-right';
import { ZoomInIcon } from '@/components/ui/icons/zoom-in';
import type { FileModel } from '@/lib/api/tenders';
import styles from './tender-gallery.module.css';

/**
 * What the gallery's buttons do; absent while the server's markup stands in for the gallery (the
 * buttons are there and act once interactive-gallery.tsx has loaded).
 */
export interface GalleryActions {
  open(index: number): void;
  prev(): void;
  next(): void;
  show(index: number): void;
  viewportRef(node: HTMLElement | null): void;
  thumbsRef(node: HTMLElement | null): void;
}

function ImageButton({
  image,
  title,
  eager,
  onOpen,
}: {
  image: FileModel;
  title: string;
  eager: boolean;
  onOpen?(): void;
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

function NavButton({
  side,
  label,
  disabled,
  onClick,
}: {
  side: 'left' | 'right';
  label: string;
  disabled: boolean;
  onClick?(): void;
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

/**
 * The tender's images (usage 222), at least one: one image, or a carousel with thumbnails showing
 * `selected`. The same markup on the server and, with `actions`, in the browser. Slides out of view
 * are inert (CarouselSlide): the keyboard reaches the arrows and thumbnails, not hidden images.
 */
export function GalleryView({
  images,
  title,
  selected,
  actions,
}: {
  images: FileModel[];
  title: string;
  selected: number;
  actions?: GalleryActions;
}) {
  if (images.length === 1) {
    return (
      <div className={styles.frame}>
        <ImageButton image={images[0]} title={title} eager onOpen={actions && (() => actions.open(0))} />
      </div>
    );
  }

  return (
    <section aria-roledescription="carousel" aria-label="İhale görselleri">
      <div className={styles.frame}>
        <div ref={actions?.viewportRef} className={styles.viewport}>
          <div className={styles.track}>
            {images.map((img, i) => (
              <CarouselSlide
                key={img.id}
                index={i}
                total={images.length}
                inView={i === selected}
                className={styles.slide}
              >
                <ImageButton image={img} title={title} eager={i === 0} onOpen={actions && (() => actions.open(i))} />
              </CarouselSlide>
            ))}
          </div>
        </div>
        <NavButton side="left" label="Önceki görsel" disabled={selected === 0} onClick={actions?.prev} />
        <NavButton
          side="right"
          label="Sonraki görsel"
          disabled={selected === images.length - 1}
          onClick={actions?.next}
        />
      </div>
      <div ref={actions?.thumbsRef} className={styles.thumbs}>
        <ul className={styles.thumbList}>
          {images.map((img, i) => (
            <li key={img.id} className={styles.thumbItem}>
              <button
                type="button"
                aria-label={`${i + 1}. görseli göster`}
                aria-current={i === selected ? 'true' : undefined}
                onClick={actions && (() => actions.show(i))}
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
    </section>
  );
}

'use client';
import { useCallback, useEffect, useState } from 'react';
import dynamic from 'next/dynamic';
import useEmblaCarousel from 'embla-carousel-react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import ZoomIn from '@mui/icons-material/ZoomIn';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import type { FileModel } from '@/lib/api/tenders';
import { palette } from '@/components/tenders/colors';

// The modal is needed only after a click: keep it out of the first load.
const GalleryModal = dynamic(() => import('./gallery-modal').then((m) => m.GalleryModal), { ssr: false });

const frame = {
  position: 'relative',
  aspectRatio: '4 / 3',
  bgcolor: '#e9eef3',
  borderRadius: '6px',
  overflow: 'hidden',
  border: `1px solid ${palette.line}`,
} as const;

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
    <Box
      component="button"
      type="button"
      onClick={onOpen}
      aria-label={`Görseli büyüt: ${image.alt || title}`}
      sx={{
        display: 'block',
        width: '100%',
        height: '100%',
        p: 0,
        border: 0,
        bgcolor: 'transparent',
        cursor: 'zoom-in',
        position: 'relative',
        '&:focus-visible': { outline: `3px solid ${palette.red}`, outlineOffset: -3 },
        '&:hover .zoom-hint': { opacity: 1 },
      }}
    >
      <img
        src={image.url}
        alt={image.alt || title}
        width={800}
        height={600}
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={eager ? 'high' : undefined}
        decoding="async"
        style={{ display: 'block', width: '100%', height: '100%', objectFit: 'cover' }}
      />
      <Box
        className="zoom-hint"
        aria-hidden
        sx={{
          position: 'absolute',
          right: 12,
          bottom: 12,
          display: 'flex',
          alignItems: 'center',
          gap: 0.5,
          px: 1,
          py: 0.5,
          borderRadius: 1,
          bgcolor: 'rgba(7,37,64,.78)',
          color: '#fff',
          fontSize: '0.8125rem',
          opacity: 0.85,
        }}
      >
        <ZoomIn fontSize="small" /> Büyüt
      </Box>
    </Box>
  );
}

/**
 * The tender's images (usage 222): one image, or a carousel with thumbnails. Any image opens the
 * 'İhale Görselleri' modal at that image.
 */
export function TenderGallery({ images, title }: { images: FileModel[]; title: string }) {
  const [modalIndex, setModalIndex] = useState<number | null>(null);
  const [selected, setSelected] = useState(0);
  const [emblaRef, embla] = useEmblaCarousel({ loop: false, align: 'start' });
  const [thumbsRef, thumbs] = useEmblaCarousel({ containScroll: 'keepSnaps', dragFree: true });

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
      <Box sx={{ ...frame, display: 'grid', placeItems: 'center', color: palette.muted }}>
        <Box sx={{ textAlign: 'center' }}>
          <ImageOutlined sx={{ fontSize: 48 }} aria-hidden />
          <Box sx={{ fontSize: '0.9375rem' }}>Bu ihale için görsel bulunmamaktadır.</Box>
        </Box>
      </Box>
    );
  }

  const modal =
    modalIndex !== null ? (
      <GalleryModal images={images} title={title} startIndex={modalIndex} onClose={() => setModalIndex(null)} />
    ) : null;

  if (images.length === 1) {
    return (
      <>
        <Box sx={frame}>
          <ImageButton image={images[0]} title={title} eager onOpen={() => setModalIndex(0)} />
        </Box>
        {modal}
      </>
    );
  }

  return (
    <Box component="section" aria-roledescription="carousel" aria-label="İhale görselleri">
      <Box sx={frame}>
        <Box ref={emblaRef} sx={{ overflow: 'hidden', height: '100%' }}>
          <Box sx={{ display: 'flex', height: '100%' }}>
            {images.map((img, i) => (
              <Box
                key={img.id}
                role="group"
                aria-roledescription="slide"
                aria-label={`${i + 1} / ${images.length}`}
                sx={{ flex: '0 0 100%', minWidth: 0, height: '100%' }}
              >
                <ImageButton image={img} title={title} eager={i === 0} onOpen={() => setModalIndex(i)} />
              </Box>
            ))}
          </Box>
        </Box>
        <NavButton side="left" label="Önceki görsel" disabled={selected === 0} onClick={() => embla?.scrollPrev()} />
        <NavButton
          side="right"
          label="Sonraki görsel"
          disabled={selected === images.length - 1}
          onClick={() => embla?.scrollNext()}
        />
      </Box>
      <Box ref={thumbsRef} sx={{ overflow: 'hidden', mt: 1.5 }}>
        <Box component="ul" sx={{ display: 'flex', gap: 1, listStyle: 'none', m: 0, p: '3px' }}>
          {images.map((img, i) => (
            <Box component="li" key={img.id} sx={{ flex: { xs: '0 0 22%', sm: '0 0 17%' }, minWidth: 0 }}>
              <Box
                component="button"
                type="button"
                aria-label={`${i + 1}. görseli göster`}
                aria-current={i === selected ? 'true' : undefined}
                onClick={() => embla?.scrollTo(i)}
                sx={{
                  display: 'block',
                  width: '100%',
                  p: 0,
                  aspectRatio: '4 / 3',
                  borderRadius: '4px',
                  overflow: 'hidden',
                  cursor: 'pointer',
                  bgcolor: '#e9eef3',
                  border: `2px solid ${i === selected ? palette.navy : 'transparent'}`,
                  opacity: i === selected ? 1 : 0.75,
                  '&:hover': { opacity: 1 },
                  '&:focus-visible': { outline: `3px solid ${palette.red}`, outlineOffset: 1 },
                }}
              >
                <img
                  src={img.url}
                  alt=""
                  width={160}
                  height={120}
                  loading="lazy"
                  decoding="async"
                  style={{ display: 'block', width: '100%', height: '100%', objectFit: 'cover' }}
                />
              </Box>
            </Box>
          ))}
        </Box>
      </Box>
      {modal}
    </Box>
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
    <IconButton
      aria-label={label}
      onClick={onClick}
      disabled={disabled}
      sx={{
        position: 'absolute',
        top: '50%',
        [side]: 8,
        transform: 'translateY(-50%)',
        bgcolor: 'rgba(255,255,255,.92)',
        color: 'primary.main',
        border: `1px solid ${palette.line}`,
        '&:hover': { bgcolor: '#fff' },
        '&.Mui-disabled': { opacity: 0, pointerEvents: 'none' },
      }}
    >
      {side === 'left' ? <ChevronLeft /> : <ChevronRight />}
    </IconButton>
  );
}

'use client';
import { type KeyboardEvent, useState } from 'react';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import type { FileModel } from '@/lib/api/tenders';
import { palette } from '@/components/ui/colors';
import { MuiTheme } from '@/components/ui/mui-theme';
import { Icon } from '@/components/ui/icon';
import { ChevronLeftIcon } from '@/components/ui/icons/chevron-left';
import { ChevronRightIcon } from '@/components/ui/icons/chevron-right';
import { CloseIcon } from '@/components/ui/icons/close';

/** 'İhale Görselleri': the tender's images large, one at a time; arrow keys and buttons move through them. */
type GalleryModalProps = {
  images: FileModel[];
  title: string;
  startIndex: number;
  onClose(): void;
};

function GalleryModalView({ images, title, startIndex, onClose }: GalleryModalProps) {
  const [index, setIndex] = useState(startIndex);
  const count = images.length;
  const go = (delta: number) => setIndex((i) => (i + delta + count) % count);
  const image = images[index];

  const onKeyDown = (e: KeyboardEvent) => {
    if (count < 2) return;
    if (e.key === 'ArrowLeft') go(-1);
    if (e.key === 'ArrowRight') go(1);
  };

  return (
    <Dialog open onClose={onClose} maxWidth="lg" fullWidth aria-labelledby="gallery-modal-title" onKeyDown={onKeyDown}>
      <DialogTitle id="gallery-modal-title" sx={{ pr: 7, color: 'primary.main', fontWeight: 700 }}>
        İhale Görselleri
        <IconButton aria-label="Kapat" onClick={onClose} sx={{ position: 'absolute', right: 12, top: 10 }}>
          <Icon def={CloseIcon} />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers sx={{ p: { xs: 1, sm: 2 } }}>
        <Box sx={{ position: 'relative', bgcolor: palette.ink, borderRadius: '6px', overflow: 'hidden' }}>
          <img
            src={image.url}
            alt={image.alt || title}
            width={1200}
            height={900}
            style={{ display: 'block', width: '100%', height: 'auto', maxHeight: '72vh', objectFit: 'contain' }}
          />
          {count > 1 && (
            <>
              <IconButton aria-label="Önceki görsel" onClick={() => go(-1)} sx={navSx('left')}>
                <Icon def={ChevronLeftIcon} />
              </IconButton>
              <IconButton aria-label="Sonraki görsel" onClick={() => go(1)} sx={navSx('right')}>
                <Icon def={ChevronRightIcon} />
              </IconButton>
            </>
          )}
        </Box>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, mt: 1.5, fontSize: '0.9375rem' }}>
          <span>{image.alt || image.name}</span>
          <Box component="span" aria-live="polite" sx={{ color: 'text.secondary', whiteSpace: 'nowrap' }}>
            {index + 1} / {count}
          </Box>
        </Box>
      </DialogContent>
    </Dialog>
  );
}

const navSx = (side: 'left' | 'right') => ({
  position: 'absolute',
  top: '50%',
  [side]: 8,
  transform: 'translateY(-50%)',
  bgcolor: 'rgba(255,255,255,.92)',
  color: 'primary.main',
  '&:hover': { bgcolor: 'background.paper' },
});

/** 'İhale Görselleri', loaded after a click on a page without MUI: brings the portal theme along. */
export function GalleryModal(props: GalleryModalProps) {
  return (
    <MuiTheme>
      <GalleryModalView {...props} />
    </MuiTheme>
  );
}

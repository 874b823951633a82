'use client';
import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import { lighten } from '@mui/material/styles';
import { palette as colors } from '@/components/ui/colors';
import { palette } from '@/lib/theme-palette';
import { Icon } from '@/components/ui/icon';
import { MapOutlinedIcon } from '@/components/ui/icons/map-outlined';

export interface ContactMapProps {
  src: string;
  title: string;
  /** Shown until the map has loaded, and instead of it when the visitor is offline. */
  fallback: string;
}

/**
 * The embedded map in a box of fixed size: the page never shifts, and when the map cannot load
 * (offline, blocked) the box keeps showing the address text instead of an empty hole.
 */
export function ContactMap({ src, title, fallback }: ContactMapProps) {
  const [online, setOnline] = useState(true);
  const [loaded, setLoaded] = useState(false);

  useEffect(() => {
    const update = () => setOnline(navigator.onLine);
    update();
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);

  return (
    <Box
      data-testid="contact-map"
      sx={{
        position: 'relative',
        width: '100%',
        height: { xs: 280, sm: 360, md: 420 },
        bgcolor: lighten(palette.navy, 0.92),
        border: '1px solid',
        borderColor: 'divider',
        borderRadius: '6px',
        overflow: 'hidden',
      }}
    >
      <Box
        aria-hidden={loaded}
        sx={{
          position: 'absolute',
          inset: 0,
          display: 'grid',
          placeItems: 'center',
          p: 3,
          textAlign: 'center',
          color: 'text.secondary',
        }}
      >
        <Box>
          <Icon def={MapOutlinedIcon} size={40} style={{ color: colors.navy, marginBottom: 8 }} />
          <Box component="p" sx={{ m: 0, lineHeight: 1.55 }}>
            {fallback}
          </Box>
        </Box>
      </Box>
      {online && (
        <Box
          component="iframe"
          src={src}
          title={title}
          loading="lazy"
          referrerPolicy="no-referrer"
          onLoad={() => setLoaded(true)}
          sx={{
            position: 'absolute',
            inset: 0,
            width: '100%',
            height: '100%',
            border: 0,
            opacity: loaded ? 1 : 0,
            transition: 'opacity .2s',
          }}
        />
      )}
    </Box>
  );
}

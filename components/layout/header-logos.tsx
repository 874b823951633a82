import Box from '@mui/material/Box';
import { LinkBox } from '@/components/common/links';

export const MINISTRY_URL = 'https://www.sanayi.gov.tr';

const focusRing = { '&:focus-visible': { outline: '3px solid', outlineColor: 'secondary.main', outlineOffset: 2 } };

/**
 * The two logos of SPEC §2: the ministry emblem (external site, new tab) and the portal's own logo
 * (home). Below 768 px the ministry logo shrinks to its round emblem: the image is cropped with
 * object-fit, so both sizes come from one file and nothing shifts when the page loads.
 */
export function HeaderLogos() {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: { xs: 1, sm: 2 }, minWidth: 0 }}>
      <Box
        component="a"
        href={MINISTRY_URL}
        target="_blank"
        rel="noopener noreferrer"
        aria-label="T.C. Sanayi ve Teknoloji Bakanlığı (yeni sekmede açılır)"
        sx={{ display: 'flex', flexShrink: 0, borderRadius: 1, ...focusRing }}
      >
        {/* eslint-disable-next-line @next/next/no-img-element -- tiny static SVG, sized up front */}
        <Box
          component="img"
          src="/logos/bakanlik-amblem.svg"
          alt=""
          width={244}
          height={56}
          sx={{
            display: 'block',
            height: { xs: 38, sm: 44 },
            width: { xs: 38, sm: 'auto' },
            aspectRatio: { xs: '1 / 1', sm: '244 / 56' },
            objectFit: 'cover',
            objectPosition: 'left center',
          }}
        />
      </Box>
      <Box aria-hidden sx={{ width: '1px', alignSelf: 'stretch', my: 1, bgcolor: 'divider', display: { xs: 'none', sm: 'block' } }} />
      <LinkBox
        href="/"
        aria-label="MKE E-Satış İhale Portalı, ana sayfa"
        sx={{ display: 'flex', flexShrink: 0, borderRadius: 1, ...focusRing }}
      >
        {/* eslint-disable-next-line @next/next/no-img-element -- tiny static SVG, sized up front */}
        <Box
          component="img"
          src="/logos/mke-esatis.svg"
          alt=""
          width={196}
          height={56}
          sx={{ display: 'block', height: { xs: 38, sm: 44 }, width: 'auto', aspectRatio: '196 / 56' }}
        />
      </LinkBox>
    </Box>
  );
}

import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { visuallyHidden } from '@/components/ui/visually-hidden';
import { addressLines, type ContactDetails as Details, phoneHref } from '@/lib/rules/contact-details';
import { directionsUrl } from './contact-info';
import { Icon } from '@/components/ui/icon';
import { AccessTimeOutlinedIcon } from '@/components/ui/icons/access-time-outlined';
import { DirectionsOutlinedIcon } from '@/components/ui/icons/directions-outlined';
import { EmailOutlinedIcon } from '@/components/ui/icons/email-outlined';
import { PhoneOutlinedIcon } from '@/components/ui/icons/phone-outlined';
import { PlaceOutlinedIcon } from '@/components/ui/icons/place-outlined';
import { PrintOutlinedIcon } from '@/components/ui/icons/print-outlined';

function Row({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  // A <div> directly in the <dl> groups each dt/dd pair; the icon sits inside the dt so the list
  // keeps the structure screen readers expect.
  return (
    <Box sx={{ position: 'relative', minHeight: 40, pl: '52px' }}>
      <Box
        component="dt"
        sx={{ fontSize: '0.8125rem', fontWeight: 700, letterSpacing: '.04em', color: 'text.secondary' }}
      >
        <Box
          component="span"
          aria-hidden
          sx={{
            position: 'absolute',
            left: 0,
            top: 0,
            width: 40,
            height: 40,
            borderRadius: '50%',
            display: 'grid',
            placeItems: 'center',
            bgcolor: 'background.default',
            color: 'primary.main',
          }}
        >
          {icon}
        </Box>
        {label}
      </Box>
      <Box component="dd" sx={{ m: 0, mt: 0.25, fontSize: '1.0625rem', lineHeight: 1.5, overflowWrap: 'anywhere' }}>
        {children}
      </Box>
    </Box>
  );
}

const linkSx = {
  color: 'primary.main',
  fontWeight: 600,
  textDecoration: 'none',
  '&:hover': { textDecoration: 'underline' },
} as const;

/**
 * Address, phone, fax, e-mail, hours and the directions link of /iletisim (docs/spec.md §2), as
 * Destek keeps them (docs/architecture.md §8 Content). No fax: no fax row.
 */
export function ContactDetails({ details }: { details: Details }) {
  const { enlem: lat, boylam: lon } = details;
  return (
    <Box>
      <Box component="h2" sx={{ m: 0, mb: 2.5, fontSize: '1.25rem', color: 'primary.main' }}>
        {details.birim}
      </Box>
      <Box component="dl" sx={{ m: 0, display: 'grid', gap: 2.5 }}>
        <Row icon={<Icon def={PlaceOutlinedIcon} />} label="ADRES">
          <Box component="address" sx={{ fontStyle: 'normal' }}>
            {addressLines(details).map((l) => (
              <Box component="span" key={l} sx={{ display: 'block' }}>
                {l}
              </Box>
            ))}
          </Box>
        </Row>
        <Row icon={<Icon def={PhoneOutlinedIcon} />} label="TELEFON">
          <Box component="a" href={phoneHref(details.telefon)} sx={linkSx}>
            {details.telefon}
          </Box>
        </Row>
        {details.faks && (
          <Row icon={<Icon def={PrintOutlinedIcon} />} label="FAKS">
            {details.faks}
          </Row>
        )}
        <Row icon={<Icon def={EmailOutlinedIcon} />} label="E-POSTA">
          <Box component="a" href={`mailto:${details.eposta}`} sx={linkSx}>
            {details.eposta}
          </Box>
        </Row>
        <Row icon={<Icon def={AccessTimeOutlinedIcon} />} label="ÇALIŞMA SAATLERİ">
          {details.calismaSaatleri}
        </Row>
      </Box>
      <Box
        component="a"
        href={directionsUrl(lat, lon)}
        target="_blank"
        rel="noopener noreferrer"
        sx={{
          mt: 3,
          display: 'inline-flex',
          alignItems: 'center',
          gap: 1,
          minHeight: 44,
          px: 3,
          borderRadius: '6px',
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          fontWeight: 600,
          textDecoration: 'none',
          '&:hover': { bgcolor: 'primary.dark' },
          '&:focus-visible': { outline: '3px solid', outlineColor: 'secondary.main', outlineOffset: 2 },
        }}
      >
        <Icon def={DirectionsOutlinedIcon} />
        Yol Tarifi Al
        <Box component="span" sx={visuallyHidden}>
          (yeni sekmede açılır)
        </Box>
      </Box>
    </Box>
  );
}

import { Fragment } from 'react';
import Box from '@mui/material/Box';
import { LinkBox } from '@/components/ui/links';

export interface Crumb {
  label: string;
  /** Absent on the last crumb (the current page). */
  href?: string;
}

/** Where the page sits: 'Ana Sayfa > Duyurular > Duyuru Detay'. */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  return (
    <Box component="nav" aria-label="Sayfa konumu" sx={{ mb: 2 }}>
      <Box
        component="ol"
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: 0.75,
          listStyle: 'none',
          m: 0,
          p: 0,
          fontSize: '0.9375rem',
        }}
      >
        {items.map((c, i) => {
          const last = i === items.length - 1;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: a breadcrumb trail is static; its position is its identity
            <Fragment key={`${c.label}-${i}`}>
              <Box
                component="li"
                sx={{
                  display: 'flex',
                  alignItems: 'center',
                  gap: 0.75,
                  color: last ? 'text.primary' : 'text.secondary',
                }}
              >
                {c.href && !last ? (
                  <LinkBox
                    href={c.href}
                    sx={{ color: 'primary.main', textDecoration: 'none', '&:hover': { textDecoration: 'underline' } }}
                  >
                    {c.label}
                  </LinkBox>
                ) : (
                  <span aria-current={last ? 'page' : undefined}>{c.label}</span>
                )}
                {!last && (
                  <Box component="span" aria-hidden sx={{ color: 'text.secondary' }}>
                    ›
                  </Box>
                )}
              </Box>
            </Fragment>
          );
        })}
      </Box>
    </Box>
  );
}

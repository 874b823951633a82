import Box from '@mui/material/Box';
import Close from '@mui/icons-material/Close';
import { type TenderListRaw, tenderListHref } from '@/lib/rules/tender-filters';
import { palette } from '@/components/tenders/colors';
import { LinkBox } from './link-parts';

/**
 * Filters that arrive from elsewhere (a tag on a detail page, a category circle on the home) are
 * shown as removable chips above the results, so the visitor sees why the list is narrowed.
 */
export function ActiveFilterChips({ raw, categoryName }: { raw: TenderListRaw; categoryName: string | null }) {
  const chips: Array<{ key: keyof TenderListRaw; label: string }> = [];
  if (raw.etiket) chips.push({ key: 'etiket', label: `Etiket: ${raw.etiket}` });
  if (raw.kategori && categoryName) chips.push({ key: 'kategori', label: `Kategori: ${categoryName}` });
  if (!chips.length) return null;
  return (
    <Box
      component="ul"
      aria-label="Etkin filtreler"
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}
    >
      {chips.map((c) => (
        <li key={c.key}>
          <LinkBox
            href={tenderListHref({ ...raw, [c.key]: undefined })}
            aria-label={`${c.label} filtresini kaldır`}
            sx={{
              display: 'inline-flex',
              alignItems: 'center',
              gap: 0.5,
              pl: 1.5,
              pr: 1,
              py: 0.5,
              borderRadius: 999,
              border: `1px solid ${palette.navy}`,
              color: 'primary.main',
              bgcolor: '#eef3f8',
              fontSize: '0.875rem',
              fontWeight: 600,
              textDecoration: 'none',
              '&:hover': { bgcolor: '#dde7f1' },
              '&:focus-visible': { outline: `3px solid ${palette.red}`, outlineOffset: 2 },
            }}
          >
            {c.label}
            <Close sx={{ fontSize: 16 }} aria-hidden />
          </LinkBox>
        </li>
      ))}
    </Box>
  );
}

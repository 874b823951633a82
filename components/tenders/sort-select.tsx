'use client';
import { useTransition } from 'react';
import { useRouter } from 'next/navigation';
import LinearProgress from '@mui/material/LinearProgress';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { SORT_OPTIONS, type TenderListRaw, tenderListHref } from '@/lib/rules/tender-filters';

/**
 * Sort dropdown: its own GET form carrying the current filters, so without JavaScript the 'Sırala'
 * button applies it; with JavaScript a change navigates at once. A new sort starts at page 1.
 */
export function SortSelect({ raw }: { raw: TenderListRaw }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const { siralama, ...filters } = raw;
  return (
    <Box
      component="form"
      method="get"
      action="/ihaleler"
      sx={{ position: 'relative', display: 'flex', gap: 1, alignItems: 'center', width: { xs: '100%', sm: 'auto' } }}
    >
      {Object.entries(filters).map(([k, v]) => (v ? <input key={k} type="hidden" name={k} value={v} /> : null))}
      <TextField
        select
        name="siralama"
        label="Sıralama"
        size="small"
        value={siralama ?? ''}
        onChange={(e) => {
          const href = tenderListHref({ ...filters, siralama: e.target.value });
          startTransition(() => router.push(href));
        }}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        sx={{ minWidth: { xs: '100%', sm: 280 }, bgcolor: '#fff' }}
      >
        <option value="">Yayın Tarihi (Yeniden Eskiye)</option>
        {SORT_OPTIONS.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </TextField>
      {pending && (
        <LinearProgress
          aria-label="Sıralanıyor"
          sx={{ position: 'absolute', left: 0, right: 0, bottom: -6, height: 2 }}
        />
      )}
      <noscript>
        <button type="submit">Sırala</button>
      </noscript>
    </Box>
  );
}

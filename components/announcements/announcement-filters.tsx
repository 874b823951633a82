'use client';
import { useState, type FormEvent } from 'react';
import { useRouter } from 'next/navigation';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { ANNOUNCEMENT_TITLE_MAX, announcementListHref, type AnnouncementListParams } from '@/lib/api/announcements';

type Fields = Pick<AnnouncementListParams, 'title' | 'from' | 'to'>;

/**
 * Filters of /duyurular (SPEC §2): a date range and the title. 'Filtrele' stays disabled until a
 * field differs from the filters the list currently shows; applying goes back to page 1. It is a
 * GET form, so the URL holds the state and it works before JavaScript has loaded.
 */
export function AnnouncementFilters({ applied }: { applied: Fields }) {
  const router = useRouter();
  const [fields, setFields] = useState<Fields>(applied);
  const changed = fields.title.trim() !== applied.title || fields.from !== applied.from || fields.to !== applied.to;
  const hasFilters = !!(applied.title || applied.from || applied.to);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!changed) return;
    router.push(announcementListHref({ ...fields, title: fields.title.trim(), page: 1 }));
  };

  const set = (key: keyof Fields) => (e: { target: { value: string } }) => setFields((f) => ({ ...f, [key]: e.target.value }));

  return (
    <Box
      component="form"
      role="search"
      aria-label="Duyuru filtreleri"
      action="/duyurular"
      method="get"
      onSubmit={submit}
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '180px 180px minmax(0,1fr) auto' },
        alignItems: 'start',
        p: { xs: 2, sm: 2.5 },
        mb: 3,
        bgcolor: '#fff',
        border: '1px solid',
        borderColor: 'divider',
        borderRadius: '6px',
      }}
    >
      <TextField
        type="date"
        name="baslangic"
        label="Başlangıç Tarihi"
        value={fields.from}
        onChange={set('from')}
        size="small"
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: fields.to || undefined } }}
      />
      <TextField
        type="date"
        name="bitis"
        label="Bitiş Tarihi"
        value={fields.to}
        onChange={set('to')}
        size="small"
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: fields.from || undefined } }}
      />
      <TextField
        name="baslik"
        label="Başlık"
        value={fields.title}
        onChange={set('title')}
        size="small"
        sx={{ gridColumn: { sm: '1 / -1', md: 'auto' } }}
        slotProps={{ htmlInput: { maxLength: ANNOUNCEMENT_TITLE_MAX } }}
      />
      <Box sx={{ display: 'flex', gap: 1, gridColumn: { sm: '1 / -1', md: 'auto' } }}>
        <Button type="submit" variant="contained" color="primary" disabled={!changed} sx={{ minHeight: 40, px: 3, flex: { xs: 1, md: 'none' } }}>
          Filtrele
        </Button>
        {hasFilters && (
          <Button
            type="button"
            variant="outlined"
            color="primary"
            onClick={() => router.push('/duyurular')}
            sx={{ minHeight: 40, flex: { xs: 1, md: 'none' }, whiteSpace: 'nowrap' }}
          >
            Temizle
          </Button>
        )}
      </Box>
    </Box>
  );
}
